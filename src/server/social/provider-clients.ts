import * as oidc from 'openid-client';
import { createRemoteJWKSet } from 'jose';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import type { SocialProvider } from '../../domain/social/providers.js';
import type { Config } from '../config.js';
import { detailError } from '../http/errors.js';
import { AppleClientSecret } from './apple-client-secret.js';
import { providerUnavailable } from './provider-errors.js';

/** Seconds an exchange with a provider may take before the sign-in answers 502. */
const PROVIDER_TIMEOUT_S = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain-HTTP issuers are refused in production except on the loopback interface (the test
 * provider of the end-to-end journeys, which run the production build); anywhere else they are
 * allowed, for local stand-ins.
 */
export function allowsInsecureIssuer(config: Config, issuer: string): boolean {
  const url = new URL(issuer);
  if (url.protocol !== 'http:') return false;
  return !config.isProduction || LOOPBACK_HOSTS.has(url.hostname);
}

export interface ProviderClient {
  provider: SocialProvider;
  configuration: oidc.Configuration;
  clientId: string;
  issuer: string;
  /** The provider's signing keys (Apple's ID tokens are checked against them). */
  jwks: ReturnType<typeof createRemoteJWKSet>;
  /** Apple only: the JWT client secret, renewed before each use. */
  appleSecret?: AppleClientSecret;
}

/**
 * Each configured provider's OpenID configuration, discovered from its issuer on first use and
 * kept; a failed discovery is retried on the next sign-in.
 */
export class ProviderClients {
  private readonly cache = new Map<SocialProvider, Promise<ProviderClient>>();
  readonly appleSecret: AppleClientSecret | undefined;

  constructor(
    private readonly config: Config,
    now: () => Date,
  ) {
    const apple = config.social.apple;
    this.appleSecret = apple ? new AppleClientSecret(apple, now) : undefined;
  }

  isConfigured(provider: SocialProvider): boolean {
    return Boolean(this.config.social[provider]);
  }

  /** Throws the `provider_not_configured` answer when the provider has no credentials here. */
  assertConfigured(provider: SocialProvider): void {
    if (!this.isConfigured(provider)) {
      throw detailError(400, socialMessages.notConfigured(provider), socialErrorCodes.providerNotConfigured);
    }
  }

  get(provider: SocialProvider): Promise<ProviderClient> {
    this.assertConfigured(provider);
    let pending = this.cache.get(provider);
    if (!pending) {
      pending = this.discover(provider);
      this.cache.set(provider, pending);
      pending.catch(() => this.cache.delete(provider));
    }
    return pending.catch((err: unknown) => {
      throw providerUnavailable(provider, err);
    });
  }

  private async discover(provider: SocialProvider): Promise<ProviderClient> {
    const { issuer, clientId, auth } = this.credentials(provider);
    const insecure = allowsInsecureIssuer(this.config, issuer);
    const configuration = await oidc.discovery(new URL(issuer), clientId, undefined, auth, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_S,
    });
    const jwksUri = configuration.serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error(`${provider}: the discovery document has no jwks_uri`);
    return {
      provider,
      configuration,
      clientId,
      issuer: configuration.serverMetadata().issuer,
      jwks: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_S * 1000 }),
      appleSecret: provider === 'apple' ? this.appleSecret : undefined,
    };
  }

  private credentials(provider: SocialProvider): { issuer: string; clientId: string; auth: oidc.ClientAuth } {
    const { google, linkedin, apple } = this.config.social;
    switch (provider) {
      case 'google':
        return { issuer: google!.issuer, clientId: google!.clientId, auth: oidc.ClientSecretBasic(google!.clientSecret) };
      case 'linkedin':
        // LinkedIn's token endpoint only takes the secret in the body.
        return { issuer: linkedin!.issuer, clientId: linkedin!.clientId, auth: oidc.ClientSecretPost(linkedin!.clientSecret) };
      case 'apple': {
        const secret = this.appleSecret!;
        // Synchronous by contract: the grant code awaits `secret.fresh()` before each request.
        const auth: oidc.ClientAuth = (_as, client, body) => {
          body.set('client_id', client.client_id);
          body.set('client_secret', secret.value);
        };
        return { issuer: apple!.issuer, clientId: apple!.clientId, auth };
      }
    }
  }
}
