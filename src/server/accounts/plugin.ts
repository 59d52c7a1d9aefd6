import fp from 'fastify-plugin';
import type { AuthResult, AuthTokens } from '../../domain/accounts/user.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import { RateLimiter } from '../http/rate-limit.js';
import { BackgroundWork } from './background-work.js';
import { signIn, type AccountsContext } from './context.js';
import { purgeExpiredAccountData } from './housekeeping.js';
import { accountsRoutes } from './routes.js';
import { issueSession } from './sessions.js';
import { findOrCreateUserByEmail, toAccountUser } from './users.js';

/** What other features (social sign-in, billing) reuse from accounts. */
export interface AccountsService {
  /** A new session for the user: `{access, refresh, sessionId}`. */
  issueSession(db: Database, user: Pick<UserRow, 'id'>, options: { remember: boolean }): Promise<AuthTokens & { sessionId: string }>;
  /** A new session and the `{tokens, user}` answer of every sign-in. */
  signIn(user: UserRow, options: { remember: boolean }): Promise<AuthResult>;
  /** The account of a provider-verified address, created when missing (see users.ts). */
  findOrCreateUserByEmail(profile: { email: string; firstName?: string; lastName?: string }): Promise<{ user: UserRow; created: boolean }>;
  toAccountUser: typeof toAccountUser;
  limiter: RateLimiter;
  /** Resolves when the mails decided after an answer (reset, resend) are queued. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export const accountsPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    const limiter = new RateLimiter(opts.db, opts.now, (err) => app.log.warn({ err }, 'rate-limit counters not shared'));
    const background = new BackgroundWork(app.log.child({ module: 'accounts' }));
    const ctx: AccountsContext = { db: opts.db, config: opts.config, now: opts.now, mailer: app.mailer, limiter, log: app.log, background };

    app.decorate('accounts', {
      issueSession: (db, user, options) => issueSession(db, user, { config: opts.config, now: opts.now, remember: options.remember }),
      signIn: (user, options) => signIn(ctx, user, options),
      findOrCreateUserByEmail: (profile) => findOrCreateUserByEmail(opts.db, profile, opts.now()),
      toAccountUser,
      limiter,
      idle: () => background.idle(),
    } satisfies AccountsService);

    await app.register(accountsRoutes, { ctx });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        purgeExpiredAccountData(opts.db, limiter, opts.now()).catch((err: unknown) => app.log.warn({ err }, 'accounts housekeeping failed'));
      }, HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await background.idle();
      await limiter.close();
    });
  },
  { name: 'accounts', dependencies: ['auth', 'mailer'] },
);
