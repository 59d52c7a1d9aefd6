import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { socialMessages } from '../../../../domain/social/messages';
import { APPLE_SCOPE, socialFlowTimings, type CodeFlowProvider, type SocialProvider } from '../../../../domain/social/providers';
import type { AppleSignInConfig } from '../../../../domain/social/schemas';
import { useSession } from '../../../lib/session';
import { readTokenPair } from '../../../lib/tokens';
import { routes } from '../../../paths';
import { exchangeApple } from './api/social-callback';
import { fetchAppleConfig, fetchAuthUrl } from './api/social-login';
import { isAppleCancellation, isApplePopupBlocked, loadAppleScript } from './apple-script';
import { socialSignInDestination, storeReturnUrl } from './destination';
import { describeSocialError, isPhone, popupFeatures, type SignInPayload } from './flow-rules';
import { SocialSignInError, watchPopup } from './popup-watch';

export type SocialSignInState =
  | { status: 'idle' }
  | { status: 'pending'; provider: SocialProvider; inPopup?: boolean }
  | { status: 'success'; provider: SocialProvider }
  | { status: 'error'; provider: SocialProvider; message: string };

/** A prepared Apple sign-in (script loaded, state made) is used within this long. */
const APPLE_PREPARED_FOR_MS = 9 * 60_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function isProviderUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Sign-in with Google, LinkedIn or Apple from a button (spec section 4). Desktop: a 500 x 600
 * popup, opened synchronously on the click (popup blockers allow only that) on about:blank, then
 * sent to the provider once the API gave the URL; the callback page in it posts the result back.
 * Phones (or a blocked popup): a full-page redirect, the return URL kept in oauth_return_url.
 * Apple goes through Apple's own script, in a popup on desktop.
 */
