import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuthResult } from '../../domain/accounts/user.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { users, type UserRow } from '../db/schema/users.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/plugin.js';
import type { BackgroundWork } from './background-work.js';
import { issueSession } from './sessions.js';
import { loadAccountUser } from './users.js';

/** What every accounts operation works with. */
export interface AccountsContext {
  db: Database;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  background: BackgroundWork;
}

/** Opens a session for the user and answers `{tokens, user}` (login, verify-email, social sign-in). */
export async function signIn(ctx: Pick<AccountsContext, 'db' | 'config' | 'now'>, user: UserRow, options: { remember: boolean }): Promise<AuthResult> {
  const now = ctx.now();
  const [updated] = await ctx.db.update(users).set({ lastLoginAt: now, lastActiveAt: now, inactivityWarnedAt: null }).where(eq(users.id, user.id)).returning();
  const { access, refresh } = await issueSession(ctx.db, user, { config: ctx.config, now: ctx.now, remember: options.remember });
  return { tokens: { access, refresh }, user: await loadAccountUser(ctx.db, updated ?? user, now) };
}
