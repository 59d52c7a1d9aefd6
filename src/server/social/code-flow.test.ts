import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';
import { createSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp();
});
afterAll(async () => t?.close());

type SocialBody = ApiBody & { created: boolean; mode: string; auth_url: string };

describe('Google sign-in (authorization code + PKCE + nonce)', () => {
  it('creates a verified account on the first sign-in and signs it in', async () => {
    const email = uniqueEmail('google');
    const { res, cookie } = await t.start('google');
    expect(res.statusCode).toBe(200);
    const authUrl = new URL(res.json<SocialBody>().auth_url);
    expect(authUrl.origin).toBe(t.idp.issuer);
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://cv.test/auth/google/callback');
    expect(authUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toMatch(/^cvs_oauth_google=[\w-]{43}$/);

    const answer = await t.idp.signIn(authUrl, email, { givenName: 'Noémie', familyName: 'Favre' });
    const done = await t.callback('google', answer.location!.search, cookie);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<SocialBody>();
    expect(body.created).toBe(true);
    expect(body.user).toMatchObject({ email, first_name: 'Noémie', last_name: 'Favre', is_email_verified: true, has_password: false });
    const profile = await call(t.app, 'GET', '/api/accounts/profile/', undefined, body.tokens.access);
    expect(profile.json<ApiBody>().email).toBe(email);
    expect(body.tokens.refresh).toMatch(/^[\w-]{43}$/);
  });
});