export function useSocialSignIn(options: { returnTo?: string; onSignedIn?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SocialSignInState>({ status: 'idle' });
  const active = useRef<{ provider: SocialProvider; popup?: Window; cancel?: () => void } | undefined>(undefined);
  const apple = useRef<{ prepared: Promise<{ config: AppleSignInConfig }>; at: number } | undefined>(undefined);
  const { returnTo, onSignedIn } = options;

  useEffect(
    () => () => {
      active.current?.cancel?.();
      active.current = undefined;
    },
    [],
  );

  /** Where the full-page flow comes back to: the page asked for, else this one (not /login itself). */
  const returnUrl = useCallback(
    () => returnTo ?? (location.pathname === routes.login ? routes.home : location.pathname + location.search),
    [returnTo, location.pathname, location.search],
  );

  const fail = useCallback((provider: SocialProvider, err: unknown) => {
    active.current = undefined;
    if (err instanceof SocialSignInError && err.reason === 'cancelled') return;
    setState({ status: 'error', provider, message: describeSocialError(err, provider) });
  }, []);

  const complete = useCallback(
    async (provider: SocialProvider, payload: SignInPayload) => {
      await session.signIn(payload.tokens, payload.user);
      setState({ status: 'success', provider });
      await wait(socialFlowTimings.redirectDelayMs);
      const destination = await socialSignInDestination('popup', returnTo);
      onSignedIn?.();
      await navigate(destination);
    },
    [session, returnTo, onSignedIn, navigate],
  );

  const redirectTo = useCallback(
    (provider: CodeFlowProvider) => {
      storeReturnUrl(returnUrl());
      setState({ status: 'pending', provider });
      fetchAuthUrl(provider, 'redirect')
        .then(({ auth_url }) => {
          if (!isProviderUrl(auth_url)) throw new SocialSignInError(socialMessages.providerFailed(provider));
          window.location.assign(auth_url);
        })
        .catch((err: unknown) => fail(provider, err));
    },
    [returnUrl, fail],
  );

  const startCodeFlow = useCallback(
    (provider: CodeFlowProvider) => {
      if (isPhone(window.innerWidth, navigator.userAgent)) {
        redirectTo(provider);
        return;
      }
      // Opened now, in the click: a popup opened after the call would be blocked.
      const popup = window.open('about:blank', `cvs-oauth-${provider}`, popupFeatures(window));
      if (!popup) {
        redirectTo(provider);
        return;
      }
      const attempt: { provider: SocialProvider; popup: Window; cancel?: () => void } = { provider, popup };
      let atProvider = false;
      active.current = attempt;
      setState({ status: 'pending', provider, inPopup: true });
      fetchAuthUrl(provider, 'popup')
        .then(({ auth_url }) => {
          if (active.current !== attempt) throw new SocialSignInError('', 'cancelled');
          if (!isProviderUrl(auth_url)) throw new SocialSignInError(socialMessages.providerFailed(provider));
          popup.location.href = auth_url;
          atProvider = true;
          const watch = watchPopup(provider, popup);
          attempt.cancel = watch.cancel;
          return watch.result;
        })
        .then((payload) => complete(provider, payload))
        .catch((err: unknown) => {
          // Once at the provider the popup's own page closes it (after showing its error for 2 s).
          if (!atProvider && !popup.closed) popup.close();
          if (active.current === attempt) fail(provider, err);
        });
    },
    [redirectTo, complete, fail],
  );

  const prepareApple = useCallback(
    (mode: 'popup' | 'redirect') => Promise.all([loadAppleScript(), fetchAppleConfig(mode)]).then(([, config]) => ({ config })),
    [],
  );

  /** On hover or focus of Apple's button: its script and state are ready by the click. */
  const warmUpApple = useCallback(() => {
    if (isPhone(window.innerWidth, navigator.userAgent)) return;
    if (apple.current && Date.now() - apple.current.at < APPLE_PREPARED_FOR_MS) return;
    const prepared = prepareApple('popup');
    prepared.catch(() => {
      if (apple.current?.prepared === prepared) apple.current = undefined;
    });
    apple.current = { prepared, at: Date.now() };
  }, [prepareApple]);

  const startApple = useCallback(() => {
    const phone = isPhone(window.innerWidth, navigator.userAgent);
    const warm = !phone && apple.current && Date.now() - apple.current.at < APPLE_PREPARED_FOR_MS ? apple.current.prepared : undefined;
    apple.current = undefined;
    if (phone) storeReturnUrl(returnUrl());
    const attempt = { provider: 'apple' as const };
    active.current = attempt;
    setState({ status: 'pending', provider: 'apple' });
    (warm ?? prepareApple(phone ? 'redirect' : 'popup'))
      .then(async ({ config }) => {
        const api = await loadAppleScript();
        api.auth.init({
          clientId: config.client_id,
          scope: APPLE_SCOPE,
          redirectURI: config.redirect_uri,
          state: config.state,
          nonce: config.nonce,
          usePopup: !phone,
        });
        // In the full-page flow this leaves for Apple, which posts back to the callback page.
        const response = await api.auth.signIn();
        const authorization = response?.authorization;
        if (!authorization || (!authorization.code && !authorization.id_token)) {
          throw new SocialSignInError(socialMessages.appleInvalidData);
        }
        const answer = await exchangeApple({
          code: authorization.code,
          id_token: authorization.id_token,
          state: authorization.state ?? config.state,
          user: response.user ? JSON.stringify(response.user) : undefined,
        });
        const tokens = readTokenPair(answer);
        if (!tokens) throw new SocialSignInError(socialMessages.appleTokensMissing);
        await complete('apple', { tokens, user: answer.user });
      })
      .catch((err: unknown) => {
        if (active.current !== attempt) return;
        if (isAppleCancellation(err)) {
          // Spec: a visitor cancelling Apple is ignored.
          active.current = undefined;
          setState({ status: 'idle' });
          return;
        }
        fail('apple', isApplePopupBlocked(err) ? new SocialSignInError(socialMessages.popupBlocked) : err);
      });
  }, [returnUrl, prepareApple, complete, fail]);

  const start = useCallback(
    (provider: SocialProvider) => {
      const current = active.current;
      if (current?.provider === provider && current.popup && !current.popup.closed) {
        current.popup.focus();
        return;
      }
      current?.cancel?.();
      if (current?.popup && !current.popup.closed) current.popup.close();
      active.current = undefined;
      if (provider === 'apple') startApple();
      else startCodeFlow(provider);
    },
    [startApple, startCodeFlow],
  );

  return { state, start, warmUpApple };
}
