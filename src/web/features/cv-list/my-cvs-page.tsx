import { useQueryClient } from '@tanstack/react-query';
import { FileText, Plus, Upload } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeApiError } from '../../lib/api-errors';
import { local, localKeys } from '../../lib/storage-keys';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { useToast } from '../../ui/toast';
import { useDuplicateCv } from './api/duplicate-cv';
import { updateCvListCache, useCvList, type CvCardItem } from './api/list-cvs';
import { CvCard, CvCardSkeleton } from './cv-card';
import { CvBinSection } from './cv-bin-section';
import { LettersSection } from '../letters';
import { DeleteCvDialog } from './delete-cv-dialog';
import { DownloadCvDialog } from './download-cv-dialog';
import { cvListMessages as m } from './messages';
import { RenameCvDialog } from './rename-cv-dialog';
import { useCvDownload } from './use-cv-download';
import { downloadCvExport, ImportDialog, transferMessages, type ExportFormat } from '../cv-transfer';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** /mes_cvs: the signed-in user's CVs (spec section 2, CV list). */
export function MyCvsPage() {
  usePageMeta('Mes CV');
  const list = useCvList();
  const toast = useToast();
  const queryClient = useQueryClient();
  const duplicate = useDuplicateCv();
  const download = useCvDownload();
  const [renaming, setRenaming] = useState<CvCardItem | null>(null);
  const [deleting, setDeleting] = useState<CvCardItem | null>(null);
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();

  // Word, text and JSON: the same gate and the same redirect to /tarifs as the PDF.
  const onExport = async (cv: CvCardItem, format: ExportFormat) => {
    try {
      await downloadCvExport(cv.id, cv.title, format);
    } catch (err) {
      if (isSubscriptionRequired(err)) goToPricingForDownload(navigate, routes.editorCv(cv.id));
      else toast.error(describeApiError(err, transferMessages.exportFailed));
    }
  };

  // Spec section 4: a draft left over from an anonymous visit is cleaned up here.
  useEffect(() => local.remove(localKeys.tempCvData), []);

  const loadErrorShown = useRef(false);
  useEffect(() => {
    if (list.isError && !loadErrorShown.current) {
      loadErrorShown.current = true;
      toast.error(describeApiError(list.error, m.operations.load));
    }
  }, [list.isError, list.error, toast]);

  const onDuplicate = async (cv: CvCardItem) => {
    try {
      await duplicate.mutateAsync(cv.id);
      toast.success(m.duplicated, 3000);
    } catch (err) {
      toast.error(describeApiError(err, m.operations.duplicate));
      // Spec section 4: a failed duplicate still shows a local copy.
      const now = new Date().toISOString();
      const copy: CvCardItem = {
        ...cv,
        id: `local-${Date.now()}`,
        title: `${cv.title} - Copie`,
        created_at: now,
        updated_at: now,
        status: 'completed',
        localOnly: true,
      };
      updateCvListCache(queryClient, (items) => [copy, ...items]);
    }
  };

  // A long list renders in the background, in slices, so that the page never freezes on it.
  const cvs = useDeferredValue(list.data);
  const count = cvs?.filter((cv) => !cv.localOnly).length;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{m.title}</h1>
          <p className="mt-1.5 text-[15px] text-ink-600" aria-live="polite">
            {count === undefined ? '\u00a0' : count === 0 ? 'Aucun CV pour le moment' : `${count} CV enregistré${count > 1 ? 's' : ''}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload className="size-4" aria-hidden="true" />
            {transferMessages.importButton}
          </Button>
          <Button asChild>
            <Link to={routes.editor}>{m.create}</Link>
          </Button>
        </div>
      </div>

      <div className="mt-8">
        {list.isPending || (list.data && !cvs) ? (
          <div className={gridClass} aria-busy="true" aria-label="Chargement de vos CV">
            {Array.from({ length: 8 }, (_, i) => (
              <CvCardSkeleton key={i} />
            ))}
          </div>
        ) : list.isError && !cvs ? (
          <Alert tone="error">
            <p>{describeApiError(list.error, m.operations.load)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()} loading={list.isFetching}>
              Réessayer
            </Button>
          </Alert>
        ) : cvs && cvs.length > 0 ? (
          <ul className={gridClass}>
            {cvs.map((cv) => (
              <li key={cv.id} className="min-w-0">
                <CvCard
                  cv={cv}
                  onDownload={(item) => void download.start(item)}
                  onDuplicate={(item) => void onDuplicate(item)}
                  onRename={setRenaming}
                  onDelete={setDeleting}
                  onExport={(item, format) => void onExport(item, format)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState onImport={() => setImporting(true)} />
        )}
      </div>

      <LettersSection />

      <CvBinSection />

      <ImportDialog open={importing} onOpenChange={setImporting} />
      <RenameCvDialog cv={renaming} onClose={() => setRenaming(null)} />
      <DeleteCvDialog cv={deleting} onClose={() => setDeleting(null)} />
      <DownloadCvDialog
        state={download.state}
        onClose={download.close}
        onRetry={() => void download.start(download.state.status === 'error' ? download.state.cv : null)}
      />
    </div>
  );
}

function EmptyState({ onImport }: { onImport: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <FileText className="size-7" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">{m.empty}</h2>
      <p className="mt-2 max-w-md text-[15px] leading-relaxed text-ink-600">{m.emptyHint}</p>
      <Button asChild className="mt-6">
        <Link to={routes.editor}>
          <Plus className="size-4" aria-hidden="true" />
          {m.emptyAction}
        </Link>
      </Button>
      <Button variant="link" className="mt-2" onClick={onImport}>
        {transferMessages.importExisting}
      </Button>
    </div>
  );
}
