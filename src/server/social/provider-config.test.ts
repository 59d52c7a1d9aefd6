import { decodeJwt, decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../testing/accounts.js';
import { buildApp } from '../app.js';
import { testConfig } from '../testing/test-app.js';
import { createTestDatabase } from '../testing/test-db.js';
import { AppleClientSecret } from './apple-client-secret.js';
import { allowsInsecureIssuer } from './provider-clients.js';
import { makeAppleKey } from './testing/oidc-provider.js';
import { createSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';

describe('a provider that is not configured', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    t = await createSocialTestApp({ unconfigured: ['linkedin', 'apple'] });
  });
  afterAll(async () => t?.close());

  it('answers a clear error on every call, and the site config says so', async () => {
    const expected = { detail: "La connexion avec LinkedIn n'est pas configurée sur ce serveur.", code: 'provider_not_configured' };
    expect((await t.start('linkedin')).res.json()).toEqual(expected);
    const callback = await t.callback('linkedin', '?code=x&state=y');
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual(expected);
    expect((await t.start('apple')).res.json()).toEqual({
      detail: "La connexion avec Apple n'est pas configurée sur ce serveur.",
      code: 'provider_not_configured',
    });
    expect((await t.appleCallback({ code: 'x', state: 'y' })).json()).toMatchObject({ code: 'provider_not_configured' });
    // Google stays on.
    expect((await t.start('google')).res.statusCode).toBe(200);
  });

  it('keeps Apple’s script out of the content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).not.toContain('appleid');
  });
});

describe('Apple client secret', () => {
  it('is the ES256 JWT Apple requires, made from the configured key and reused until near expiry', async () => {
    const key = await makeAppleKey();
    const clock = testClock('2026-05-04T10:00:00Z');
    const settings = {
      issuer: 'https://appleid.apple.com',
      clientId: 'ch.cv-suisse.web',
      teamId: 'TEAMID1234',
      keyId: 'KEYID12345',
      privateKey: key.privateKeyPem,
    };
    const secret = new AppleClientSecret(settings, clock.now);
    const jwt = await secret.fresh();

    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEYID12345' });
    const claims = decodeJwt(jwt);
    expect(claims).toEqual({ iss: 'TEAMID1234', sub: 'ch.cv-suisse.web', aud: 'https://appleid.apple.com', iat: 1777888800, exp: 1777888800 + 86_400 });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15_777_000);
    await jwtVerify(jwt, await importSPKI(key.publicKeyPem, 'ES256'), { currentDate: clock.now() });

    clock.advance(22 * 60 * 60_000);
    expect(await secret.fresh()).toBe(jwt);
    clock.advance(60 * 60_000);
    const renewed = await secret.fresh();
    expect(renewed).not.toBe(jwt);
    expect(decodeJwt(renewed).iat).toBe(1777888800 + 23 * 3600);
  });

  it('stops the start when the key cannot sign', async () => {
    const config = testConfig({
      APPLE_CLIENT_ID: 'ch.cv-suisse.web',
      APPLE_TEAM_ID: 'TEAMID1234',
      APPLE_KEY_ID: 'KEYID12345',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot-a-key\\n-----END PRIVATE KEY-----',
    });
    const database = await createTestDatabase();
    try {
      await expect(buildApp({ config, database, logger: false })).rejects.toThrow(/APPLE_PRIVATE_KEY: clé privée inutilisable/);
    } finally {
      await database.close();
    }
  });
});

describe('provider issuers', () => {
  it('may be plain http outside production, and in production only on loopback', () => {
    const dev = testConfig();
    const prod = { ...dev, isProduction: true };
    expect(allowsInsecureIssuer(dev, 'http://idp.internal:8080')).toBe(true);
    expect(allowsInsecureIssuer(prod, 'http://idp.internal:8080')).toBe(false);
    expect(allowsInsecureIssuer(prod, 'http://127.0.0.1:4455')).toBe(true);
    expect(allowsInsecureIssuer(prod, 'https://accounts.google.com')).toBe(false);
  });
});
