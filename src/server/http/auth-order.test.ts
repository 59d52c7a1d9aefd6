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

describe('the session looked up for a valid signature only', () => {
  it('looks up the session the token names for the user its valid signature names, and nothing for a forged token', async () => {
    const { user } = await seedUser(t.database.db);
    const events: string[] = [];
    const lookUpSession = async (userId: string, sessionId: string) => {
      events.push(`session ${userId === user.id} ${sessionId}`);
      return undefined;
    };
    const deps = { config: t.config, db: t.database.db, now: () => new Date(), lookUpSession };
    const token = await signAccessToken(t.config, { userId: user.id, sessionId: '6f1e2d3c-4b5a-4697-8877-665544332211' }, new Date());
    expect(await authenticateAccessToken(deps, token)).toBeUndefined();
    expect(events).toEqual(['session true 6f1e2d3c-4b5a-4697-8877-665544332211']);
    events.length = 0;
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await authenticateAccessToken(deps, forged)).toBeUndefined();
    expect(events).toEqual([]);
  });
});
