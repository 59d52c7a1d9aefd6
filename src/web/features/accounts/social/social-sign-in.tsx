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

/** The local default's one line on the providers that have no credentials here. */
export function socialSetupHint(unconfigured: readonly SocialProvider[]): string | undefined {
  if (!unconfigured.length) return undefined;
  const names = listOf(unconfigured.map((p) => providerLabels[p]));
  const their = unconfigured.length > 1 ? 'leurs' : 'ses';
  return `La connexion avec ${names} s’active en donnant ${their} identifiants au serveur (voir docs/configuration.md).`;
}

/**
 * The Google, LinkedIn and Apple buttons of the login and register forms, then the « ou »
 * divider. Only the providers this installation has credentials for are shown: to a visitor,
 * greyed buttons would make the product look unfinished. In the local default, one discreet
 * line says how to enable the others. With no provider and no line, nothing is shown.
 */
export function SocialSignIn({ returnTo, onSignedIn, divider = true }: { returnTo?: string; onSignedIn?: () => void; divider?: boolean }) {
  const site = readSiteConfig();
  const { state, start, warmUpApple } = useSocialSignIn({ returnTo, onSignedIn });
  const available = socialProviders.filter((p) => site.social[p]);
  const hint = site.socialSetupHint ? socialSetupHint(socialProviders.filter((p) => !site.social[p])) : undefined;
  const busy = state.status === 'pending' || state.status === 'success';

  if (!available.length && !hint) return null;

  return (
    <div className="flex flex-col gap-3">
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'success' && <Alert tone="success">{socialMessages.signedIn}</Alert>}
      {available.length > 0 && (
        <div className={cx('grid gap-2', available.length === 2 && 'sm:grid-cols-2', available.length === 3 && 'sm:grid-cols-3')}>
          {available.map((provider) => {
            const pending = state.status === 'pending' && state.provider === provider;
            return (
              <button
                key={provider}
                type="button"
                aria-label={socialMessages.continueWith(provider)}
                aria-disabled={(busy && !pending) || undefined}
                aria-busy={pending || undefined}
                title={socialMessages.continueWith(provider)}
                onClick={() => (busy ? undefined : start(provider))}
                onPointerEnter={provider === 'apple' ? warmUpApple : undefined}
                onFocus={provider === 'apple' ? warmUpApple : undefined}
                className={cx(
                  'inline-flex h-11 min-w-0 items-center justify-center gap-2 rounded-lg border border-ink-200 bg-white px-2 text-sm font-semibold text-ink-800',
                  'transition-colors hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2',
                )}
              >
                {pending ? (
                  <Spinner className="size-5 text-ink-500" label={socialMessages.inProgress(provider)} />
                ) : (
                  <ProviderLogo provider={provider} className="size-5 shrink-0" />
                )}
                <span className="truncate">
                  <span className={cx(available.length > 1 && 'sm:hidden')}>Continuer avec </span>
                  {providerLabels[provider]}
                </span>
              </button>
            );
          })}
        </div>
      )}
      {state.status === 'pending' && state.inPopup && (
        <p role="status" className="text-center text-sm text-ink-600">
          {socialMessages.finishInPopup(state.provider)}
        </p>
      )}
      {hint && <p className="text-xs leading-snug text-ink-500">{hint}</p>}
      {divider && available.length > 0 && <OrDivider />}
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
