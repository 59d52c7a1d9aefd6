import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

const urlString = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: urlString.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),

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

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: { url?: string; poolSize: number; pgliteDir: string };
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    refreshTokenRememberTtlSeconds: number;
  };
  mail: { smtpUrl?: string; from: string; contactTo: string; outboxDir: string };
  company: { name: string; address: string; supportEmail: string; socialUrl: string };
  rendering: {
    chromiumPath?: string;
    browserWsEndpoint?: string;
    poolSize: number;
    timeoutMs: number;
    queueMax: number;
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
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (valeur reçue: ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Configuration invalide:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Configuration invalide:\n  JWT_SECRET: obligatoire en production (au moins 32 caractères)');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Configuration invalide:\n  PUBLIC_URL: obligatoire en production (ex. https://cv-suisse.ch)');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET && isProduction) {
    throw new ConfigError('Configuration invalide:\n  STRIPE_WEBHOOK_SECRET: obligatoire quand STRIPE_SECRET_KEY est défini');
  }
  // A plan without its price would answer every purchase with an error: refuse to start instead.
  const missingPrices = (['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_QUARTERLY', 'STRIPE_PRICE_ANNUAL'] as const).filter((name) => !e[name]);
  if (e.STRIPE_SECRET_KEY && isProduction && missingPrices.length > 0) {
    throw new ConfigError(`Configuration invalide:\n${missingPrices.map((name) => `  ${name}: obligatoire quand STRIPE_SECRET_KEY est défini (id de prix Stripe, price_...)`).join('\n')}`);
  }
  const appleParts = [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  if (appleParts.some(Boolean) && !appleParts.every(Boolean)) {
    throw new ConfigError(
      'Configuration invalide:\n  APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: à définir ensemble',
    );
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
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, pgliteDir: path.join(dataDir, 'pglite') },
    auth: {
      jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      refreshTokenRememberTtlSeconds: e.REFRESH_TOKEN_REMEMBER_TTL_SECONDS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_TO, outboxDir: path.join(dataDir, 'outbox') },
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
