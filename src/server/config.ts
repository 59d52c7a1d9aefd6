import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at boot.
 * docs/configuration.md documents each one; keep the two in step.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const positiveInt = z.coerce.number().int().positive();

const urlString = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * `server`: a deployment (secrets and public URL required, listens on every interface);
   * `local`: `npm start` on a developer's machine. Default: `server` when NODE_ENV=production
   * and any deployment setting (DATABASE_URL, PUBLIC_URL, JWT_SECRET) is given, else `local`.
   */
  DEPLOYMENT: z.enum(['local', 'server']).optional(),
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: urlString.optional(),
  TRUST_PROXY: z.string().trim().default('').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SHUTDOWN_GRACE_SECONDS: positiveInt.max(600).default(20),

  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: positiveInt.default(10),

  JWT_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(24 * 60 * 60),
  REFRESH_TOKEN_REMEMBER_TTL_SECONDS: positiveInt.default(30 * 24 * 60 * 60),

  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).default('CV Suisse <no-reply@cv-suisse.ch>'),
  CONTACT_TO: z.email().default('support@cv-suisse.ch'),

  COMPANY_NAME: z.string().trim().min(1).default('CV Suisse Sàrl'),
  COMPANY_ADDRESS: z.string().trim().min(1).default('Rue du Rhône 14, 1204 Genève, Suisse'),
  SUPPORT_EMAIL: z.email().default('support@cv-suisse.ch'),
  SOCIAL_URL: urlString.default('https://www.linkedin.com/company/cv-suisse'),

  CHROMIUM_PATH: optionalString,
  BROWSER_WS_ENDPOINT: z
    .string()
    .trim()
    .regex(/^wss?:\/\//, 'doit commencer par ws:// ou wss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RENDER_POOL_SIZE: positiveInt.max(32).optional(),
  RENDER_TIMEOUT_MS: positiveInt.default(20_000),
  RENDER_QUEUE_MAX: positiveInt.default(64),
  /** Characters (in millions) of paginated documents kept by content; 0 paginates every render. */
  RENDER_PAGINATION_MEMORY_MB: z.coerce.number().int().min(0).max(1024).default(16),

  TRACKER_REMINDERS_INTERVAL_SECONDS: positiveInt.max(24 * 60 * 60).default(600),

  /**
   * In server mode, payments and mail must be real unless the operator says otherwise:
   * `PAYMENTS=demo` runs the demonstration provider, `MAIL=outbox` keeps mails on disk.
   */
  PAYMENTS: z
    .enum(['stripe', 'demo'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL: z
    .enum(['smtp', 'outbox'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EVENT_LOOP_REPORT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  EVENT_LOOP_WARN_MS: positiveInt.default(100),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_QUARTERLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  STRIPE_API_URL: urlString.optional(),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: urlString.default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: urlString.default('https://www.linkedin.com/oauth'),
  APPLE_CLIENT_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  APPLE_ISSUER: urlString.default('https://appleid.apple.com'),
});

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the server reads (deploy/.env.example and docs/configuration.md list each). */
export const environmentVariables: readonly string[] = Object.keys(envSchema.shape);

export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty/false, a hop count (`1` behind one reverse proxy), or a comma-separated
 * list of proxy addresses, CIDR ranges or proxy-addr keywords (`loopback`, `uniquelocal`...).
 * `true` means one hop: trusting every hop would make the client's own first
 * `X-Forwarded-For` entry its address (docs/decisions/2026-11-23-production-hardening.md).
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_KEYWORDS.has(entry)) return false;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return true;
    if (prefix === undefined) return false;
    return !/^\d+$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
  });
  if (bad.length || !entries.length) {
    ctx.addIssue({
      code: 'custom',
      message: `attendu false, un nombre de proxys (ex. 1) ou une liste d'adresses/CIDR (ex. 10.0.0.0/8,127.0.0.1); incompris: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * Variables whose value is never repeated in an error or a log: secrets, and URLs that may
 * carry a password or a token.
 */
const SECRET_VARIABLE = /SECRET|PRIVATE|_KEY$|TOKEN|PASSWORD|^DATABASE_URL$|^SMTP_URL$|^REDIS_URL$|^BROWSER_WS_ENDPOINT$/;

/** What a configuration error may say about a value it refuses. */
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'absente';
  if (SECRET_VARIABLE.test(name)) return `masquée, ${value.length} caractère${value.length > 1 ? 's' : ''}`;
  return `reçue: ${JSON.stringify(value)}`;
}

export interface Config {
  env: Env['NODE_ENV'];
  /** A deployment (see DEPLOYMENT): secrets required, outbox links not logged, every interface. */
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  /** On SIGTERM, how long in-flight requests may take before the process stops anyway. */
  shutdownGraceSeconds: number;
  database: { url?: string; poolSize: number; pgliteDir: string };
  /** How often the job-search reminders (« Relancer », interviews, the monthly proof) are looked for. */
  tracker: { remindersIntervalSeconds: number };
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    refreshTokenRememberTtlSeconds: number;
  };
  mail: { mode: 'smtp' | 'outbox'; smtpUrl?: string; from: string; contactTo: string; outboxDir: string };
  /** Demo payments or a local outbox in server mode: the operator's explicit choice, said at every start. */
  demoWarnings: string[];
  eventLoop: { reportSeconds: number; warnMs: number };
  company: { name: string; address: string; supportEmail: string; socialUrl: string };
  rendering: {
    chromiumPath?: string;
    browserWsEndpoint?: string;
    poolSize: number;
    timeoutMs: number;
    queueMax: number;
    /** Characters of paginations kept by content (pagination-memory.ts); 0: none. */
    paginationMemoryChars: number;
  };
  stripe?: {
    secretKey: string;
    publishableKey?: string;
    webhookSecret?: string;
    prices: { monthly?: string; quarterly?: string; annual?: string };
    apiUrl?: string;
  };
  social: {
    google?: { issuer: string; clientId: string; clientSecret: string };
    linkedin?: { issuer: string; clientId: string; clientSecret: string };
    apple?: { issuer: string; clientId: string; teamId: string; keyId: string; privateKey: string };
  };
}

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (valeur ${describeValue(String(issue.path[0]), source[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Configuration invalide:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // NODE_ENV=production is the production build (React's, the server's): `npm start` runs it on
  // a clean clone with nothing configured. Deployment strictness follows the deployment settings.
  const isProduction = e.NODE_ENV === 'production' && (e.DEPLOYMENT ? e.DEPLOYMENT === 'server' : Boolean(e.DATABASE_URL || e.PUBLIC_URL || e.JWT_SECRET));
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Configuration invalide:\n  JWT_SECRET: obligatoire en production (au moins 32 caractères)');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Configuration invalide:\n  PUBLIC_URL: obligatoire en production (ex. https://cv-suisse.ch)');
  }
  // Several processes on one database must sign and check tokens alike: a secret generated per
  // data directory, or a PUBLIC_URL taken from each process's port, would make them reject
  // each other's tokens.
  if (e.DATABASE_URL && e.NODE_ENV !== 'test') {
    const missing = [!e.JWT_SECRET && 'JWT_SECRET', !e.PUBLIC_URL && 'PUBLIC_URL'].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(
        `Configuration invalide:\n  ${missing.join(', ')}: obligatoire(s) avec DATABASE_URL (tous les processus doivent partager les mêmes valeurs)`,
      );
    }
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET && isProduction) {
    throw new ConfigError('Configuration invalide:\n  STRIPE_WEBHOOK_SECRET: obligatoire quand STRIPE_SECRET_KEY est défini');
  }
  // A plan without its price would answer every purchase with an error: refuse to start instead.
  const missingPrices = (['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_QUARTERLY', 'STRIPE_PRICE_ANNUAL'] as const).filter((name) => !e[name]);
  if (e.STRIPE_SECRET_KEY && isProduction && missingPrices.length > 0) {
    throw new ConfigError(
      `Configuration invalide:\n${missingPrices.map((name) => `  ${name}: obligatoire quand STRIPE_SECRET_KEY est défini (id de prix Stripe, price_...)`).join('\n')}`,
    );
  }
  const missingServices = [
    !e.STRIPE_SECRET_KEY &&
      e.PAYMENTS !== 'demo' &&
      '  STRIPE_SECRET_KEY: obligatoire en production pour encaisser les abonnements (ou PAYMENTS=demo: paiements de démonstration, aucun argent ne circule)',
    !e.SMTP_URL &&
      e.MAIL !== 'outbox' &&
      `  SMTP_URL: obligatoire en production pour envoyer les e-mails (ou MAIL=outbox: les e-mails restent dans ${path.join(dataDir, 'outbox')})`,
  ].filter((line): line is string => Boolean(line));
  if (isProduction && missingServices.length) {
    throw new ConfigError(`Configuration invalide:\n${missingServices.join('\n')}`);
  }
  if (e.PAYMENTS === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Configuration invalide:\n  STRIPE_SECRET_KEY: obligatoire avec PAYMENTS=stripe');
  }
  if (e.PAYMENTS === 'demo' && e.STRIPE_SECRET_KEY) {
    throw new ConfigError("Configuration invalide:\n  PAYMENTS: demo, mais STRIPE_SECRET_KEY est défini; retirez l'un des deux");
  }
  if (e.MAIL === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Configuration invalide:\n  SMTP_URL: obligatoire avec MAIL=smtp');
  }
  if (e.MAIL === 'outbox' && e.SMTP_URL) {
    throw new ConfigError("Configuration invalide:\n  MAIL: outbox, mais SMTP_URL est défini; retirez l'un des deux");
  }
  const demoWarnings = isProduction
    ? [
        !e.STRIPE_SECRET_KEY && 'PAYMENTS=demo: payments run the demonstration provider; nobody pays and every subscription is free (the offers page says so)',
        !e.SMTP_URL && `MAIL=outbox: no e-mail is sent; each one is written to ${path.join(dataDir, 'outbox')} (the pages that promise an e-mail say so)`,
      ].filter((line): line is string => Boolean(line))
    : [];
  const appleParts = [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  if (appleParts.some(Boolean) && !appleParts.every(Boolean)) {
    throw new ConfigError('Configuration invalide:\n  APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: à définir ensemble');
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, pgliteDir: path.join(dataDir, 'pglite') },
    tracker: { remindersIntervalSeconds: e.TRACKER_REMINDERS_INTERVAL_SECONDS },
    auth: {
      jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      refreshTokenRememberTtlSeconds: e.REFRESH_TOKEN_REMEMBER_TTL_SECONDS,
    },
    mail: { mode: e.SMTP_URL ? 'smtp' : 'outbox', smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_TO, outboxDir: path.join(dataDir, 'outbox') },
    demoWarnings,
    eventLoop: { reportSeconds: e.EVENT_LOOP_REPORT_SECONDS, warnMs: e.EVENT_LOOP_WARN_MS },
    company: {
      name: e.COMPANY_NAME,
      address: e.COMPANY_ADDRESS,
      supportEmail: e.SUPPORT_EMAIL,
      socialUrl: e.SOCIAL_URL,
    },
    rendering: {
      chromiumPath: e.CHROMIUM_PATH,
      browserWsEndpoint: e.BROWSER_WS_ENDPOINT,
      poolSize: e.RENDER_POOL_SIZE ?? Math.max(1, cpus().length),
      timeoutMs: e.RENDER_TIMEOUT_MS,
      queueMax: e.RENDER_QUEUE_MAX,
      paginationMemoryChars: e.RENDER_PAGINATION_MEMORY_MB * 1024 * 1024,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          prices: { monthly: e.STRIPE_PRICE_MONTHLY, quarterly: e.STRIPE_PRICE_QUARTERLY, annual: e.STRIPE_PRICE_ANNUAL },
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    social: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      linkedin:
        e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
          ? { issuer: e.LINKEDIN_ISSUER, clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET }
          : undefined,
      apple:
        e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              issuer: e.APPLE_ISSUER,
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            }
          : undefined,
    },
  };
}

/**
 * Outside production a missing JWT_SECRET is replaced by a random one kept in the data
 * directory, so that sessions survive a restart of `npm start` without any setup.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
