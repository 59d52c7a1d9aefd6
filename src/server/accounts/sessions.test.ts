import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp, DAY, HOUR, logInAs, MINUTE, seedUser, type ApiBody } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const refresh = (token: string) => call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: token });
const profile = (access: string) => call(t.app, 'GET', '/api/accounts/profile/', undefined, access);
const TOKEN_NOT_VALID = { detail: 'Le jeton est invalide ou a expiré.', code: 'token_not_valid' };

describe('token refresh', () => {
  it('rotates the refresh token and answers both shapes the client reads', async () => {
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    t.clock.advance(1000);
    const res = await refresh(tokens.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json<ApiBody>();
    expect(body.tokens.access).toBe(body.access);
    expect(body.tokens.refresh).toBe(body.refresh);
    expect(body.refresh).not.toBe(tokens.refresh);
    expect(body.access).not.toBe(tokens.access);
    expect((await profile(body.access)).statusCode).toBe(200);
  });

  it('treats a rotated token presented again as theft and revokes the whole session', async () => {
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    const first = (await refresh(tokens.refresh)).json<ApiBody>();
    const second = (await refresh(first.refresh)).json<ApiBody>();
    expect(second.refresh).toBeDefined();

    const replay = await refresh(tokens.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
    // The legitimate holder's newest token is dead too: the session is over for both.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // So are the access tokens of that session, at once (not when they expire in 15 minutes).
    expect((await profile(second.access)).json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
    expect((await profile(first.access)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await logInAs(t.app, email, password);
    expect((await refresh(other.tokens.refresh)).statusCode).toBe(200);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', {})).json<ApiBody>()).toEqual({ refresh: ['Ce champ est obligatoire.'] });

    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    t.clock.advance(DAY + 1000);
    expect((await refresh(tokens.refresh)).json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
  });

  it('keeps a « se souvenir de moi » session for 30 days, sliding at each refresh', async () => {
    const { email, password } = await seedUser(t.db);
    const short = await logInAs(t.app, email, password, false);
    const long = await logInAs(t.app, email, password, true);
    t.clock.advance(2 * DAY);
    expect((await refresh(short.tokens.refresh)).statusCode).toBe(401);
    const rotated = await refresh(long.tokens.refresh);
    expect(rotated.statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    expect((await refresh(rotated.json<ApiBody>().refresh)).statusCode).toBe(200);
  });
});

describe('access tokens and the guard', () => {
  it('expire after 15 minutes', async () => {
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    t.clock.advance(14 * MINUTE);
    expect((await profile(tokens.access)).statusCode).toBe(200);
    t.clock.advance(MINUTE + 1000);
    const res = await profile(tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
  });

  it('answers 401 not_authenticated without a token, and token_not_valid for a malformed header', async () => {
    const none = await call(t.app, 'GET', '/api/accounts/profile/');
    expect(none.statusCode).toBe(401);
    expect(none.json<ApiBody>()).toEqual({ detail: 'Vous devez être connecté pour accéder à cette ressource.', code: 'not_authenticated' });
    const basic = await call(t.app, 'GET', '/api/accounts/profile/', undefined, undefined, { authorization: 'Basic abc' });
    expect(basic.json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
  });

  it('refuses forged tokens: wrong secret, alg none, wrong type, wrong audience, unknown user', async () => {
    const { user, email, password } = await seedUser(t.db);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const secret = new TextEncoder().encode(t.config.auth.jwtSecret);
    const base = () =>
      new SignJWT({ token_type: 'access', sid: '00000000-0000-4000-8000-000000000000' })
        .setSubject(user.id)
        .setIssuer('http://cv.test')
        .setAudience('cv-suisse-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600);
    const forged = [
      await base()
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(new TextEncoder().encode('x'.repeat(40))),
      new UnsecuredJWT({ token_type: 'access', sid: 's', sub: user.id, iss: 'http://cv.test', aud: 'cv-suisse-api', iat: now, exp: now + 600 }).encode(),
      await base().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret),
      await base().setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setAudience('other').sign(secret),
      await new SignJWT({ token_type: 'refresh', sid: 's' })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuer('http://cv.test')
        .setAudience('cv-suisse-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(secret),
      await base().setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject('4b1e6a4e-0000-4000-8000-000000000000').sign(secret),
    ];
    for (const token of forged) expect((await profile(token)).json<ApiBody>(), token).toEqual(TOKEN_NOT_VALID);
    // The genuine article passes.
    const { tokens } = await logInAs(t.app, email, password);
    expect((await profile(tokens.access)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/token/verify/', () => {
  it('accepts a live access or refresh token and refuses anything else', async () => {
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    const verify = (token: unknown) => call(t.app, 'POST', '/api/accounts/token/verify/', { token });
    expect((await verify(tokens.access)).statusCode).toBe(200);
    expect((await verify(tokens.access)).json<ApiBody>()).toEqual({});
    expect((await verify(tokens.refresh)).statusCode).toBe(200);
    expect((await verify('garbage')).json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
    await refresh(tokens.refresh);
    expect((await verify(tokens.refresh)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/accounts/token/verify/', {})).json<ApiBody>()).toEqual({ token: ['Ce champ est obligatoire.'] });
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the session of the refresh token and leaves the others', async () => {
    const { email, password } = await seedUser(t.db);
    const laptop = await logInAs(t.app, email, password);
    const phone = await logInAs(t.app, email, password);
    const rotated = (await refresh(laptop.tokens.refresh)).json<ApiBody>();
    const res = await call(t.app, 'POST', '/api/accounts/logout/', { refresh: rotated.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiBody>()).toEqual({ detail: 'Vous avez été déconnecté.' });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await refresh(phone.tokens.refresh)).statusCode).toBe(200);
  });

  it('ends the access tokens of that session right away, and only of that session', async () => {
    const { email, password } = await seedUser(t.db);
    const laptop = await logInAs(t.app, email, password);
    const phone = await logInAs(t.app, email, password);
    expect((await profile(laptop.tokens.access)).statusCode).toBe(200);
    await call(t.app, 'POST', '/api/accounts/logout/', { refresh: laptop.tokens.refresh });
    const after = await profile(laptop.tokens.access);
    expect(after.statusCode).toBe(401);
    expect(after.json<ApiBody>()).toEqual(TOKEN_NOT_VALID);
    expect((await call(t.app, 'POST', '/api/accounts/token/verify/', { token: laptop.tokens.access })).statusCode).toBe(401);
    expect((await profile(phone.tokens.access)).statusCode).toBe(200);
  });

  it('is idempotent and needs the refresh token', async () => {
    expect((await call(t.app, 'POST', '/api/accounts/logout/', { refresh: 'unknown' })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/logout/', {})).json<ApiBody>()).toEqual({ refresh: ['Ce champ est obligatoire.'] });
  });
});

describe('housekeeping', () => {
  it('purges finished rate-limit windows and long-dead tokens', async () => {
    const { purgeExpiredAccountData } = await import('./housekeeping.js');
    const { refreshTokens } = await import('../db/schema/sessions.js');
    const { rateLimits } = await import('../db/schema/rate-limits.js');
    const { email, password } = await seedUser(t.db);
    await logInAs(t.app, email, password);
    await call(t.app, 'POST', '/api/accounts/login/', { email, password: 'wrong-password' });
    t.clock.advance(40 * DAY + HOUR);
    await purgeExpiredAccountData(t.db, t.app.accounts.limiter, t.clock.now());
    expect(await t.db.select().from(refreshTokens)).toEqual([]);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });
});
