import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.js';
import { call, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';
import { appleAuthorizeUrl } from './testing/test-providers.js';
import { createSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp();
});
afterAll(async () => t?.close());

type SocialBody = ApiBody & { created: boolean };
const appleUser = (firstName: string, lastName: string, email: string) => JSON.stringify({ name: { firstName, lastName }, email });

describe('GET /api/accounts/apple/login/', () => {
  it('answers what Apple’s script is initialised with, and sets the browser binding', async () => {
    const { res, cookie } = await t.start('apple', 'popup');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, string>>();
    expect(Object.keys(body).sort()).toEqual(['client_id', 'nonce', 'redirect_uri', 'state']);
    expect(body).toMatchObject({ client_id: 'ch.cv-suisse.web', redirect_uri: 'http://cv.test/auth/apple/callback' });
    expect(body.state).toMatch(/^[\w-]{43}$/);
    expect(body.nonce).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatch(/^cvs_oauth_apple=[\w-]{43}$/);
  });
});

describe('POST /api/accounts/apple/login/callback/', () => {
  it('signs up with the code and ID token, taking the name from Apple’s first-time user payload', async () => {
    const email = uniqueEmail('apple');
    const { cookie, fields } = await t.appleAnswer(email);
    expect(fields.code).toBeTruthy();
    expect(fields.id_token).toBeTruthy();
    const res = await t.appleCallback({ ...fields, user: appleUser('Élodie', 'Bovet', 'ignored@example.ch') }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SocialBody>()).toMatchObject({
      created: true,
      user: { email, first_name: 'Élodie', last_name: 'Bovet', is_email_verified: true, has_password: false },
    });
    const profile = await call(t.app, 'GET', '/api/accounts/profile/', undefined, res.json<SocialBody>().tokens.access);
    expect(profile.statusCode).toBe(200);
  });

  it('accepts Apple’s « email_verified » written as the string "true", and refuses "false"', async () => {
    const verified = uniqueEmail('string-true');
    t.idp.setAccount({ sub: `apple-${verified}`, email: verified, emailVerified: 'true' });
    const ok = await t.appleAnswer(`apple-${verified}`);
    const res = await t.appleCallback(ok.fields, ok.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SocialBody>().user.email).toBe(verified);

    const unverified = uniqueEmail('string-false');
    t.idp.setAccount({ sub: `apple-${unverified}`, email: unverified, emailVerified: 'false' });
    const refused = await t.appleAnswer(`apple-${unverified}`);
    const answer = await t.appleCallback(refused.fields, refused.cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ApiBody>().code).toBe('email_not_verified_by_provider');
  });

  it('links the account of a verified address', async () => {
    const { user, email } = await seedUser(t.db);
    const { cookie, fields } = await t.appleAnswer(email);
    const res = await t.appleCallback(fields, cookie);
    expect(res.json<SocialBody>()).toMatchObject({ created: false, user: { id: user.id } });
  });

  it('works with the ID token alone, or the code alone', async () => {
    const email = uniqueEmail('token-only');
    const first = await t.appleAnswer(email);
    const byToken = await t.appleCallback({ id_token: first.fields.id_token, state: first.fields.state }, first.cookie);
    expect(byToken.statusCode, byToken.body).toBe(200);

    const second = await t.appleAnswer(email);
    const byCode = await t.appleCallback({ code: second.fields.code, state: second.fields.state }, second.cookie);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json<SocialBody>().user.id).toBe(byToken.json<SocialBody>().user.id);
  });

  it('refuses an ID token made for another sign-in (wrong nonce)', async () => {
    const mine = await t.start('apple');
    const other = await t.start('apple');
    const config = mine.res.json<{ client_id: string; redirect_uri: string; state: string; nonce: string }>();
    const nonce = other.res.json<{ nonce: string }>().nonce;
    const answer = await t.idp.signIn(appleAuthorizeUrl(t.idp.issuer, { ...config, nonce }), uniqueEmail());
    const fragment = new URLSearchParams(answer.location!.hash.slice(1));
    const res = await t.appleCallback({ id_token: fragment.get('id_token')!, state: config.state }, mine.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Résultat d'authentification invalide reçu", code: 'invalid_result' });
  });

  it('refuses an ID token whose signature does not check out', async () => {
    const { cookie, fields } = await t.appleAnswer(uniqueEmail());
    const [header, payload] = fields.id_token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@example.ch' })).toString('base64url');
    const res = await t.appleCallback({ id_token: `${header}.${forged}.${fields.id_token!.split('.')[2]}`, state: fields.state }, cookie);
    expect(res.json<ApiBody>().code).toBe('invalid_result');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'someone.else@example.ch'));
    expect(row).toBeUndefined();
  });

  it('needs a code or an ID token, and a valid state', async () => {
    const { cookie, fields } = await t.appleAnswer(uniqueEmail());
    const empty = await t.appleCallback({ state: fields.state }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: "Aucune donnée d'autorisation Apple reçue", code: 'missing_code' });
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/apple/login/callback/' })).json<ApiBody>().code).toBe('missing_code');

    expect((await t.appleCallback({ ...fields, state: 'forged' }, cookie)).json<ApiBody>().code).toBe('invalid_state');
    expect((await t.appleCallback(fields, cookie)).statusCode).toBe(200);
    expect((await t.appleCallback(fields, cookie)).json<ApiBody>().code).toBe('state_used');
  });

  it('says so when the visitor cancelled at Apple', async () => {
    const res = await t.appleCallback({ error: 'user_cancelled_authorize' });
    expect(res.json()).toEqual({ detail: 'La connexion avec Apple a été annulée.', code: 'provider_denied' });
  });

  it('is a POST: Google and LinkedIn answer by GET', async () => {
    expect((await call(t.app, 'GET', '/api/accounts/apple/login/callback/?code=x')).statusCode).toBe(405);
    expect((await call(t.app, 'POST', '/api/accounts/google/login/callback/', { code: 'x' })).statusCode).toBe(405);
  });
});

describe('POST /auth/apple/callback (Apple’s form_post, full-page flow)', () => {
  it('hands the posted fields to the callback page in the URL fragment', async () => {
    const start = await t.start('apple', 'redirect');
    const config = start.res.json<{ client_id: string; redirect_uri: string; state: string; nonce: string }>();
    const answer = await t.idp.signIn(appleAuthorizeUrl(t.idp.issuer, config, 'form_post'), uniqueEmail());
    expect(answer.form?.code).toBeTruthy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...answer.form, user: appleUser('Jean', 'Muller', 'x@example.ch'), other: 'dropped' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://cv.test');
    expect(location.pathname).toBe('/auth/apple/callback');
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('code')).toBe(answer.form!.code);
    expect(fragment.get('state')).toBe(config.state);
    expect(fragment.get('user')).toContain('Jean');
    expect(fragment.has('other')).toBe(false);

    const done = await t.appleCallback(Object.fromEntries(fragment), start.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SocialBody & { mode: string }>()).toMatchObject({ mode: 'redirect', user: { first_name: 'Jean', last_name: 'Muller' } });
  });
});
