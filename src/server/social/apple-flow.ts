import * as oidc from 'openid-client';
import { jwtVerify, type JWTPayload } from 'jose';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import type { SocialFlowMode } from '../../domain/social/providers.js';
import type { AppleCallbackBody, AppleSignInConfig, SocialAuthResult } from '../../domain/social/schemas.js';
import { detailError } from '../http/errors.js';
import { callbackUrl, type SocialContext } from './context.js';
import { signInWithIdentity } from './link-account.js';
import { consumeOAuthState, randomValue, saveOAuthState } from './oauth-states.js';
import type { ProviderClient } from './provider-clients.js';
import { identityFromClaims, nameFromAppleUser } from './provider-identity.js';
import { deniedByProvider, describeFailure, invalidResult, providerFailure } from './provider-errors.js';

/** Seconds of clock difference tolerated with Apple's servers. */
const CLOCK_TOLERANCE_S = 60;

/**
 * Apple, first leg: what Apple's script is initialised with. Apple's script does not do PKCE;
 * the state (single use, tied to the browser) and the nonce in the ID token protect the flow.
 */
export async function startAppleFlow(ctx: SocialContext, mode: SocialFlowMode): Promise<AppleSignInConfig & { binding: string }> {
  ctx.clients.assertConfigured('apple');
  const state = randomValue();
  const nonce = randomValue();
  const binding = randomValue();
  await saveOAuthState(ctx.db, { provider: 'apple', state, binding, codeVerifier: null, nonce, mode }, ctx.now());
  return { client_id: ctx.config.social.apple!.clientId, redirect_uri: callbackUrl(ctx.config, 'apple'), state, nonce, binding };
}

/** An Apple ID token: signature from Apple's keys, issuer, audience, expiry, and the nonce. */
async function verifyIdToken(client: ProviderClient, idToken: string, nonce: string | null, nonceRequired: boolean): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, client.jwks, {
    issuer: client.issuer,
    audience: client.clientId,
    algorithms: client.configuration.serverMetadata().id_token_signing_alg_values_supported ?? ['RS256'],
    requiredClaims: ['sub', 'exp', 'iat'],
    clockTolerance: CLOCK_TOLERANCE_S,
  });
  if ((nonceRequired || payload.nonce !== undefined) && (!nonce || payload.nonce !== nonce)) throw invalidResult();
  return payload;
}

/**
 * Apple, second leg: the answer of Apple's script (or of the form Apple posts to the callback
 * page). The front-channel ID token must carry our nonce; the code, when given, is exchanged
 * with the JWT client secret and its ID token must name the same user.
 */
export async function finishAppleFlow(ctx: SocialContext, body: AppleCallbackBody, binding: string | undefined): Promise<SocialAuthResult> {
  ctx.clients.assertConfigured('apple');
  if (body.error) throw deniedByProvider('apple', body.error);
  if (!body.code && !body.id_token) throw detailError(400, socialMessages.missingAppleData, socialErrorCodes.missingCode);
  const row = await consumeOAuthState(ctx.db, { provider: 'apple', state: body.state, binding }, ctx.now());
  const client = await ctx.clients.get('apple');

  let claims: JWTPayload;
  try {
    const front = body.id_token ? await verifyIdToken(client, body.id_token, row.nonce, true) : undefined;
    let back: JWTPayload | undefined;
    if (body.code) {
      await client.appleSecret!.fresh();
      const tokens = await oidc.genericGrantRequest(client.configuration, 'authorization_code', {
        code: body.code,
        redirect_uri: callbackUrl(ctx.config, 'apple'),
      });
      if (!tokens.id_token) throw invalidResult();
      back = await verifyIdToken(client, tokens.id_token, row.nonce, false);
      if (front && front.sub !== back.sub) throw invalidResult();
    }
    claims = (back ?? front)!;
  } catch (err) {
    const answer = providerFailure('apple', err);
    ctx.log.warn({ provider: 'apple', failure: describeFailure(err), status: answer.statusCode }, 'social sign-in: Apple answer refused');
    throw answer;
  }

  const identity = identityFromClaims('apple', claims);
  if (!identity) throw invalidResult();
  const name = nameFromAppleUser(body.user);
  return signInWithIdentity(
    ctx,
    { ...identity, firstName: identity.firstName ?? name.firstName, lastName: identity.lastName ?? name.lastName },
    row.mode === 'popup' ? 'popup' : 'redirect',
  );
}
