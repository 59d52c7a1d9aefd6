import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../../domain/social/providers.js';
import type { Config } from '../config.js';
import type { LinkContext } from './link-account.js';
import type { ProviderClients } from './provider-clients.js';

/** What every social sign-in operation works with. */
export interface SocialContext extends LinkContext {
  config: Config;
  clients: ProviderClients;
  log: FastifyBaseLogger;
}

/** The web page the provider sends the visitor back to (registered with each provider). */
export function callbackUrl(config: Config, provider: SocialProvider): string {
  return `${config.publicUrl}/auth/${provider}/callback`;
}
