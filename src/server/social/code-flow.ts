import * as oidc from 'openid-client';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import { OIDC_SCOPE, type CodeFlowProvider, type SocialFlowMode } from '../../domain/social/providers.js';
import type { CodeCallbackQuery, SocialAuthResult } from '../../domain/social/schemas.js';
import { detailError } from '../http/errors.js';
import { callbackUrl, type SocialContext } from './context.js';
import { signInWithIdentity } from './link-account.js';
import { consumeOAuthState, randomValue, saveOAuthState } from './oauth-states.js';
import { identityFromClaims } from './provider-identity.js';
import { deniedByProvider, describeFailure, invalidResult, providerFailure } from './provider-errors.js';

/**
 * What each provider supports. LinkedIn refuses a PKCE code_verifier from web applications
 * (invalid_client) and does not echo the nonce in its ID tokens; there the state (single use,
 * tied to the browser) and the client secret protect the exchange.
 */
const profiles: Record<CodeFlowProvider, { pkce: boolean; nonce: boolean }> = {
  google: { pkce: true, nonce: true },
  linkedin: { pkce: false, nonce: false },
};

/** Google and LinkedIn, first leg: the provider's authorization URL, and the browser binding to set. */
export async function startCodeFlow(ctx: SocialContext, provider: CodeFlowProvider, mode: SocialFlowMode): Promise<{ authUrl: string; binding: string }> {
  const client = await ctx.clients.get(provider);
  const profile = profiles[provider];
  const state = randomValue();
  const binding = randomValue();
  const nonce = profile.nonce ? randomValue() : null;
  const codeVerifier = profile.pkce ? oidc.randomPKCECodeVerifier() : null;
  await saveOAuthState(ctx.db, { provider, state, binding, codeVerifier, nonce, mode }, ctx.now());

  const params: Record<string, string> = { redirect_uri: callbackUrl(ctx.config, provider), scope: OIDC_SCOPE, state };
  if (nonce) params.nonce = nonce;
  if (codeVerifier) {
    params.code_challenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    params.code_challenge_method = 'S256';
  }
  return { authUrl: oidc.buildAuthorizationUrl(client.configuration, params).href, binding };
}

/**
 * Google and LinkedIn, second leg: the code and state the provider put on the callback URL are
 * checked (state single use and from this browser; PKCE; ID token signature source, issuer,
 * audience, nonce and expiry by openid-client), the userinfo completes the claims, then the
 * user is signed in.
 */
export async function finishCodeFlow(
  ctx: SocialContext,
  provider: CodeFlowProvider,
  query: CodeCallbackQuery,
  binding: string | undefined,
): Promise<SocialAuthResult> {
  ctx.clients.assertConfigured(provider);
  if (query.error) throw deniedByProvider(provider, query.error);
  if (!query.code) throw detailError(400, socialMessages.missingCode, socialErrorCodes.missingCode);
  const row = await consumeOAuthState(ctx.db, { provider, state: query.state, binding }, ctx.now());
  const client = await ctx.clients.get(provider);

  const currentUrl = new URL(callbackUrl(ctx.config, provider));
  currentUrl.searchParams.set('code', query.code);
  currentUrl.searchParams.set('state', query.state!);
  if (query.iss) currentUrl.searchParams.set('iss', query.iss);

  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(client.configuration, currentUrl, {
      expectedState: query.state,
      expectedNonce: row.nonce ?? undefined,
      pkceCodeVerifier: row.codeVerifier ?? undefined,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw invalidResult();
    claims = { ...idClaims };
    if (client.configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await oidc.fetchUserInfo(client.configuration, tokens.access_token, idClaims.sub);
      claims = { ...claims, ...userinfo, sub: idClaims.sub };
    }
  } catch (err) {
    const answer = providerFailure(provider, err);
    ctx.log.warn({ provider, failure: describeFailure(err), status: answer.statusCode }, 'social sign-in: provider exchange failed');
    throw answer;
  }

  const identity = identityFromClaims(provider, claims);
  if (!identity) throw invalidResult();
  return signInWithIdentity(ctx, identity, row.mode === 'popup' ? 'popup' : 'redirect');
}
