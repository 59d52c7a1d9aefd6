import { CheckCircle2, FileDown } from 'lucide-react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { cvListMessages as m } from './messages';
import type { CvDownloadState } from './use-cv-download';

/** Progress, success or failure of a CV download started from the list. */
export function DownloadCvDialog({ state, onRetry, onClose }: { state: CvDownloadState; onRetry: () => void; onClose: () => void }) {
  const open = state.status !== 'idle';
  const cv = state.status === 'idle' ? null : state.cv;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Téléchargement du CV"
      size="sm"
      description={cv ? <>«&nbsp;{cv.title}&nbsp;» au format PDF</> : undefined}
      footer={
        state.status === 'preparing' ? undefined : state.status === 'error' && state.cv ? (
          <>
            <Button variant="outline" onClick={onClose}>
              Fermer
            </Button>
            <Button onClick={onRetry}>Réessayer</Button>
          </>
        ) : (
          <Button onClick={onClose}>Fermer</Button>
        )
      }
    >
      {state.status === 'preparing' && (
        <div className="flex items-center gap-4 rounded-xl bg-ink-50 px-4 py-5" aria-live="polite">
          <div className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
            <FileDown className="size-5" aria-hidden="true" />
            <Spinner className="absolute inset-0 justify-center text-brand-600 [&_svg]:size-11" label="Téléchargement en cours…" />
          </div>
          <div>
            <p className="font-medium text-ink-900">Préparation de votre PDF…</p>
            <p className="text-sm text-ink-600">Le téléchargement démarre dans quelques instants.</p>
          </div>
        </div>
      )}
      {state.status === 'done' && (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-4 text-emerald-900">
          <CheckCircle2 className="size-6 shrink-0 text-emerald-700" aria-hidden="true" />
          <p className="font-medium">{m.downloadDone}</p>
        </div>
      )}
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
    </Modal>
  );
}
