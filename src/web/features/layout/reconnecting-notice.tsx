import { RefreshCw } from 'lucide-react';
import { useReconnecting } from '../../lib/connection-state';
import { useSession } from '../../lib/session';

export const reconnectingText = 'Connexion au serveur interrompue\u00a0: reconnexion en cours… Vous restez connecté.';

/**
 * Said while a token refresh could not reach the server (lib/connection-state.ts): the session
 * stays and is tried again, so the user knows why saving pauses and that nothing signs them out.
 */
export function ReconnectingNotice() {
  const reconnecting = useReconnecting();
  const session = useSession();
  const shown = reconnecting && session.status === 'authenticated';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-2 z-[70] flex justify-center px-3">
      {shown && (
        <p className="flex items-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 shadow-pop ring-1 ring-amber-200">
          <RefreshCw className="size-4 shrink-0 animate-spin [animation-duration:2s]" aria-hidden="true" />
          {reconnectingText}
        </p>
      )}
    </div>
  );
}
