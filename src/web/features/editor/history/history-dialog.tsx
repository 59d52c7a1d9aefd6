import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { describeApiError } from '../../../lib/api-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { cx } from '../../../ui/cx';
import { fetchTemplatePreview } from '../api/template-preview';
import { browserPhotoDeps, resolveSavedPhotos } from '../preview/preview-photos';
import { withBlankSeedItems } from '../model/blank-items';
import { withCustomTitlesFromSectionTitles } from '../model/cv-updates';
import type { SaveCycle } from '../save/save-cycle';
import type { EditorStore } from '../state/editor-store';
import { fetchCvVersion, fetchCvVersions, restoreCvVersion } from './cv-history-api';

const when = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short' });

/**
 * « Historique »: the CV's saved versions (the last 30, and every one of the last 30 days); one
 * is looked at in its own preview and can be restored (it becomes a new current version, the
 * others stay).
 */
export function HistoryDialog({ open, onClose, store, saveCycle }: { open: boolean; onClose: () => void; store: EditorStore; saveCycle: SaveCycle }) {
  const cvId = store.get().cvId ?? '';
  const [selected, setSelected] = useState<number>();
  const [restoreError, setRestoreError] = useState<string>();
  const [restoring, setRestoring] = useState(false);
  const versions = useQuery({ queryKey: ['cvs', cvId, 'versions'], queryFn: () => fetchCvVersions(cvId), enabled: open && cvId !== '' });
  const preview = useQuery({
    queryKey: ['cvs', cvId, 'versions', selected, 'preview'],
    enabled: open && selected !== undefined,
    queryFn: async () => {
      const detail = await fetchCvVersion(cvId, selected as number);
      const cv = detail.document as CvDocument;
      const html = await fetchTemplatePreview({ cv_data: cv, template_id: cv.template_id, accent_color: cv.accent_colors.primary, cv_id: cvId });
      // The saved photo is named, not carried: shown from the editor's own copy.
      return resolveSavedPhotos(html, browserPhotoDeps);
    },
  });

  const restore = async () => {
    if (selected === undefined) return;
    setRestoring(true);
    setRestoreError(undefined);
    try {
      // What is typed here is saved first, so that it stays in the history too.
      if (!(await saveCycle.saveNow('manual'))) throw new Error('save failed');
      const restored = await restoreCvVersion(cvId, selected, store.get().version);
      store.patch({ cv: withBlankSeedItems(withCustomTitlesFromSectionTitles(restored.cv)), version: restored.meta.version, updatedAt: restored.meta.updatedAt });
      onClose();
    } catch (error) {
      setRestoreError(describeApiError(error, 'la restauration de cette version'));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Historique" size="lg" description="Les versions enregistrées de ce CV&nbsp;: les 30 dernières, et toutes celles des 30 derniers jours.">
      {versions.isError && <Alert tone="error">{describeApiError(versions.error, 'le chargement de l’historique')}</Alert>}
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto" aria-label="Versions">
          {versions.data?.map((v, index) => (
            <li key={v.version}>
              <button
                type="button"
                aria-pressed={selected === v.version}
                onClick={() => setSelected(v.version)}
                className={cx('w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-ink-100', selected === v.version && 'bg-brand-50 text-brand-900')}
              >
                <span className="block font-medium">{when.format(new Date(v.saved_at))}</span>
                <span className="block truncate text-xs text-ink-600">
                  {index === 0 ? 'Version actuelle · ' : ''}
                  {v.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="min-h-[20rem] rounded-lg border border-ink-200 bg-ink-50">
          {selected === undefined ? (
            <p className="p-4 text-sm text-ink-600">Choisissez une version pour voir son aperçu.</p>
          ) : preview.data ? (
            <iframe title="Aperçu de la version" srcDoc={preview.data} sandbox="allow-same-origin" className="h-[60vh] w-full rounded-lg bg-white" />
          ) : preview.isError ? (
            <p className="p-4 text-sm text-red-700">{describeApiError(preview.error, 'le chargement de cette version')}</p>
          ) : (
            <p className="p-4 text-sm text-ink-600">Chargement de l’aperçu…</p>
          )}
        </div>
      </div>
      {restoreError && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {restoreError}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={() => void restore()} disabled={selected === undefined || selected === versions.data?.[0]?.version} loading={restoring}>
          Restaurer cette version
        </Button>
      </div>
    </Modal>
  );
}
