import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp, GOOD_PASSWORD, MINUTE, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';
import { linkIn } from '../testing/smtp-sink.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const login = (body: unknown, ip = '203.0.113.1', cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: body as object, remoteAddress: ip, headers: cookie ? { cookie } : {} });

const LOCKED_FOR_NEW_DEVICES =
  'Trop de tentatives de connexion à ce compte depuis des appareils inconnus. Connectez-vous depuis un navigateur où vous vous êtes déjà connecté, ou choisissez un nouveau mot de passe avec «\u00a0Mot de passe oublié\u00a0?\u00a0». Sinon, réessayez dans 15\u00a0minutes.';

/** The `name=value` of the device cookie a successful sign-in set. */
function deviceCookieOf(res: { headers: Record<string, string | string[] | number | undefined> }): string {
  const value = res.headers['set-cookie'];
  const header = typeof value === 'string' ? value : '';
  expect(header).toMatch(/^cvs_device_[\w-]{16}=[\w-]{22}\.[\w-]{32}; Path=\/api\/accounts\/login\/; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
  return header.split(';')[0]!;
}

/** 30 wrong passwords on the account from 30 addresses: the shared allowance of unknown browsers spent. */
async function botnetAttack(email: string): Promise<void> {
  for (let i = 0; i < 30; i++) expect((await login({ email, password: `guess-${i}` }, `198.18.0.${i + 1}`)).statusCode).toBe(400);
}

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
    expect(locked.json<ApiBody>()).toEqual({ detail: LOCKED_FOR_NEW_DEVICES });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner, at home, signs in as usual; a wrong password elsewhere is an ordinary 400.
    expect((await login({ email, password }, '192.0.2.200')).statusCode).toBe(200);
    expect((await login({ email, password: 'encore-faux' }, '192.0.2.201')).statusCode).toBe(400);

    // The same answer for an address without an account: the limit says nothing about existence.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await login({ email: ghost, password: `wrong-${i}` }, attacker);
    expect((await login({ email: ghost, password: 'x' }, attacker)).json<ApiBody>()).toEqual({ detail: LOCKED_FOR_NEW_DEVICES });

    t.clock.advance(15 * MINUTE);
    expect((await login({ email, password }, attacker)).statusCode).toBe(200);
  });

  it('a successful login clears the counter of its address', async () => {
    const { email, password } = await seedUser(t.db);
    for (let i = 0; i < 9; i++) await login({ email, password: `wrong-${i}` }, '192.0.2.99');
    expect((await login({ email, password }, '192.0.2.99')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login({ email, password: `wrong-${i}` }, '192.0.2.99')).statusCode).toBe(400);
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

describe('device cookies: the owner’s known browser during a guessing attack', () => {
  it('keeps signing in the browser where the owner signed in before, while unknown browsers are refused with what to do', async () => {
    const { email, password } = await seedUser(t.db);
    const home = deviceCookieOf(await login({ email, password }, '203.0.113.10'));

    await botnetAttack(email);
    // Any browser without the cookie, the right password included, is refused and told what to do.
    const newLaptop = await login({ email, password }, '203.0.113.11');
    expect(newLaptop.statusCode).toBe(429);
    expect(newLaptop.json<ApiBody>()).toEqual({ detail: LOCKED_FOR_NEW_DEVICES });
    expect(Number(newLaptop.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner's browser signs in, from the same address as before or another one.
    const again = await login({ email, password }, '203.0.113.10', home);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiBody>().tokens.access).toBeTruthy();
    const renewed = deviceCookieOf(again);
    expect((await login({ email, password }, '100.64.0.7', renewed)).statusCode).toBe(200);
  });

  it('gives the known browser an allowance of its own: its own wrong passwords are counted, nobody else’s', async () => {
    const { email, password } = await seedUser(t.db);
    const home = deviceCookieOf(await login({ email, password }));
    for (let i = 0; i < 10; i++) expect((await login({ email, password: `typo-${i}` }, '203.0.113.20', home)).statusCode).toBe(400);
    const locked = await login({ email, password }, '203.0.113.20', home);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiBody>()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard.' });
    // Its failures did not spend the account's shared allowance.
    expect((await login({ email, password }, '203.0.113.21')).statusCode).toBe(200);
  });

  it('trusts no cookie it did not sign for this account', async () => {
    const owner = await seedUser(t.db);
    const other = await seedUser(t.db);
    const othersCookie = deviceCookieOf(await login({ email: other.email, password: other.password }));
    // The name this account's cookie has in a browser (its value is not kept).
    const ownerName = deviceCookieOf(await login({ email: owner.email, password: owner.password })).split('=')[0]!;
    await botnetAttack(owner.email);
    // Another account's cookie, as it is and renamed to look like this account's, and a made-up one: not trusted.
    const [, value] = othersCookie.split('=');
    for (const cookie of [othersCookie, `${ownerName}=${value}`, `${ownerName}=AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(32)}`]) {
      expect((await login({ email: owner.email, password: owner.password }, '203.0.113.30', cookie)).statusCode).toBe(429);
    }
  });

  it('lets the owner in from a new browser once the password is reset (the link proves the mailbox)', async () => {
    const { email, password } = await seedUser(t.db);
    await botnetAttack(email);
    expect((await login({ email, password }, '203.0.113.40')).statusCode).toBe(429);

    await t.app.inject({ method: 'POST', url: '/api/accounts/password/reset/', payload: { email }, remoteAddress: '203.0.113.40' });
    const mail = (await t.mailsTo(email)).findLast((m) => m.subject === 'Réinitialisation de votre mot de passe – CV Suisse');
    const link = linkIn(mail!, 'http://cv.test/auth/reset-password?');
    const fresh = 'Un-nouveau-départ-à-Lausanne-7';
    const reset = await call(t.app, 'POST', '/api/accounts/password/reset/confirm/', {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: fresh,
      new_password2: fresh,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ email, password: fresh }, '203.0.113.40')).statusCode).toBe(200);
  });
});
