import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { SocialContext } from './context.js';
import { purgeOAuthStates } from './oauth-states.js';
import { ProviderClients } from './provider-clients.js';
import { socialRoutes } from './routes.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const CALLBACK_PAGE = /^\/auth\/(google|linkedin|apple)\/callback(?:[?#]|$)/;

/** Sign-in with Google, LinkedIn and Apple (OpenID Connect), on top of the accounts feature. */
export const socialPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    const clients = new ProviderClients(opts.config, opts.now);
    if (clients.appleSecret) {
      // A key that cannot sign stops the start with a clear message, not the first Apple sign-in.
      await clients.appleSecret.fresh().catch((err: unknown) => {
        throw new Error(`APPLE_PRIVATE_KEY: clé privée inutilisable (PKCS #8 ES256 attendu, le fichier .p8 d'Apple): ${String(err)}`);
      });
    }
    const ctx: SocialContext = { db: opts.db, now: opts.now, config: opts.config, clients, accounts: app.accounts, log: app.log };
    await app.register(socialRoutes, { ctx });

    // The callback page runs in the popup and posts its result to the opener. Coming back from
    // the provider's origin to a page with `Cross-Origin-Opener-Policy: same-origin-allow-popups`
    // would put the popup in a new browsing-context group and cut `window.opener`.
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' && CALLBACK_PAGE.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        purgeOAuthStates(opts.db, opts.now()).catch((err: unknown) => app.log.warn({ err }, 'social housekeeping failed'));
      }, HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'social', dependencies: ['accounts'] },
);
