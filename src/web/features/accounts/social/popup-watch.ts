import { popupMessages } from '../../../../domain/social/messages';
import { socialFlowTimings, type SocialProvider } from '../../../../domain/social/providers';
import { readOAuthMessage, type SignInPayload } from './flow-rules';

/** A failed or abandoned sign-in; `message` is what the visitor reads. */
export class SocialSignInError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'closed' | 'timeout' | 'cancelled' = 'failed',
  ) {
    super(message);
    this.name = 'SocialSignInError';
  }
}

/**
 * Waits for the callback page in the popup to post its result (spec section 4): same-origin
 * messages from that popup only; a popup closed by the visitor is noticed by a check every 2 s
 * starting after 3 s; the attempt gives up after 5 minutes. `cancel()` stops everything quietly.
 */
export function watchPopup(provider: SocialProvider, popup: Window): { result: Promise<SignInPayload>; cancel: () => void } {
  const texts = popupMessages(provider);
  const timers: number[] = [];
  let interval: number | undefined;
  let settle: ((outcome: { ok: true; payload: SignInPayload } | { ok: false; error: SocialSignInError }) => void) | undefined;

  const result = new Promise<SignInPayload>((resolve, reject) => {
    settle = (outcome) => {
      settle = undefined;
      window.removeEventListener('message', onMessage);
      timers.forEach((t) => window.clearTimeout(t));
      window.clearInterval(interval);
      if (outcome.ok) resolve(outcome.payload);
      else reject(outcome.error);
    };
  });

  function onMessage(event: MessageEvent) {
    const message = readOAuthMessage(event, { origin: window.location.origin, provider, source: popup });
    if (!message) return;
    settle?.(message.kind === 'success' ? { ok: true, payload: message.payload } : { ok: false, error: new SocialSignInError(message.error) });
  }
  window.addEventListener('message', onMessage);

  timers.push(
    window.setTimeout(() => {
      interval = window.setInterval(() => {
        if (popup.closed) settle?.({ ok: false, error: new SocialSignInError(texts.closed, 'closed') });
      }, socialFlowTimings.closedCheckEveryMs);
    }, socialFlowTimings.closedCheckStartMs),
    window.setTimeout(() => {
      popup.close();
      settle?.({ ok: false, error: new SocialSignInError(texts.timeout, 'timeout') });
    }, socialFlowTimings.timeoutMs),
  );

  return {
    result,
    cancel: () => settle?.({ ok: false, error: new SocialSignInError('', 'cancelled') }),
  };
}
