import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { accountErrorCodes, accountMessages as m } from '../../domain/accounts/messages.js';
import { readAccessToken } from '../accounts/access-tokens.js';
import { eq, sql } from 'drizzle-orm';
import { isUuid } from '../accounts/users.js';
import { refreshTokens } from '../db/schema/sessions.js';
import { users } from '../db/schema/users.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import { ApiError, detailError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser`/`optionalUser` pre-handlers; null for visitors. */
    user: UserRow | null;
    /** The session (refresh-token family) of the access token used. */
    sessionId: string | null;
    /** What the route's `readWithSession` read with the session (see readStartedWithSession). */
    readWithSession: { value: unknown } | null;
  }
  interface FastifyContextConfig {
    /**
     * A guarded route's first read, made by the session's own statement: told the user and the
     * session the token's valid signature names, it answers the session (as a SessionLookup
     * does) and the route's read in one database round trip. The read is used only once the
     * guard let the call through (readStartedWithSession).
     */
    readWithSession?: (request: FastifyRequest, userId: string, sessionId: string) => Promise<{ session: SessionFound | undefined; read: unknown }>;
  }
  interface FastifyInstance {
    /** 401 unless a valid access token is sent. Unverified accounts pass (they may save CVs). */
    requireUser: preHandlerAsyncHookHandler;
    /** Like requireUser, and 403 `email_not_verified` until the address is verified. */
    requireVerifiedUser: preHandlerAsyncHookHandler;
    /**
     * For calls that work signed in or not (contact, CV preview): no token, a visitor; a valid
     * token, the user; a bad or expired token, 401 `token_not_valid` so that the client refreshes
     * and retries instead of silently acting as a visitor.
     */
    optionalUser: preHandlerAsyncHookHandler;
  }
}

export const tokenNotValid = () => detailError(401, m.tokenNotValid, accountErrorCodes.tokenNotValid);

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw detailError(401, m.notAuthenticated, accountErrorCodes.notAuthenticated);
  return request.user;
}

/**
 * What the route's `readWithSession` read with the session for the signed-in user, or `read`
 * run now when the guard did not read it.
 */
export function readStartedWithSession<T>(request: FastifyRequest, read: (request: FastifyRequest, userId: string) => Promise<T>): Promise<T> {
  const user = currentUser(request);
  return request.readWithSession ? Promise.resolve(request.readWithSession.value as T) : read(request, user.id);
}

/** A user and whether the session (refresh-token family) is still open. */
export interface SessionFound {
  user: UserRow;
  live: boolean;
}

export type SessionLookup = (userId: string, sessionId: string) => Promise<SessionFound | undefined>;

/**
 * What a session lookup reads, from the user's row: the user, and whether the session
 * (placeholder `sid`) still has a refresh token that is not revoked. A route that reads its
 * first query in the same statement (readWithSession) selects exactly these, and the guard
 * applies its rules to them (authenticateAccessToken).
 */
export const sessionColumns = () => ({
  user: users,
  live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')}::uuid and ${refreshTokens.revokedAt} is null)`,
});

/**
 * One statement for both: the user, and whether the token's session still has a refresh token
 * that is not revoked (logout and refresh reuse revoke the whole family). Every process reads
 * the same rows, so a logout on one process ends the access token on all of them at once,
 * with no extra round trip per call (docs/scaling.md has the cost).
 */
function sessionQuery(db: Database) {
  return db
    .select(sessionColumns())
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1);
}

export function sessionLookup(db: Database, prepared = false): SessionLookup {
  const query = prepared ? sessionQuery(db).prepare('auth_session_by_id') : sessionQuery(db);
  return async (userId, sessionId) => {
    if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
    const [row] = await query.execute({ id: userId, sid: sessionId });
    return row;
  };
}

/**
 * Verifies a bearer access token and loads its user; undefined when it is not valid or its
 * session ended. The session is looked up only for a token whose signature is valid.
 */
export async function authenticateAccessToken(
  deps: { config: Config; db: Database; now: () => Date; lookUpSession?: SessionLookup },
  token: string,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  const claims = await readAccessToken(deps.config, token, deps.now());
  if (!claims) return undefined;
  const found = await (deps.lookUpSession ?? sessionLookup(deps.db))(claims.userId, claims.sessionId);
  if (!found?.live) return undefined;
  const { user } = found;
  // Password changed or reset since this token was issued.
  if (user.sessionsValidAfter && claims.issuedAt * 1000 < user.sessionsValidAfter.getTime()) return undefined;
  return { user, sessionId: claims.sessionId };
}

/**
 * The authentication guard every feature uses: JWT bearer access tokens (HS256 only, typed,
 * issuer and audience checked, clock from deps.now).
 */
export const authGuard = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    // Runs on every authenticated call: a named prepared statement skips planning each time.
    const lookUpSession = sessionLookup(opts.db, true);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('readWithSession', null);

    async function authenticate(request: FastifyRequest): Promise<boolean> {
      const header = request.headers.authorization;
      if (!header) return false;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) throw tokenNotValid();
      const withRead = request.routeOptions.config.readWithSession;
      const session = await authenticateAccessToken(
        {
          ...opts,
          // The route's first read in the session's statement: one round trip for both.
          lookUpSession: withRead
            ? async (userId, sessionId) => {
                if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
                const found = await withRead(request, userId, sessionId);
                request.readWithSession = { value: found.read };
                return found.session;
              }
            : lookUpSession,
        },
        match[1]!,
      );
      if (!session) throw tokenNotValid();
      request.user = session.user;
      request.sessionId = session.sessionId;
      return true;
    }

    const optionalUser = async (request: FastifyRequest) => {
      await authenticate(request);
    };
    const requireUser = async (request: FastifyRequest) => {
      if (!(await authenticate(request))) throw detailError(401, m.notAuthenticated, accountErrorCodes.notAuthenticated);
    };
    const requireVerifiedUser = async (request: FastifyRequest) => {
      if (!(await authenticate(request))) throw detailError(401, m.notAuthenticated, accountErrorCodes.notAuthenticated);
      if (!request.user?.emailVerifiedAt) {
        throw new ApiError(403, { detail: m.emailVerificationRequired, code: accountErrorCodes.emailNotVerified });
      }
    };
    app.decorate('optionalUser', optionalUser);
    app.decorate('requireUser', requireUser);
    app.decorate('requireVerifiedUser', requireVerifiedUser);

    // Routes declare a guard as `preHandler`, which Fastify runs after reading and validating the
    // body: a signed-out caller would learn about body rules (400 before 401) and make the server
    // read megabytes for nothing. Every route that names a guard gets it moved to onRequest, before
    // the body is read.
    const guards = new Set<unknown>([optionalUser, requireUser, requireVerifiedUser]);
    app.addHook('onRoute', (route) => {
      const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      const moved = preHandlers.filter((hook) => guards.has(hook));
      if (!moved.length) return;
      const rest = preHandlers.filter((hook) => !guards.has(hook));
      route.preHandler = rest.length ? rest : undefined;
      route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), ...moved] as typeof route.onRequest;
    });
  },
  { name: 'auth' },
);
