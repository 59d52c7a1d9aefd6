import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { socialMessages } from '../../../domain/social/messages';
import { isSocialProvider, oauthMessageType, providerLabels, socialFlowTimings, type SocialProvider } from '../../../domain/social/providers';
import { useSession } from '../../lib/session';
import { SkipLink } from '../layout';
import { readTokenPair } from '../../lib/tokens';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { Spinner } from '../../ui/spinner';
import { exchangeApple, exchangeCode } from './social/api/social-callback';
import { clearRedirectFlags, socialSignInDestination, takeReturnUrl } from './social/destination';
import { callbackProblem, describeSocialError, readCallbackParams, tokensMissingMessage, type SignInPayload } from './social/flow-rules';
import { SocialSignInError } from './social/popup-watch';
import { ProviderLogo } from './social/provider-logos';

type Phase = { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; message: string };

// A code is used once: React's development double effects must not send it twice.
const attempts = new Map<string, Promise<SignInPayload>>();

async function exchange(provider: SocialProvider | undefined, search: string, hash: string): Promise<SignInPayload> {
  if (!provider) throw new SocialSignInError(socialMessages.unsupportedProvider);
  const params = readCallbackParams(provider, search, hash);
  const problem = callbackProblem(provider, params);
  if (problem) throw new SocialSignInError(problem);
  const answer =
    provider === 'apple'
      ? await exchangeApple({ code: params.code, id_token: params.id_token, state: params.state, user: params.user })
      : await exchangeCode(provider, { code: params.code, state: params.state, iss: params.iss });
  const tokens = readTokenPair(answer);
  if (!tokens) throw new SocialSignInError(tokensMissingMessage(provider));
  return { tokens, user: answer.user };
}

/** The popup's opener, when this page runs in the sign-in popup (same origin, not cut off). */
function openerWindow(): Window | undefined {
  try {
    return window.opener && window.opener !== window && !(window.opener as Window).closed ? (window.opener as Window) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /auth/{google|linkedin|apple}/callback: where the provider sends the visitor back (spec
 * sections 2 and 4). In the popup it exchanges the code, posts the result to its opener and
 * closes (1 s after a success, 2 s after an error). In the full-page flow it signs in and goes on
 * 1 s later; after an error it returns 5 s later, the stored redirect flags cleared.
 */
export function SocialCallbackPage() {
  const { provider: raw } = useParams();
  const provider = isSocialProvider(raw) ? raw : undefined;
  const label = provider ? providerLabels[provider] : undefined;
  usePageMeta(label ? `Connexion avec ${label}` : 'Connexion');
  const session = useSession();
  const navigate = useNavigate();
  const [captured] = useState(() => ({ search: window.location.search, hash: window.location.hash, opener: openerWindow() }));
  const [phase, setPhase] = useState<Phase>({ kind: 'processing' });
  const leaving = useRef(false);

  /** Full-page flow after an error: back where the visitor was, the redirect flags cleared. */
  const leaveAfterError = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    const back = takeReturnUrl();
    clearRedirectFlags();
    void navigate(back ?? routes.home, { replace: true });
  }, [navigate]);

  useEffect(() => {
    // The code, state and tokens leave the address bar and the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const key = `${raw ?? ''}${captured.search}${captured.hash}`;
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = exchange(provider, captured.search, captured.hash);
      attempts.set(key, attempt);
    }
    let active = true;
    const timers: number[] = [];
    const { opener } = captured;
    const origin = window.location.origin;
    attempt
      .then(async (payload) => {
        if (opener) {
          opener.postMessage({ type: oauthMessageType(provider!, 'SUCCESS'), user: payload.user, tokens: payload.tokens }, origin);
          if (active) setPhase({ kind: 'success' });
          timers.push(window.setTimeout(() => window.close(), socialFlowTimings.popupCloseAfterSuccessMs));
          return;
        }
        await session.signIn(payload.tokens, payload.user);
        if (!active) return;
        setPhase({ kind: 'success' });
        timers.push(
          window.setTimeout(() => {
            void socialSignInDestination('redirect', takeReturnUrl()).then((destination) => navigate(destination, { replace: true }));
          }, socialFlowTimings.redirectAfterSuccessMs),
        );
      })
      .catch((err: unknown) => {
        const message = describeSocialError(err, provider ?? 'google');
        if (opener && provider) {
          opener.postMessage({ type: oauthMessageType(provider, 'ERROR'), error: message }, origin);
        }
        if (!active) return;
        setPhase({ kind: 'error', message });
        timers.push(
          opener
            ? window.setTimeout(() => window.close(), socialFlowTimings.popupCloseAfterErrorMs)
            : window.setTimeout(leaveAfterError, socialFlowTimings.redirectAfterErrorMs),
        );
      });
    return () => {
      active = false;
      timers.forEach((t) => window.clearTimeout(t));
    };
    // One exchange per page: the session and router objects do not change what it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <SkipLink />
      <main id="contenu" className="flex min-h-dvh items-center justify-center bg-ink-50/60 px-4 py-10">
        <section className="w-full max-w-sm rounded-2xl border border-ink-100 bg-white p-7 text-center shadow-card" aria-labelledby="callback-title">
          <div className="mb-5 flex justify-center">
            {phase.kind === 'success' ? (
              <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-700">
                <CircleCheck className="size-7" aria-hidden="true" />
              </span>
            ) : phase.kind === 'error' ? (
              <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
                <CircleAlert className="size-7" aria-hidden="true" />
              </span>
            ) : (
              <span className="grid size-14 place-items-center rounded-full border border-ink-100 bg-white text-ink-900 shadow-sm">
                {provider ? <ProviderLogo provider={provider} className="size-7" /> : <Spinner className="text-brand-600" />}
              </span>
            )}
          </div>
          <h1 id="callback-title" className="text-xl font-bold tracking-tight text-balance text-ink-900">
            {phase.kind === 'success' ? 'Connexion réussie' : phase.kind === 'error' ? 'Connexion impossible' : label ? `Connexion avec ${label}` : 'Connexion'}
          </h1>
          {phase.kind === 'processing' && (
            <div className="mt-4 flex items-center justify-center gap-3 text-ink-600">
              <Spinner className="text-brand-600" label={provider ? socialMessages.inProgress(provider) : 'Connexion en cours…'} />
              <p aria-hidden="true">{provider ? socialMessages.inProgress(provider) : 'Connexion en cours…'}</p>
            </div>
          )}
          {phase.kind === 'success' && (
            <p role="status" className="mt-3 text-ink-600">
              {captured.opener ? socialMessages.signedInPopup : socialMessages.signedIn}
            </p>
          )}
          {phase.kind === 'error' && (
            <>
              <p role="alert" className="mt-3 text-[15px] leading-relaxed text-red-800">
                {socialMessages.callbackError(phase.message)}
              </p>
              <Button variant="outline" className="mt-6 w-full" onClick={() => (captured.opener ? window.close() : leaveAfterError())}>
                Fermer
              </Button>
            </>
          )}
        </section>
      </main>
    </>
  );
}
