import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp, seedUser, uniqueEmail } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

describe('app.accounts (what social sign-in builds on)', () => {
  it('creates a verified account without a password for a new provider-verified address', async () => {
    const email = uniqueEmail('social');
    const { user, created } = await t.app.accounts.findOrCreateUserByEmail({ email: email.toUpperCase(), firstName: 'Elena', lastName: 'Keller' });
    expect(created).toBe(true);
    expect(t.app.accounts.toAccountUser(user)).toMatchObject({ email, is_email_verified: true, has_password: false, first_name: 'Elena' });
    const again = await t.app.accounts.findOrCreateUserByEmail({ email });
    expect(again).toMatchObject({ created: false, user: { id: user.id } });

    const result = await t.app.accounts.signIn(user, { remember: true });
    expect(result.user.email).toBe(email);
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, result.tokens.access)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: result.tokens.refresh })).statusCode).toBe(200);
  });

  it('returns the existing verified account unchanged (its password keeps working)', async () => {
    const { email, password, user } = await seedUser(t.db);
    const found = await t.app.accounts.findOrCreateUserByEmail({ email });
    expect(found).toMatchObject({ created: false, user: { id: user.id } });
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password })).statusCode).toBe(200);
  });

  it('takes an unverified account back from whoever opened it: password removed, sessions closed', async () => {
    const { email, password, user } = await seedUser(t.db, { verified: false });
    const squatter = await t.app.accounts.issueSession(t.db, user, { remember: true });
    const found = await t.app.accounts.findOrCreateUserByEmail({ email });
    expect(found.user.emailVerifiedAt).not.toBeNull();
    expect(found.user.passwordHash).toBeNull();
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: squatter.refresh })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password })).statusCode).toBe(400);
  });
});
