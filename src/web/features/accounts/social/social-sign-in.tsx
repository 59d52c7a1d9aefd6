import { useId, useState } from 'react';
import { socialMessages } from '../../../../domain/social/messages';
import { providerLabels, socialProviders, type SocialProvider } from '../../../../domain/social/providers';
import { readSiteConfig } from '../../../lib/site-info';
import { Alert } from '../../../ui/alert';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/spinner';
import { ProviderLogo } from './provider-logos';
import { useSocialSignIn } from './use-social-sign-in';

/** « Google, LinkedIn et Apple » */
function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/**
 * The Google, LinkedIn and Apple buttons of the login and register forms. A provider this
 * installation has no credentials for keeps its button, marked unavailable and saying why.
 */
export function SocialSignIn({ returnTo, onSignedIn }: { returnTo?: string; onSignedIn?: () => void }) {
  const configured = readSiteConfig().social;
  const { state, start, warmUpApple } = useSocialSignIn({ returnTo, onSignedIn });
  const [notice, setNotice] = useState<string>();
  const noteId = useId();
  const unavailable = socialProviders.filter((p) => !configured[p]);
  const unavailableNote = unavailable.length
    ? `La connexion avec ${listOf(unavailable.map((p) => providerLabels[p]))} n'est pas configurée sur ce serveur.`
    : undefined;
  const busy = state.status === 'pending' || state.status === 'success';

  const onClick = (provider: SocialProvider) => {
    if (!configured[provider]) {
      setNotice(socialMessages.notConfigured(provider));
      return;
    }
    setNotice(undefined);
    start(provider);
  };

  return (
    <div className="flex flex-col gap-3">
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'success' && <Alert tone="success">{socialMessages.signedIn}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="grid gap-2 sm:grid-cols-3">
        {socialProviders.map((provider) => {
          const on = configured[provider];
          const pending = state.status === 'pending' && state.provider === provider;
          return (
            <button
              key={provider}
              type="button"
              aria-label={socialMessages.continueWith(provider)}
              aria-disabled={!on || (busy && !pending) || undefined}
              aria-describedby={on ? undefined : noteId}
              aria-busy={pending || undefined}
              title={on ? socialMessages.continueWith(provider) : socialMessages.notConfigured(provider)}
              onClick={() => (busy && !pending ? undefined : onClick(provider))}
              onPointerEnter={provider === 'apple' && on ? warmUpApple : undefined}
              onFocus={provider === 'apple' && on ? warmUpApple : undefined}
              className={cx(
                'inline-flex h-11 min-w-0 items-center justify-center gap-2 rounded-lg border px-2 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2',
                on
                  ? 'border-ink-200 bg-white text-ink-800 hover:border-ink-300 hover:bg-ink-50'
                  : 'cursor-not-allowed border-dashed border-ink-200 bg-ink-50 text-ink-500',
              )}
            >
              {pending ? (
                <Spinner className="size-5 text-ink-500" label={socialMessages.inProgress(provider)} />
              ) : (
                <ProviderLogo provider={provider} className={cx('size-5 shrink-0', !on && 'opacity-50 grayscale')} />
              )}
              <span className="truncate">
                <span className="sm:hidden">Continuer avec </span>
                {providerLabels[provider]}
              </span>
            </button>
          );
        })}
      </div>
      {state.status === 'pending' && state.inPopup && (
        <p role="status" className="text-center text-sm text-ink-600">
          {socialMessages.finishInPopup(state.provider)}
        </p>
      )}
      {unavailableNote && (
        <p id={noteId} className="text-xs leading-snug text-ink-500">
          {unavailableNote}
        </p>
      )}
    </div>
  );
}

/** The « ou » between the provider buttons and the e-mail form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase" role="separator">
      <span className="h-px flex-1 bg-ink-200" aria-hidden="true" />
      <span aria-hidden="true">ou</span>
      <span className="h-px flex-1 bg-ink-200" aria-hidden="true" />
    </div>
  );
}
