import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureDelayMs } from './login.js';
import { call, createAccountsTestApp, GOOD_PASSWORD, MINUTE, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t.close());

const login = (body: unknown, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: body as object, remoteAddress: ip });

describe('POST /api/accounts/login/', () => {
  it('answers tokens and the user for the right password', async () => {
    const { email, password, user } = await seedUser(t.db);
    const res = await login({ email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<ApiBody>();
    expect(body.tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.tokens.refresh).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email,
      first_name: 'Léa',
      last_name: 'Muller',
      phone_number: '',
      country: '',
      address: '',
      postal_code: '',
      city: '',
      is_email_verified: true,
      date_joined: user.createdAt.toISOString(),
      has_password: true,
      pending_email: null,
    });
    const profile = await call(t.app, 'GET', '/api/accounts/profile/', undefined, body.tokens.access);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<ApiBody>().email).toBe(email);
  });

  it('accepts `username` as an alias of `email`', async () => {
    const { email, password } = await seedUser(t.db);
    const res = await login({ username: email, password });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await seedUser(t.db);
    const wrong = await login({ email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json<ApiBody>()).toEqual({ non_field_errors: ['Adresse e-mail ou mot de passe incorrect.'] });
    expect(unknown.json<ApiBody>()).toEqual(wrong.json<ApiBody>());
  });

  it('spends similar time on an unknown address as on a wrong password (a dummy hash is checked)', async () => {
    const { email } = await seedUser(t.db);
    const time = async (body: object) => {
      const start = performance.now();
      await login(body, '198.51.100.77');
      return performance.now() - start;
    };
    await time({ email: uniqueEmail(), password: 'warm-up-the-dummy' });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time({ email, password: `wrong-${i}-password` }));
      unknown.push(await time({ email: uniqueEmail(), password: `wrong-${i}-password` }));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // argon2id dominates both; without the dummy hash the unknown address would answer ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses an unverified account with the right password only, saying how to proceed', async () => {
    const { email, password } = await seedUser(t.db, { verified: false });
    const wrong = await login({ email, password: 'wrong-password-here' });
    expect(wrong.json<ApiBody>()).toEqual({ non_field_errors: ['Adresse e-mail ou mot de passe incorrect.'] });
    const right = await login({ email, password });
    expect(right.statusCode).toBe(403);
    expect(right.json<ApiBody>()).toEqual({
      detail: "Votre adresse e-mail n'a pas encore été vérifiée. Cliquez sur le lien que nous vous avons envoyé, ou demandez-en un nouveau.",
      code: 'email_not_verified',
    });
  });

  it('refuses password login for an account without a password (social sign-in)', async () => {
    const { email } = await seedUser(t.db, { password: null });
    const res = await login({ email, password: 'anything-at-all' });
    expect(res.json<ApiBody>()).toEqual({ non_field_errors: ['Adresse e-mail ou mot de passe incorrect.'] });
  });

  it('answers French field errors for missing or malformed fields', async () => {
    expect((await login({})).json<ApiBody>()).toEqual({
      email: ["L'adresse e-mail est requise"],
      password: ['Le mot de passe est requis'],
    });
    expect((await login({ email: 'pas-une-adresse', password: 'x' })).json<ApiBody>()).toEqual({ email: ["L'adresse e-mail n'est pas valide"] });
    expect((await login({ email: 'a@b.ch', password: 'x', remember: 'oui' })).json<ApiBody>()).toEqual({ remember: ['Cette valeur n’est pas valide.'] });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/accounts/login/' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<ApiBody>()).toHaveProperty('email');
  });

  it('refuses the attacking address after 10 failures on an account, never the owner signing in from elsewhere', async () => {
    const { email, password } = await seedUser(t.db);
    const attacker = '192.0.2.66';
    for (let i = 0; i < 10; i++) {
      const res = await login({ email, password: `wrong-${i}` }, attacker);
      expect(res.statusCode).toBe(400);
    }
    const locked = await login({ email, password }, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiBody>()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, at home, signs in as usual; a wrong password elsewhere is an ordinary 400.
    expect((await login({ email, password }, '192.0.2.200')).statusCode).toBe(200);
    expect((await login({ email, password: 'encore-faux' }, '192.0.2.201')).statusCode).toBe(400);

    // The same answer for an address without an account: the limit says nothing about existence.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await login({ email: ghost, password: `wrong-${i}` }, attacker);
    expect((await login({ email: ghost, password: 'x' }, attacker)).statusCode).toBe(429);

    t.clock.advance(15 * MINUTE);
    expect((await login({ email, password }, attacker)).statusCode).toBe(200);
  });

  it('slows down wrong passwords on an account under attack from many addresses, never the right one', () => {
    const limit = 10;
    expect(failureDelayMs(10, limit)).toBe(0);
    expect([11, 12, 13, 14, 15, 16, 17, 50].map((n) => failureDelayMs(n, limit))).toEqual([125, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('a successful login clears the account counter', async () => {
    const { email, password } = await seedUser(t.db);
    for (let i = 0; i < 9; i++) await login({ email, password: `wrong-${i}` }, '192.0.2.99');
    expect((await login({ email, password }, '192.0.2.99')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login({ email, password: `wrong-${i}` }, '192.0.2.98')).statusCode).toBe(400);
  });

  it('limits failed logins per address (50 per 15 minutes) across accounts', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 50; i++) await login({ email: uniqueEmail('spray'), password: 'Printemps2026!' }, ip);
    const { email } = await seedUser(t.db, { password: GOOD_PASSWORD });
    const res = await login({ email, password: GOOD_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect((await login({ email, password: GOOD_PASSWORD }, '198.51.100.51')).statusCode).toBe(200);
  });
});
