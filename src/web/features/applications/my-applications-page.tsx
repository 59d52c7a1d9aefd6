import { Download, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Application } from '../../../domain/dossier/application';
import { formatBytes } from '../../../domain/dossier/attachment';
import { describeApiError } from '../../lib/api-errors';
import { goToPricingForDownload, isSubscriptionRequired } from '../../lib/download-gate';
import { useConfirmedRemoval } from '../../lib/use-confirmed-removal';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyList, ListPage, ListStates } from '../../ui/list-page';
import { useToast } from '../../ui/toast';
import { downloadApplicationPdf, useApplicationList, useDeleteApplication } from './api/applications';
import { applicationMessages as m } from './messages';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('fr-CH', { day: 'numeric', month: 'long', year: 'numeric' });

/** /mes_candidatures: the applications made, each with the file that was sent. */
export function MyApplicationsPage() {
  const list = useApplicationList();
  const remove = useDeleteApplication();
  const removal = useConfirmedRemoval<Application>({ remove: (a) => remove.mutateAsync(a.id), done: m.deleted, operation: m.operations.remove });
  const toast = useToast();
  const navigate = useNavigate();
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

  const newApplication = (
    <Button asChild>
      <Link to={routes.newApplication}>{m.newApplication}</Link>
    </Button>
  );

  return (
    <ListPage title={m.title} lead={m.lead} action={newApplication}>
      <div className="mt-8">
        <ListStates
          pending={list.isPending}
          error={list.isError ? describeApiError(list.error, m.operations.load) : null}
          isEmpty={list.data?.length === 0}
          empty={<EmptyList icon={Send} title={m.empty} hint={m.emptyHint} action={newApplication} />}
        >
          {() => (
            <ul className="flex flex-col gap-3">
              {list.data?.map((a) => (
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
                    <Button variant="ghost" size="sm" onClick={() => removal.ask(a)} aria-label={`${m.remove} la candidature «\u00a0${a.company}\u00a0»`}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      {m.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>

      <ConfirmModal {...removal.dialog} title={m.confirmDelete} description={removal.target ? m.confirmDeleteText(removal.target.company) : null} confirmLabel={m.remove} />
    </ListPage>
  );
}
