import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../testing/smtp-sink.js';
import { call, createAccountsTestApp, DAY, GOOD_PASSWORD, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const register = (body: Record<string, unknown>, ip = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/api/accounts/register/', payload: body, remoteAddress: ip });

const registration = (email = uniqueEmail('new')) => ({
  email,
  password: GOOD_PASSWORD,
  first_name: 'Noémie',
  last_name: 'Favre',
  accept_terms: true,
});

async function verificationKey(email: string): Promise<string> {
  const [mail] = await t.mailsTo(email);
  if (!mail) throw new Error(`no mail for ${email}`);
  return linkIn(mail, 'http://cv.test/auth/verify-email').searchParams.get('key')!;
}

describe('POST /api/accounts/register/', () => {
  it('creates an unverified account, answers 201 with tokens and the user, and mails a verification link', async () => {
    const email = uniqueEmail('noemie');
    const res = await register(registration(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    const body = res.json<ApiBody>();
    expect(Object.keys(body.tokens).sort()).toEqual(['access', 'refresh']);
    expect(body.user).toMatchObject({ email, first_name: 'Noémie', last_name: 'Favre', is_email_verified: false, has_password: true });
    expect(body.detail).toBe('Compte créé avec succès\u00a0! Veuillez vérifier votre email avant de vous connecter.');
    expect(body.email_verification_required).toBe(true);

    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Confirmez votre adresse e-mail – CV Suisse');
    expect(mail.from?.value[0]).toEqual({ name: 'CV Suisse', address: 'no-reply@cv-suisse.ch' });
    expect(mail.text).toContain('Bonjour Noémie,');
    expect(mail.html).toContain('Confirmer mon adresse e-mail');
    const link = linkIn(mail, 'http://cv.test/auth/verify-email?key=');
    expect(link.searchParams.get('key')).toMatch(/^[\w-]{43}$/);
  });

  it("lets the registration's access token save work right away (profile call) but not refresh", async () => {
    const res = await register(registration());
    const { tokens } = res.json<ApiBody>();
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, tokens.access)).statusCode).toBe(200);
    const refresh = await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: tokens.refresh });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json<ApiBody>()).toEqual({ detail: 'Le jeton est invalide ou a expiré.', code: 'token_not_valid' });
  });

  it('answers every missing field in French', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>()).toEqual({
      email: ["L'adresse e-mail est requise"],
      password: ['Le mot de passe est requis'],
      first_name: ['Le prénom est requis'],
      last_name: ['Le nom est requis'],
      accept_terms: ['Vous devez accepter les conditions générales.'],
    });
    const unchecked = await register({ ...registration(), accept_terms: false });
    expect(unchecked.json<ApiBody>()).toEqual({ accept_terms: ['Vous devez accepter les conditions générales.'] });
    const blank = await register({ ...registration(), first_name: '   ' });
    expect(blank.json<ApiBody>()).toEqual({ first_name: ['Le prénom est requis'] });
  });

  it('refuses short, common, trivial and personal passwords, and accepts a long passphrase', async () => {
    const cases: Array<[string, string]> = [
      ['court', 'Le mot de passe doit contenir au moins 8 caractères.'],
      ['motdepasse', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['Soleil2024!', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['azertyuiop', 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
      ['mmmmmmmmmm', 'Ce mot de passe est trop facile à deviner (suite ou répétition de caractères).'],
      ['noemiefavre', 'Le mot de passe ne doit pas reprendre votre nom ou votre adresse e-mail.'],
      ['x'.repeat(257), 'Le mot de passe ne peut pas dépasser 256 caractères.'],
    ];
    for (const [password, message] of cases) {
      const res = await register({ ...registration(), password }, '203.0.113.11');
      expect(res.json<ApiBody>(), password).toEqual({ password: [message] });
    }
    const passphrase = 'quand le brouillard se lève sur le lac de Neuchâtel, les mouettes rentrent au port';
    expect((await register({ ...registration(), password: passphrase }, '203.0.113.12')).statusCode).toBe(201);
  });

  it('refuses an address that already has an account', async () => {
    const { email } = await seedUser(t.db);
    const res = await register(registration(email.toUpperCase()), '203.0.113.13');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>()).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail.'] });
  });

  it('limits registrations to 10 per hour per address', async () => {
    for (let i = 0; i < 10; i++) expect((await register(registration(), '203.0.113.99')).statusCode).toBe(201);
    const res = await register(registration(), '203.0.113.99');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/accounts/verify-email/', () => {
  it('verifies the address from the mailed link and signs the user in', async () => {
    const email = uniqueEmail('verify');
    await register(registration(email));
    const key = await verificationKey(email);
    const res = await call(t.app, 'POST', '/api/accounts/verify-email/', { key });
    expect(res.statusCode).toBe(200);
    const body = res.json<ApiBody>();
    expect(body.user).toMatchObject({ email, is_email_verified: true });
    expect(Object.keys(body.tokens).sort()).toEqual(['access', 'refresh']);
    // Signed in for real: the refresh token works now that the address is verified.
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: body.tokens.refresh })).statusCode).toBe(200);
    // And the password login is open.
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a used link, saying the address is already verified', async () => {
    const email = uniqueEmail('twice');
    await register(registration(email));
    const key = await verificationKey(email);
    expect((await call(t.app, 'POST', '/api/accounts/verify-email/', { key })).statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/api/accounts/verify-email/', { key });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiBody>()).toEqual({ detail: 'Cette adresse e-mail est déjà vérifiée. Vous pouvez vous connecter.', code: 'already_verified' });
  });

  it('refuses an unknown key and a link older than 3 days', async () => {
    const unknown = await call(t.app, 'POST', '/api/accounts/verify-email/', { key: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiBody>()).toEqual({
      detail: 'Le lien de vérification est invalide ou a expiré. Veuillez demander un nouveau lien de vérification.',
      code: 'invalid_key',
    });
    const email = uniqueEmail('late');
    await register(registration(email), '203.0.113.20');
    const key = await verificationKey(email);
    t.clock.advance(3 * DAY + 1000);
    const late = await call(t.app, 'POST', '/api/accounts/verify-email/', { key });
    expect(late.json<ApiBody>().code).toBe('invalid_key');
  });

  it('answers a missing key in French', async () => {
    const res = await call(t.app, 'POST', '/api/accounts/verify-email/', {});
    expect(res.json<ApiBody>()).toEqual({ key: ['Lien de vérification invalide. Le paramètre de vérification est manquant.'] });
  });
});

