/** The social sign-in providers (spec sections 2 to 9) and the constants of their flows. */
export const socialProviders = ['google', 'linkedin', 'apple'] as const;

export type SocialProvider = (typeof socialProviders)[number];

/** Google and LinkedIn: the authorization-code flow driven by the server's auth_url. */
export type CodeFlowProvider = Exclude<SocialProvider, 'apple'>;

export const providerLabels: Record<SocialProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value);
}

/** How the visitor went to the provider: a popup on desktop, a full-page redirect on phones. */
export type SocialFlowMode = 'popup' | 'redirect';

/** Spec section 9: the OAuth popup and its timings. */
export const socialFlowTimings = {
  popupWidth: 500,
  popupHeight: 600,
  /** The whole popup attempt fails after this long. */
  timeoutMs: 300_000,
  /** The opener starts checking whether the popup was closed after this long... */
  closedCheckStartMs: 3_000,
  /** ...then checks every this long. */
  closedCheckEveryMs: 2_000,
  /** Signed in: the opener goes on after this long. */
  redirectDelayMs: 500,
  /** The callback page in a popup closes itself after these delays. */
  popupCloseAfterSuccessMs: 1_000,
  popupCloseAfterErrorMs: 2_000,
  /** The callback page of the redirect flow goes on after these delays. */
  redirectAfterSuccessMs: 1_000,
  redirectAfterErrorMs: 5_000,
} as const;

/** Spec section 9: a window this wide or narrower counts as a phone (full-page redirect). */
export const MOBILE_MAX_WIDTH = 768;

/** The messages the callback page in the popup posts to its opener (spec section 4). */
export type OAuthMessageType = `${Uppercase<SocialProvider>}_OAUTH_${'SUCCESS' | 'ERROR'}`;

export function oauthMessageType(provider: SocialProvider, outcome: 'SUCCESS' | 'ERROR'): OAuthMessageType {
  return `${provider.toUpperCase() as Uppercase<SocialProvider>}_OAUTH_${outcome}`;
}

/** Apple's sign-in script, loaded only when Apple is configured. */
export const APPLE_JS_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
/** Apple's scopes: its script takes them without « openid ». */
export const APPLE_SCOPE = 'email name';
/** Google and LinkedIn. */
export const OIDC_SCOPE = 'openid email profile';
