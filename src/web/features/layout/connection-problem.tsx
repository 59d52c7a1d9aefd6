import { WifiOff } from 'lucide-react';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { SkipLink } from './layouts';
import { Logo } from './logo';

export const connectionProblemText = {
  title: 'Connexion au serveur impossible',
  body: 'Nous n’arrivons pas à charger votre compte pour le moment. Vous restez connecté\u00a0: vérifiez votre connexion internet, puis réessayez.',
  retry: 'Réessayer',
} as const;

/**
 * A signed-in page when the profile could not be loaded at start (no answer, or a 5xx): the
 * tokens are still valid as far as anyone knows, so the user is offered a retry, not the login.
 */
export function ConnectionProblem() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50/40">
      <SkipLink />
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="contenu" className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="alert" className="w-full max-w-md rounded-2xl border border-ink-100 bg-white p-8 text-center shadow-card">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
            <WifiOff className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-ink-900">{connectionProblemText.title}</h1>
          <p className="mt-2 text-[15px] leading-relaxed text-ink-600">{connectionProblemText.body}</p>
          <Button className="mt-6" onClick={() => session.retry()}>
            {connectionProblemText.retry}
          </Button>
        </div>
      </main>
    </div>
  );
}
