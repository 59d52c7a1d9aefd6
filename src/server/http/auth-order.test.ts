import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../accounts/access-tokens.js';
import { seedUser } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { authenticateAccessToken } from './auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('authentication comes before the body', () => {
  it('answers 401 to a signed-out call with an invalid body, not 400', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/accounts/profile/', payload: { first_name: 42, email: 'not an address' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('answers 401 to a signed-out call with malformed JSON, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/change/',
      payload: '{"old_password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad token before reading a body too large for the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/create/',
      payload: JSON.stringify({ cv_data: 'x'.repeat(9 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('a route read started beside the session lookup (readWithSession)', () => {
  it('starts the read for the user a valid signature names, before the session is looked up, and never for a forged token', async () => {
    const { user } = await seedUser(t.database.db);
    const events: string[] = [];
    const lookUpSession = async () => {
      events.push('session');
      return undefined;
    };
    const deps = { config: t.config, db: t.database.db, now: () => new Date(), lookUpSession };
    const token = await signAccessToken(t.config, { userId: user.id, sessionId: '6f1e2d3c-4b5a-4697-8877-665544332211' }, new Date());
    expect(await authenticateAccessToken(deps, token, (userId) => events.push(`read ${userId === user.id}`))).toBeUndefined();
    expect(events).toEqual(['read true', 'session']);
    events.length = 0;
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await authenticateAccessToken(deps, forged, () => events.push('read'))).toBeUndefined();
    expect(events).toEqual([]);
  });
});
