import { AlertTriangle, FileText, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { PreviewState } from './preview-source';

export const previewMessages = {
  loading: 'Génération de la preview...',
  failed: 'Erreur lors de la génération de la preview',
  checkConnection: 'Vérifiez votre connexion internet et réessayez',
  noTemplate: 'Veuillez sélectionner un template pour générer la preview',
  offline: 'Hors ligne\u00a0: l’aperçu reprendra à la reconnexion',
} as const;

/** The placeholders of spec section 8, on a page-shaped card. */
export function PreviewPlaceholder({ kind, onRetry }: { kind: 'loading' | 'error' | 'no-template' | 'offline'; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex aspect-[210/297] w-full max-w-[420px] flex-col items-center justify-center gap-3 rounded-[3px] bg-white p-8 text-center shadow-card">
      {kind === 'loading' && (
        <>
          <Spinner className="text-brand-600" label={previewMessages.loading} />
          <p className="text-sm text-ink-600" aria-hidden="true">
            {previewMessages.loading}
          </p>
        </>
      )}
      {kind === 'error' && (
        <div role="alert" className="flex flex-col items-center gap-3">
          <AlertTriangle className="size-9 text-amber-600" aria-hidden="true" />
          <p className="font-semibold text-ink-900">{previewMessages.failed}</p>
          <p className="text-sm text-ink-600">{previewMessages.checkConnection}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry} className="mt-1">
              <RefreshCw className="size-4" aria-hidden="true" />
              Réessayer
            </Button>
          )}
        </div>
      )}
      {kind === 'offline' && (
        <div role="status" className="flex flex-col items-center gap-3">
          <WifiOff className="size-9 text-ink-400" aria-hidden="true" />
          <p className="text-sm text-ink-700">{previewMessages.offline}</p>
        </div>
      )}
      {kind === 'no-template' && (
        <>
          <FileText className="size-9 text-ink-300" aria-hidden="true" />
          <p className="text-sm text-ink-600">{previewMessages.noTemplate}</p>
        </>
      )}
    </div>
  );
}

/** A discreet pill while a newer preview is generated over the one on screen. */
export function PreviewUpdating() {
  // A zero-height sticky row: the pill floats over the page without moving it.
  return (
    <div className="pointer-events-none sticky top-0 z-10 flex h-0 justify-center">
      <div
        role="status"
        className="mt-[-12px] flex h-fit items-center gap-2 rounded-full bg-ink-900/80 px-3 py-1.5 text-xs font-medium text-white shadow-pop backdrop-blur"
      >
        <Spinner className="[&_svg]:size-3.5" label={previewMessages.loading} />
        <span aria-hidden="true">{previewMessages.loading}</span>
      </div>
    </div>
  );
}

/** Offline with pages on screen: they stay, and a pill over them says why they do not change. */
export function PreviewOffline() {
  return (
    <div className="pointer-events-none sticky top-0 z-10 flex h-0 justify-center">
      <p
        role="status"
        className="mt-[-12px] flex h-fit items-center gap-2 rounded-full bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-900 shadow-pop ring-1 ring-amber-200"
      >
        <WifiOff className="size-3.5 shrink-0" aria-hidden="true" />
        {previewMessages.offline}
      </p>
    </div>
  );
}

/** What the preview shows instead of, or over, the pages: the placeholders and the two pills. */
export function PreviewStateLayer({ state, onRetry }: { state: PreviewState; onRetry: () => void }) {
  return (
    <>
      {state.offline && state.html && <PreviewOffline />}
      {state.updating && state.html && !state.offline && <PreviewUpdating />}
      {state.status === 'no-template' && <PreviewPlaceholder kind="no-template" />}
      {state.status === 'error' && <PreviewPlaceholder kind="error" onRetry={onRetry} />}
      {state.status === 'offline' && <PreviewPlaceholder kind="offline" />}
      {state.status === 'loading' && !state.html && <PreviewPlaceholder kind="loading" />}
    </>
  );
}
