import { Download, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Application } from '../../../domain/dossier/application';
import { formatBytes } from '../../../domain/dossier/attachment';
import { describeApiError } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { downloadApplicationPdf, useApplicationList, useDeleteApplication } from './api/applications';
import { applicationMessages as m } from './messages';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('fr-CH', { day: 'numeric', month: 'long', year: 'numeric' });

/** /mes_candidatures: the applications made, each with the file that was sent. */
export function MyApplicationsPage() {
  usePageMeta(m.title);
  const list = useApplicationList();
  const remove = useDeleteApplication();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Application | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (application: Application) => {
    setDownloading(application.id);
    try {
      await downloadApplicationPdf(application);
    } catch (err) {
      if (isSubscriptionRequired(err)) goToPricingForDownload(navigate);
      else toast.error(describeApiError(err, m.operations.download));
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(m.deleted, 3000);
    } catch (err) {
      toast.error(describeApiError(err, m.operations.remove));
    }
    setDeleting(null);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{m.title}</h1>
          <p className="mt-1.5 text-[15px] text-ink-600">{m.lead}</p>
        </div>
        <Button asChild>
          <Link to={routes.newApplication}>{m.newApplication}</Link>
        </Button>
      </div>

      <div className="mt-8">
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError ? (
          <Alert tone="error">
            <p>{describeApiError(list.error, m.operations.load)}</p>
          </Alert>
        ) : list.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
            <Send className="size-8 text-brand-600" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-semibold text-ink-900">{m.empty}</h2>
            <p className="mt-2 max-w-md text-[15px] text-ink-600">{m.emptyHint}</p>
            <Button asChild className="mt-6">
              <Link to={routes.newApplication}>{m.newApplication}</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.map((a) => (
              <li key={a.id} className="flex flex-col gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-xs sm:flex-row sm:items-center" data-testid="application-row">
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-lg font-semibold text-ink-900">{a.company}</h2>
                  {a.position && <p className="truncate text-[15px] text-ink-700">{a.position}</p>}
                  <p className="mt-1 text-sm text-ink-600">
                    {longDate(a.created_at)} · {m.documents(a.parts.length)} · {m.pages(a.page_count)} · {formatBytes(a.byte_size)}
                  </p>
                  <p className="mt-1 truncate text-xs text-ink-500">{a.parts.map((p) => p.title).join(' · ')}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => void download(a)} loading={downloading === a.id} aria-label={`${m.download} le dossier «\u00a0${a.company}\u00a0»`}>
                    <Download className="size-4" aria-hidden="true" />
                    {m.download}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(a)} aria-label={`${m.remove} la candidature «\u00a0${a.company}\u00a0»`}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {m.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmModal
        open={deleting !== null}
        title={m.confirmDelete}
        description={deleting ? m.confirmDeleteText(deleting.company) : null}
        confirmLabel={m.remove}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
