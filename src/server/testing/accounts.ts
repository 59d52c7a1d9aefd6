import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../accounts/passwords.js';
import { createUser } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import type { AccountUser, AuthTokens } from '../../domain/accounts/user.js';
import { startSmtpSink } from './smtp-sink.js';
import { createTestApp, testConfig } from './test-app.js';
import { GOOD_PASSWORD } from './test-password.js';

/** A clock the test moves: pass `clock.now` as `deps.now`. */
export function testClock(start = '2026-03-02T09:00:00Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A password the policy accepts. */
export { GOOD_PASSWORD };

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.ch`;
}

// argon2id is slow on purpose (19 MiB, two passes; many times slower on a loaded machine): one hash per password and
// test worker (the integration project shares modules per worker), verified like any other.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

/** An account made directly in the database (verified unless told otherwise). */
export async function seedUser(
  db: Database,
  options: { email?: string; password?: string | null; verified?: boolean; firstName?: string; lastName?: string } = {},
): Promise<{ user: UserRow; email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password === null ? '' : (options.password ?? GOOD_PASSWORD);
  const user = await createUser(
    db,
    {
      email,
      passwordHash: options.password === null ? null : await hashOnce(password),
      firstName: options.firstName ?? 'Léa',
      lastName: options.lastName ?? 'Muller',
      emailVerifiedAt: options.verified === false ? null : new Date('2026-01-01T00:00:00Z'),
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
    },
    new Date('2026-01-01T00:00:00Z'),
  );
  return { user, email, password };
}

/** JSON call helper: `call(app, 'POST', url, body, accessToken)`. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** Logs a seeded user in and returns the answer's tokens. */
export async function logInAs(app: FastifyInstance, email: string, password: string, remember = false) {
  const res = await call(app, 'POST', '/api/accounts/login/', { email, password, remember });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ tokens: { access: string; refresh: string }; user: { id: string } }>();
}

/** buildApp() with a movable clock and a real SMTP server on loopback receiving its mail. */
export async function createAccountsTestApp(env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  const clock = testClock();
  const t = await createTestApp({ config: testConfig({ SMTP_URL: sink.url, ...env }), now: clock.now });
  return {
    ...t,
    sink,
    clock,
    db: t.database.db,
    /** Delivers what is due, then returns the mails received by `address`. */
    async mailsTo(address: string) {
      await t.app.accounts.idle();
      await t.app.mailer.flush();
      return sink.to(address);
    },
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

/** The fields the accounts answers may carry, for typed `res.json<ApiBody>()` in tests. */
export interface ApiBody {
  tokens: AuthTokens;
  user: AccountUser;
  access: string;
  refresh: string;
  detail?: string;
  code?: string;
  email?: string;
  email_verification_required?: boolean;
}
