import { APPLE_JS_URL } from '../../../../domain/social/providers';

/** The part of Apple's « Sign in with Apple JS » the product uses. */
export interface AppleSignInResponse {
  authorization?: { code?: string; id_token?: string; state?: string };
  /** Only the first time the user signs in to this app. */
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

interface AppleIdApi {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; state: string; nonce: string; usePopup: boolean }): void;
    signIn(): Promise<AppleSignInResponse>;
  };
}

declare global {
  interface Window {
    AppleID?: AppleIdApi;
  }
}

let loading: Promise<AppleIdApi> | undefined;

/** Loads Apple's script once (only ever called when Apple is configured: the CSP allows it then). */
export function loadAppleScript(): Promise<AppleIdApi> {
  if (window.AppleID) return Promise.resolve(window.AppleID);
  loading ??= new Promise<AppleIdApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = APPLE_JS_URL;
    script.async = true;
    script.onload = () => (window.AppleID ? resolve(window.AppleID) : reject(new Error('AppleID missing')));
    script.onerror = () => reject(new Error('Apple script failed to load'));
    document.head.append(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Apple reports a visitor who closed or cancelled its window this way; the product ignores it. */
export function isAppleCancellation(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { error?: unknown }).error : undefined;
  return code === 'popup_closed_by_user' || code === 'user_cancelled_authorize';
}

export function isApplePopupBlocked(err: unknown): boolean {
  return Boolean(err && typeof err === 'object' && (err as { error?: unknown }).error === 'popup_blocked_by_browser');
}
