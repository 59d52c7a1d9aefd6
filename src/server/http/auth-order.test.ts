import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

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
