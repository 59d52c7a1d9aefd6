import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { anonymousPromptMessages, type AnonymousPromptReason } from '../../../domain/accounts/messages';
import { useAuthModal } from '../../lib/auth-modal';
import { local, localKeys, session as sessionStore, sessionKeys } from '../../lib/storage-keys';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export interface AnonymousPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: AnonymousPromptReason;
  /** « Retour à l'éditeur »: by default the prompt just closes. */
  onBackToEditor?: () => void;
  /** « Quitter »: by default to '/'. */
  quitTo?: string;
  onQuit?: () => void;
  /** Runs before the login modal opens (the editor saves the local draft). */
  onBeforeLogin?: () => void | Promise<void>;
}

/**
 * Spec section 6: a visitor tried something that needs an account. Three choices: back to the
 * editor, log in, or quit. Logging in from a download prompt remembers where to come back to
 * (redirectAfterLogin with redirectType 'download', and pendingDownloadRedirect for the editor).
 */
export function AnonymousPrompt({ open, onOpenChange, reason, onBackToEditor, quitTo = routes.home, onQuit, onBeforeLogin }: AnonymousPromptProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const authModal = useAuthModal();
  const [busy, setBusy] = useState(false);

  const logIn = async () => {
    if (reason === 'download') {
      sessionStore.set(sessionKeys.redirectAfterLogin, location.pathname + location.search);
      sessionStore.set(sessionKeys.redirectType, 'download');
      local.set(localKeys.pendingDownloadRedirect, 'true');
    }
    setBusy(true);
    try {
      await onBeforeLogin?.();
    } finally {
      setBusy(false);
    }
    onOpenChange(false);
    authModal.show('login');
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Connexion requise"
      description={anonymousPromptMessages[reason]}
      size="sm"
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onOpenChange(false);
              if (onQuit) onQuit();
              else void navigate(quitTo);
            }}
          >
            Quitter
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onBackToEditor?.();
            }}
          >
            Retour à l’éditeur
          </Button>
          <Button onClick={() => void logIn()} loading={busy}>
            <LogIn className="size-4" aria-hidden="true" />
            Se connecter
          </Button>
        </>
      }
    />
  );
}
