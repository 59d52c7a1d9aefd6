import type { LightMyRequestResponse } from 'fastify';
import type { SocialProvider } from '../../../domain/social/providers.js';
import { testClock } from '../../testing/accounts.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { createTestApp, testConfig } from '../../testing/test-app.js';
import { appleAuthorizeUrl, startTestProviders } from './test-providers.js';

export const PUBLIC_URL = 'http://cv.test';

/**
 * buildApp() wired to the test provider (Google, LinkedIn and Apple all configured unless told
 * otherwise), a real SMTP server, and a movable clock that starts now: Apple's client secret
 * is checked by the provider against the real time.
 */
export async function createSocialTestApp(options: { unconfigured?: SocialProvider[] } = {}) {
  const { idp, env } = await startTestProviders(PUBLIC_URL);
  const sink = await startSmtpSink();
  const clock = testClock(new Date().toISOString());
  const providerEnv = Object.fromEntries(
    Object.entries(env).filter(([key]) => !(options.unconfigured ?? []).some((p) => key.startsWith(`${p.toUpperCase()}_`))),
  );
  const t = await createTestApp({ config: testConfig({ SMTP_URL: sink.url, PUBLIC_URL, ...providerEnv }), now: clock.now });
  const { app } = t;

  const cookieOf = (res: LightMyRequestResponse): string | undefined => {
    const header = res.headers['set-cookie'];
    const line = Array.isArray(header) ? header[0] : header;
    return line?.split(';')[0];
  };

  return {
    ...t,
    idp,
    sink,
    clock,
    db: t.database.db,

    /** GET /api/accounts/{provider}/login/: the answer and the browser-binding cookie. */
    async start(provider: SocialProvider, mode: 'popup' | 'redirect' = 'popup', ip = '203.0.113.7') {
      const res = await app.inject({ method: 'GET', url: `/api/accounts/${provider}/login/?mode=${mode}`, remoteAddress: ip });
      return { res, cookie: cookieOf(res) };
    },

    /** GET /api/accounts/{provider}/login/callback/ with the query the provider put on the callback URL. */
    callback(provider: SocialProvider, search: string, cookie?: string, ip = '203.0.113.7') {
      return app.inject({
        method: 'GET',
        url: `/api/accounts/${provider}/login/callback/${search}`,
        headers: cookie ? { cookie } : {},
        remoteAddress: ip,
      });
    },

    /** POST /api/accounts/apple/login/callback/ */
    appleCallback(body: Record<string, string | undefined>, cookie?: string, ip = '203.0.113.7') {
      return app.inject({
        method: 'POST',
        url: '/api/accounts/apple/login/callback/',
        payload: body,
        headers: cookie ? { cookie } : {},
        remoteAddress: ip,
      });
    },

    /** A whole Google or LinkedIn sign-in as `login` at the provider; returns the callback answer. */
    async signInWith(provider: 'google' | 'linkedin', login: string, fields?: { emailVerified?: boolean; givenName?: string; familyName?: string }) {
      const { res, cookie } = await this.start(provider);
      if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
      const answer = await idp.signIn(res.json<{ auth_url: string }>().auth_url, login, fields);
      return this.callback(provider, answer.location!.search, cookie);
    },

    /** Apple's part: config, provider sign-in (fragment answer), and the fields its script would give. */
    async appleAnswer(login: string, fields?: { emailVerified?: boolean }) {
      const { res, cookie } = await this.start('apple');
      if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
      const config = res.json<{ client_id: string; redirect_uri: string; state: string; nonce: string }>();
      const answer = await idp.signIn(appleAuthorizeUrl(idp.issuer, config), login, fields);
      const fragment = new URLSearchParams(answer.location!.hash.slice(1));
      return {
        config,
        cookie,
        fields: { code: fragment.get('code') ?? undefined, id_token: fragment.get('id_token') ?? undefined, state: fragment.get('state') ?? undefined },
      };
    },

    async close() {
      await t.close();
      await sink.close();
      await idp.close();
    },
  };
}

export type SocialTestApp = Awaited<ReturnType<typeof createSocialTestApp>>;