describe('POST /api/accounts/resend-verification-email/', () => {
  const resend = (email: string, ip = '203.0.113.30') =>
    t.app.inject({ method: 'POST', url: '/api/accounts/resend-verification-email/', payload: { email }, remoteAddress: ip });

  it('sends a new link to an unverified account, and the same neutral answer to anyone else', async () => {
    const email = uniqueEmail('resend');
    await register(registration(email), '203.0.113.31');
    await t.mailsTo(email);
    const { email: verified } = await seedUser(t.db);
    const answers = await Promise.all([resend(email), resend(verified), resend(uniqueEmail('nobody'))]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiBody>()).toEqual({
        detail: 'Si un compte en attente de vérification existe pour cette adresse, un nouveau lien de vérification vient de lui être envoyé.',
      });
    }
    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await t.mailsTo(verified)).toHaveLength(0);
    // Both links work until one is used; then the other is void.
    const newKey = linkIn(mails[1]!, 'http://cv.test/auth/verify-email').searchParams.get('key')!;
    expect((await call(t.app, 'POST', '/api/accounts/verify-email/', { key: newKey })).statusCode).toBe(200);
  });

  it('limits resends to 3 per hour per address', async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < 3; i++) expect((await resend(email, `203.0.113.${40 + i}`)).statusCode).toBe(200);
    expect((await resend(email, '203.0.113.45')).statusCode).toBe(429);
  });
});
