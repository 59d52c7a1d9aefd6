import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { versionLabel } from '../../../../domain/cv/version-cause';
import { describeApiError } from '../../../lib/api-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { fetchTemplatePreview } from '../api/template-preview';
import { withBlankSeedItems } from '../model/blank-items';
import { withCustomTitlesFromSectionTitles } from '../model/cv-updates';
import { fitScale } from '../preview/page-geometry';
import { PreviewFrame } from '../preview/preview-frame';
import { browserPhotoDeps, resolveSavedPhotos } from '../preview/preview-photos';
import { useElementWidth } from '../../../lib/use-element-width';
import { UNDO_TOAST_MS } from '../save/save-cycle';
import { useEditorStore } from '../state/editor-store';
import { useWorkspace } from '../state/workspace-context';
import { fetchCvVersion, fetchCvVersions, restoreCvVersion } from './cv-history-api';

/** The time of an entry, to the second: entries a few seconds apart stay apart. */
const historyTime = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'medium' });
const formatTime = (iso: string) => historyTime.format(new Date(iso));

/** The selected version's pages, scaled to the room the dialog gives them (desktop or phone). */
function VersionPreview({ html }: { html: string }) {
  const [box, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={box} tabIndex={0} aria-label="Pages de la version" className="h-full overflow-y-auto p-3 focus-visible:outline-offset-[-2px] sm:p-4">
      {width > 0 && <PreviewFrame html={html} scale={fitScale(width - 24)} title="Aperçu de la version" />}
    </div>
  );
}

/**
 * « Historique »: the CV's saved versions (the last 30, and every one of the last 30 days),
 * each with its time to the second and why it exists (« avant suppression de “Firme SA” »,
 * « restauration »); one is looked at in its own preview and can be restored (it becomes a new
 * current version, the others stay, and the restore can be undone). The list is read again
 * whenever the CV's version changes (a save, a restore), never from an older cache.
 */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useEditorStore();
  const { saveCycle, undo, isMobile } = useWorkspace();
  const toast = useToast();
  const cvId = store.get().cvId ?? '';
  const version = useSyncExternalStore(store.subscribe, () => store.get().version);
  const [selected, setSelected] = useState<number>();
  const [restoreError, setRestoreError] = useState<string>();
  const [restoring, setRestoring] = useState(false);
  const versions = useQuery({
    queryKey: ['cvs', cvId, 'versions', version],
    queryFn: () => fetchCvVersions(cvId),
    enabled: open && cvId !== '',
    staleTime: 0,
    gcTime: 0,
  });
  const preview = useQuery({
    queryKey: ['cvs', cvId, 'versions', 'preview', selected],
    enabled: open && selected !== undefined,
    queryFn: async () => {
      const detail = await fetchCvVersion(cvId, selected as number);
      const cv = detail.document as CvDocument;
      const html = await fetchTemplatePreview({ cv_data: cv, template_id: cv.template_id, accent_color: cv.accent_colors.primary, cv_id: cvId });
      // The saved photo is named, not carried: shown from the editor's own copy.
      return resolveSavedPhotos(html, browserPhotoDeps);
    },
  });
  const current = versions.data?.[0]?.version;
  const chosen = versions.data?.find((v) => v.version === selected);

  const restore = async () => {
    if (selected === undefined || !chosen) return;
    setRestoring(true);
    setRestoreError(undefined);
    try {
      // What is typed here is saved first, so that it stays in the history too.
      if (!(await saveCycle.saveNow('manual'))) throw new Error('save failed');
      const restored = await restoreCvVersion(cvId, selected, store.get().version);
      const step = undo.record(store.get().cv);
      store.patch({
        cv: withBlankSeedItems(withCustomTitlesFromSectionTitles(restored.cv)),
        version: restored.meta.version,
        updatedAt: restored.meta.updatedAt,
      });
      toast.info(`Version du ${formatTime(chosen.saved_at)} restaurée.`, UNDO_TOAST_MS, {
        label: 'Annuler',
        ariaLabel: 'Annuler la restauration',
        onClick: () => void undo.undoThrough(step),
      });
      onClose();
    } catch (error) {
      setRestoreError(describeApiError(error, 'la restauration de cette version'));
    } finally {
      setRestoring(false);
    }
  };

  // On a phone the list and the preview take turns; on a larger screen they sit side by side.
  const showList = !isMobile || selected === undefined;
  const showPreview = !isMobile || selected !== undefined;

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Historique"
      size="xl"
      description="Les versions enregistrées de ce CV&nbsp;: les 30 dernières, et toutes celles des 30 derniers jours."
    >
      {versions.isError && <Alert tone="error">{describeApiError(versions.error, 'le chargement de l’historique')}</Alert>}
      <div className="grid gap-4 md:h-[min(68vh,52rem)] md:grid-cols-[17rem_1fr]">
        {showList && (
          <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto md:max-h-none" aria-label="Versions" aria-busy={versions.isFetching}>
            {versions.data?.map((v) => (
              <li key={v.version}>
                <button
                  type="button"
                  aria-pressed={selected === v.version}
                  onClick={() => setSelected(v.version)}
                  className={cx('w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-ink-100', selected === v.version && 'bg-brand-50 text-brand-900')}
                >
                  <span className="block font-medium tabular-nums">{formatTime(v.saved_at)}</span>
                  <span className="block text-xs text-ink-700">
                    {v.version === current ? 'Version actuelle · ' : ''}
                    {versionLabel(v.cause, v.subject, formatTime)}
                  </span>
                  <span className="block truncate text-xs text-ink-500">{v.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {showPreview && (
          <div className="flex min-h-0 flex-col gap-2">
            {isMobile && (
              <Button variant="ghost" size="sm" className="self-start" onClick={() => setSelected(undefined)}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Toutes les versions
              </Button>
            )}
            <div className="h-[min(62vh,36rem)] min-h-0 rounded-lg border border-ink-200 bg-ink-100/70 md:h-auto md:flex-1">
              {selected === undefined ? (
                <p className="p-4 text-sm text-ink-600">Choisissez une version pour voir son aperçu.</p>
              ) : preview.data ? (
                <VersionPreview html={preview.data} />
              ) : preview.isError ? (
                <p className="p-4 text-sm text-red-700">{describeApiError(preview.error, 'le chargement de cette version')}</p>
              ) : (
                <p className="p-4 text-sm text-ink-600">Chargement de l’aperçu…</p>
              )}
            </div>
          </div>
        )}
      </div>
      {restoreError && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {restoreError}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={() => void restore()} disabled={selected === undefined || selected === current} loading={restoring}>
          Restaurer cette version
        </Button>
      </div>
    </Modal>
  );
}
