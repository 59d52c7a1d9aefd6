import { AlertTriangle, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import type { CvRepair } from '../../../../domain/cv/cv-repair';
import { Button } from '../../../ui/button';
import { readOriginalAside } from '../draft/draft-storage';
import { describeCvField } from '../model/field-labels';
import { goToField } from '../model/go-to-field';
import type { PreviewSource } from '../preview/preview-source';
import type { EditorStore } from '../state/editor-store';
import { useSaveStatus, type SaveStatusStore } from './save-status-store';

function repairText(store: EditorStore, repair: CvRepair): string {
  const where = describeCvField(store.get().cv, repair.path).text;
  if (repair.kind === 'list-shortened') return `${where}\u00a0: ${repair.removedItems} élément(s) au-delà du maximum retiré(s).`;
  if (repair.kind === 'shortened') return `${where}\u00a0: raccourci, texte retiré «\u00a0${repair.removedText ?? ''}\u00a0».`;
  return `${where}\u00a0: valeur illisible retirée${repair.removedText ? ` («\u00a0${repair.removedText}\u00a0»)` : ''}.`;
}

/** Offers back, as a file, the stored CV as it was before it was repaired (or when it could not be opened). */
function downloadOriginal(): void {
  const json = readOriginalAside();
  if (!json) return;
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'cv-brouillon-original.json' });
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const box = 'mx-3 mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:mx-6';

/**
 * What the editor must say: a stored draft that was repaired or could not be opened, and the
 * fields the server refused (each with a way to get there).
 */
export function EditorNotices({
  store,
  status,
  preview,
  repairs,
  unreadableDraft,
}: {
  store: EditorStore;
  status: SaveStatusStore;
  preview: PreviewSource;
  repairs?: CvRepair[];
  unreadableDraft?: boolean;
}) {
  const { invalidFields: refusedBySave } = useSaveStatus(status);
  // Read without attaching: the notice is no reason to render previews.
  const refusedByPreview = useSyncExternalStore(preview.subscribe, preview.get, preview.get).invalidFields;
  const invalidFields = refusedBySave ?? refusedByPreview;
  const [showRepairs, setShowRepairs] = useState(Boolean(repairs?.length || unreadableDraft));
  return (
    <>
      {showRepairs && (
        <div className={box} role="status" data-testid="draft-repair-notice">
          <div className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {unreadableDraft
                  ? 'Votre brouillon enregistré sur cet appareil n’a pas pu être ouvert. Il a été mis de côté\u00a0: vous pouvez le télécharger.'
                  : 'Votre CV enregistré sur cet appareil dépassait certaines limites. Il a été ajusté\u00a0:'}
              </p>
              {repairs && repairs.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {repairs.slice(0, 10).map((repair) => (
                    <li key={repair.path}>{repairText(store, repair)}</li>
                  ))}
                </ul>
              )}
              <Button variant="link" size="sm" onClick={downloadOriginal} className="mt-1 px-0">
                Télécharger la version d’origine
              </Button>
            </div>
            <button type="button" onClick={() => setShowRepairs(false)} aria-label="Fermer ce message" className="rounded p-1 hover:bg-amber-100">
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      {invalidFields && invalidFields.length > 0 && (
        <div className={box} role="alert" data-testid="invalid-fields-notice">
          <p className="font-medium">
            {refusedBySave
              ? 'Votre CV n’a pas pu être sauvegardé. Corrigez ce qui suit\u00a0; le reste de vos modifications est conservé\u00a0:'
              : 'L’aperçu montre la dernière version valide de votre CV. Corrigez ce qui suit pour le mettre à jour\u00a0:'}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {invalidFields.slice(0, 10).map((field) => (
              <li key={field.path} className="flex flex-wrap items-baseline gap-x-2">
                <span>
                  <strong>{describeCvField(store.get().cv, field.path).text}</strong>&nbsp;: {field.message}
                </span>
                <Button variant="link" size="sm" className="px-0" onClick={() => goToField(store.get().cv, field.path)}>
                  Aller au champ
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
