import { makeAppleKey, startTestIdentityProvider, type TestIdentityProvider } from './oidc-provider.js';

/** The credentials the test provider knows, as the app reads them from the environment. */
export const testProviderCredentials = {
  google: { clientId: 'cv-suisse-google', clientSecret: 'google-test-secret' },
  linkedin: { clientId: 'cv-suisse-linkedin', clientSecret: 'linkedin-test-secret' },
  apple: { clientId: 'ch.cv-suisse.web', teamId: 'TEAMID1234', keyId: 'KEYID12345' },
} as const;

/**
 * One test provider standing in for Google, LinkedIn and Apple, with clients registered for the
 * callback pages of the app at `publicUrl`; `env` configures the app to use it.
 */
export async function startTestProviders(
  publicUrl: string,
  options: { port?: number } = {},
): Promise<{
  idp: TestIdentityProvider;
  env: Record<string, string>;
}> {
  const appleKey = await makeAppleKey();
  const { google, linkedin, apple } = testProviderCredentials;
  const idp = await startTestIdentityProvider({
    port: options.port,
    clients: [
      {
        ...google,
        redirectUris: [`${publicUrl}/auth/google/callback`],
        tokenEndpointAuthMethod: 'client_secret_basic',
        pkceRequired: true,
      },
      {
        ...linkedin,
        redirectUris: [`${publicUrl}/auth/linkedin/callback`],
        tokenEndpointAuthMethod: 'client_secret_post',
        pkceRequired: false,
      },
      {
        clientId: apple.clientId,
        clientSecret: 'replaced-by-the-es256-jwt',
        redirectUris: [`${publicUrl}/auth/apple/callback`],
        tokenEndpointAuthMethod: 'client_secret_post',
        pkceRequired: false,
        apple: { teamId: apple.teamId, keyId: apple.keyId, publicKeyPem: appleKey.publicKeyPem },
      },
    ],
  });
  return {
    idp,
    env: {
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      LINKEDIN_ISSUER: idp.issuer,
      LINKEDIN_CLIENT_ID: linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
      APPLE_ISSUER: idp.issuer,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_TEAM_ID: apple.teamId,
      APPLE_KEY_ID: apple.keyId,
      APPLE_PRIVATE_KEY: appleKey.privateKeyPem,
    },
  };
}

/** Apple's authorization URL as Apple's script builds it, on the test provider. */
export function appleAuthorizeUrl(
  issuer: string,
  config: { client_id: string; redirect_uri: string; state: string; nonce: string },
  responseMode: 'fragment' | 'form_post' = 'fragment',
): URL {
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    response_type: 'code id_token',
    response_mode: responseMode,
    // Apple's script sends « name email »; the stand-in needs « openid » to issue an ID token.
    scope: 'openid email name',
    state: config.state,
    nonce: config.nonce,
  }).toString();
  return url;
}
