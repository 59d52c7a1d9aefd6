import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { socialAccounts } from '../db/schema/social.js';
import { users } from '../db/schema/users.js';
import { call, logInAs, MINUTE, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';
import { subjectFor } from './testing/oidc-provider.js';
import { createSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

type SocialBody = ApiBody & { created: boolean; mode: string; auth_url: string };

/** Starts a sign-in and goes through the provider; returns what the callback would be called with. */
async function throughProvider(provider: 'google' | 'linkedin', login: string, fields?: { emailVerified?: boolean }) {
  const { res, cookie } = await t.start(provider);
  expect(res.statusCode, res.body).toBe(200);
  const authUrl = new URL(res.json<SocialBody>().auth_url);
  const answer = await t.idp.signIn(authUrl, login, fields);
  return { authUrl, cookie, search: answer.location!.search, params: answer.location!.searchParams };
}

async function userByEmail(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('Google sign-in (authorization code, PKCE, nonce)', () => {
  it('creates a verified account on the first sign-in and signs it in', async () => {
    const email = uniqueEmail('google');
    const { res, cookie } = await t.start('google');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const authUrl = new URL(res.json<SocialBody>().auth_url);
    expect(authUrl.origin).toBe(t.idp.issuer);
    expect(authUrl.searchParams.get('client_id')).toBe('cv-suisse-google');
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://cv.test/auth/google/callback');
    expect(authUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(authUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).toMatch(/^cvs_oauth_google=[\w-]{43}; Path=\/api\/accounts\/google\/login\/; Max-Age=600; HttpOnly; SameSite=Lax$/);

    const answer = await t.idp.signIn(authUrl, email, { givenName: 'Noémie', familyName: 'Favre' });
    const done = await t.callback('google', answer.location!.search, cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['set-cookie']).toMatch(/^cvs_oauth_google=; .*Max-Age=0/);
    const body = done.json<SocialBody>();
    expect(body.created).toBe(true);
    expect(body.mode).toBe('popup');
    expect(body.user).toMatchObject({ email, first_name: 'Noémie', last_name: 'Favre', is_email_verified: true, has_password: false });
    expect(body.tokens.refresh).toMatch(/^[\w-]{43}$/);
    const profile = await call(t.app, 'GET', '/api/accounts/profile/', undefined, body.tokens.access);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<ApiBody>().email).toBe(email);

    const [link] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, body.user.id));
    expect(link).toMatchObject({ provider: 'google', subject: subjectFor(email), email });
  });

  it('signs in again to the same account, without creating another', async () => {
    const email = uniqueEmail('again');
    const first = (await t.signInWith('google', email)).json<SocialBody>();
    const second = await t.signInWith('google', email);
    expect(second.statusCode).toBe(200);
    expect(second.json<SocialBody>()).toMatchObject({ created: false, user: { id: first.user.id } });
  });

  it('links an existing account with the same verified address instead of duplicating it', async () => {
    const { user, email, password } = await seedUser(t.db, { firstName: 'Léa' });
    const res = await t.signInWith('google', email.toUpperCase(), { givenName: 'Autre' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SocialBody>();
    expect(body.created).toBe(false);
    expect(body.user).toMatchObject({ id: user.id, first_name: 'Léa', has_password: true });
    // The password keeps working.
    await logInAs(t.app, email, password);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('follows the provider identity when its address changes', async () => {
    const sub = `sub-moving-${Date.now()}`;
    const before = uniqueEmail('before');
    t.idp.setAccount({ sub, email: before, emailVerified: true, givenName: 'Marc' });
    const first = (await t.signInWith('google', sub)).json<SocialBody>();
    expect(first.created).toBe(true);

    const after = uniqueEmail('after');
    t.idp.setAccount({ sub, email: after, emailVerified: true, givenName: 'Marc' });
    const second = await t.signInWith('google', sub);
    expect(second.statusCode).toBe(200);
    expect(second.json<SocialBody>()).toMatchObject({ created: false, user: { id: first.user.id, email: before } });
    expect(await userByEmail(after)).toBeUndefined();
  });

  it('never lets an address the provider has not verified take over an existing account', async () => {
    const { user, email, password } = await seedUser(t.db);
    const res = await t.signInWith('google', email, { emailVerified: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail:
        "Votre adresse e-mail n'est pas vérifiée par Google\u00a0: elle ne peut pas servir à vous connecter. Vérifiez-la auprès de Google, ou connectez-vous avec votre e-mail et votre mot de passe.",
      code: 'email_not_verified_by_provider',
    });
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id))).toEqual([]);
    await logInAs(t.app, email, password);
  });

  it('opens no account for an address the provider has not verified', async () => {
    const email = uniqueEmail('unverified');
    const res = await t.signInWith('google', email, { emailVerified: false });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>().code).toBe('email_not_verified_by_provider');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('needs an address from the provider for a first sign-in', async () => {
    const sub = `sub-no-email-${Date.now()}`;
    t.idp.setAccount({ sub });
    const res = await t.signInWith('google', sub);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>().code).toBe('email_missing');
  });

  it('gives a never-verified account back to the verified owner of the address', async () => {
    const { user, email } = await seedUser(t.db, { verified: false });
    const res = await t.signInWith('google', email);
    expect(res.statusCode).toBe(200);
    expect(res.json<SocialBody>()).toMatchObject({ created: false, user: { id: user.id, is_email_verified: true, has_password: false } });
  });

  it('lets an account opened with Google set a password through the reset flow', async () => {
    const email = uniqueEmail('reset');
    const body = (await t.signInWith('google', email)).json<SocialBody>();
    expect(body.user.has_password).toBe(false);
    // No password yet: a password login fails like any wrong password.
    const refused = await call(t.app, 'POST', '/api/accounts/login/', { email, password: 'Un-mot-de-passe-au-hasard-9' });
    expect(refused.statusCode).toBe(400);

    expect((await call(t.app, 'POST', '/api/accounts/password/reset/', { email })).statusCode).toBe(200);
    await t.app.accounts.idle();
    await t.app.mailer.flush();
    const mail = t.sink.to(email).at(-1)!;
    const link = new URL(/https?:\/\/\S+reset-password\S+/.exec(mail.text ?? '')![0]);
    const newPassword = 'Glacier-du-Rhône-en-été-7';
    const confirm = await call(t.app, 'POST', '/api/accounts/password/reset/confirm/', {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: newPassword,
      new_password2: newPassword,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const login = await logInAs(t.app, email, newPassword);
    expect(login.user.id).toBe(body.user.id);
    // And Google still signs in to the same account.
    expect((await t.signInWith('google', email)).json<SocialBody>().user.id).toBe(body.user.id);
  });
});

describe('LinkedIn sign-in (authorization code, secret in the body, no PKCE nor nonce)', () => {
  it('creates a verified account and answers created', async () => {
    const email = uniqueEmail('linkedin');
    const { authUrl, cookie, search } = await throughProvider('linkedin', email);
    expect(authUrl.searchParams.get('client_id')).toBe('cv-suisse-linkedin');
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://cv.test/auth/linkedin/callback');
    expect(authUrl.searchParams.has('code_challenge')).toBe(false);
    expect(authUrl.searchParams.has('nonce')).toBe(false);
    const res = await t.callback('linkedin', search, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SocialBody>()).toMatchObject({ created: true, user: { email, first_name: 'Camille', is_email_verified: true } });
  });

  it('links a Google user signing in with LinkedIn to the same account', async () => {
    const email = uniqueEmail('both');
    const google = (await t.signInWith('google', email)).json<SocialBody>();
    const linkedin = (await t.signInWith('linkedin', email)).json<SocialBody>();
    expect(linkedin).toMatchObject({ created: false, user: { id: google.user.id } });
  });
});

describe('callback checks', () => {
  it('refuses a forged state', async () => {
    const { cookie, params } = await throughProvider('google', uniqueEmail());
    params.set('state', 'forged-state-forged-state-forged-state-0123');
    const res = await t.callback('google', `?${params}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Cette demande de connexion est invalide. Veuillez recommencer la connexion.', code: 'invalid_state' });
  });

  it('refuses a replayed state', async () => {
    const { cookie, search } = await throughProvider('google', uniqueEmail());
    expect((await t.callback('google', search, cookie)).statusCode).toBe(200);
    const again = await t.callback('google', search, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Cette demande de connexion a déjà été utilisée. Veuillez recommencer la connexion.', code: 'state_used' });
  });

  it('refuses a callback from another browser than the one that started (no or wrong cookie)', async () => {
    const { search } = await throughProvider('google', uniqueEmail());
    const res = await t.callback('google', search);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>().code).toBe('invalid_state');

    const other = await throughProvider('google', uniqueEmail());
    const mine = await t.start('google');
    const swapped = await t.callback('google', other.search, mine.cookie);
    expect(swapped.json<ApiBody>().code).toBe('invalid_state');
    // The victim's flow is used up as well: the link cannot be tried again.
    expect((await t.callback('google', other.search, other.cookie)).json<ApiBody>().code).toBe('state_used');
  });

  it('refuses the state of another provider', async () => {
    const { cookie, search } = await throughProvider('google', uniqueEmail());
    const res = await t.callback('linkedin', search, cookie?.replace('cvs_oauth_google', 'cvs_oauth_linkedin'));
    expect(res.json<ApiBody>().code).toBe('invalid_state');
  });

  it('refuses an ID token that does not carry the nonce of the sign-in', async () => {
    const { res, cookie } = await t.start('google');
    const authUrl = new URL(res.json<SocialBody>().auth_url);
    authUrl.searchParams.set('nonce', 'a-nonce-the-app-never-made-0123456789abcdef');
    const answer = await t.idp.signIn(authUrl, uniqueEmail());
    const done = await t.callback('google', answer.location!.search, cookie);
    expect(done.statusCode).toBe(400);
    expect(done.json()).toEqual({ detail: "Résultat d'authentification invalide reçu", code: 'invalid_result' });
  });

  it('refuses a state that expired (10 minutes)', async () => {
    const { cookie, search } = await throughProvider('google', uniqueEmail());
    t.clock.advance(10 * MINUTE + 1000);
    const res = await t.callback('google', search, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Cette demande de connexion a expiré. Veuillez recommencer la connexion.', code: 'state_expired' });
  });

  it('answers the spec message when the provider refuses a used code', async () => {
    const first = await throughProvider('google', uniqueEmail());
    expect((await t.callback('google', first.search, first.cookie)).statusCode).toBe(200);
    const second = await t.start('google');
    const state = new URL(second.res.json<SocialBody>().auth_url).searchParams.get('state')!;
    const res = await t.callback('google', `?code=${first.params.get('code')}&state=${state}&iss=${encodeURIComponent(t.idp.issuer)}`, second.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Échec de l'authentification Google. Veuillez réessayer.", code: 'code_rejected' });
  });

  it('answers the spec message when the code expired at the provider', async () => {
    const { cookie, search } = await throughProvider('linkedin', uniqueEmail());
    // The provider's codes live 60 s; its clock (the real one) moves on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * MINUTE });
    const res = await t.callback('linkedin', search, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Échec de l'authentification LinkedIn. Veuillez réessayer.", code: 'code_rejected' });
  });

  it('needs a code', async () => {
    const { cookie, params } = await throughProvider('google', uniqueEmail());
    const res = await t.callback('google', `?state=${params.get('state')}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Aucun code d'autorisation reçu", code: 'missing_code' });
    expect((await t.callback('google', '', cookie)).json<ApiBody>().detail).toBe("Aucun code d'autorisation reçu");
  });

  it('says so when the visitor cancelled at the provider', async () => {
    const res = await t.callback('google', '?error=access_denied&state=whatever');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'La connexion avec Google a été annulée.', code: 'provider_denied' });
  });

  it('refuses an unknown provider', async () => {
    for (const url of ['/api/accounts/facebook/login/', '/api/accounts/facebook/login/callback/?code=x&state=y']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Fournisseur non pris en charge', code: 'unsupported_provider' });
    }
  });

  it('limits the callbacks per address', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 60; i += 1) expect((await t.callback('google', '?state=x', undefined, ip)).statusCode).toBe(400);
    const res = await t.callback('google', '?state=x', undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
    // Another address is not affected.
    expect((await t.callback('google', '?state=x', undefined, '198.51.100.24')).statusCode).toBe(400);
  });
});

describe('callback pages', () => {
  it('are served without the opener isolation, so that the popup can reach its opener', async () => {
    for (const provider of ['google', 'linkedin', 'apple']) {
      const res = await t.app.inject({ method: 'GET', url: `/auth/${provider}/callback?code=x&state=y` });
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
