import type { Page } from '@playwright/test';
import { APPLE_JS_URL } from '../../src/domain/social/providers';

/**
 * Apple's sign-in script cannot be fetched here (no internet): the journeys serve a stand-in at
 * its address that does what Apple's script does in the full-page flow, against the test
 * provider: it sends the browser to the authorization endpoint with response_mode=form_post, and
 * the provider posts its answer to the app's callback page, as Apple does.
 */
export async function serveAppleScriptStandIn(page: Page): Promise<void> {
  const issuer = process.env.E2E_OIDC_ISSUER;
  if (!issuer) throw new Error('E2E_OIDC_ISSUER is not set: run the journeys with `npx playwright test`.');
  const script = `
    (function () {
      var settings;
      window.AppleID = { auth: {
        init: function (config) { settings = config; },
        signIn: function () {
          if (settings.usePopup) return Promise.reject({ error: 'the stand-in only does the full-page flow' });
          var url = new URL('/auth', ${JSON.stringify(issuer)});
          url.search = new URLSearchParams({
            client_id: settings.clientId, redirect_uri: settings.redirectURI, response_type: 'code id_token',
            response_mode: 'form_post', scope: 'openid ' + settings.scope, state: settings.state, nonce: settings.nonce
          }).toString();
          window.location.assign(url.href);
          return new Promise(function () {});
        }
      } };
    })();`;
  await page.route(APPLE_JS_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
}
