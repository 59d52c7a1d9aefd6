import { FolderOpen } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ATTACHMENT_LIMITS, attachmentMessages, formatBytes, type Attachment } from '../../../domain/dossier/attachment';
import { describeApiError } from '../../lib/api-errors';
import { useConfirmedRemoval } from '../../lib/use-confirmed-removal';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyList, ListPage, ListStates } from '../../ui/list-page';
import { useToast } from '../../ui/toast';
import { refreshDocumentList, uploadDocument, useDeleteDocument, useDocumentList } from './api/documents';
import { DocumentRow } from './document-row';
import { documentMessages as m } from './messages';
import { UploadArea } from './upload-area';

interface UploadState {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

/** /mes_documents: certificates, diplomas and attestations for application files. */
export function MyDocumentsPage() {
  const list = useDocumentList();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useDeleteDocument();
  const removal = useConfirmedRemoval<Attachment>({ remove: (doc) => remove.mutateAsync(doc.id), done: m.deleted, operation: m.operations.remove });
  const [uploads, setUploads] = useState<UploadState[]>([]);

  const update = (key: number, patch: Partial<UploadState>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const onFiles = async (files: File[]) => {
    const queued = files.map((file, i) => ({ file, state: { key: Date.now() + i, name: file.name, progress: 0 } }));
    setUploads((all) => [...all.filter((u) => !u.error), ...queued.map((q) => q.state)]);
    // One at a time: the server re-writes each file, and a phone's upload bandwidth is small.
    for (const { file, state } of queued) {
      if (file.size > ATTACHMENT_LIMITS.maxUploadBytes) {
        update(state.key, { error: attachmentMessages.tooLarge });
        continue;
      }
      try {
        await uploadDocument(file, undefined, (progress) => update(state.key, { progress }));
        setUploads((all) => all.filter((u) => u.key !== state.key));
        toast.success(m.uploaded, 3000);
      } catch (err) {
        update(state.key, { error: describeApiError(err, m.operations.upload) });
      }
      await refreshDocumentList(queryClient);
    }
  };

  const data = list.data;
  return (
    <ListPage
      title={m.title}
      lead={m.lead}
      action={
        <Button asChild variant="outline">
          <Link to={routes.newApplication}>{m.newApplication}</Link>
        </Button>
      }
    >
      {data && (
        <div className="mt-6">
          <p className="text-sm text-ink-700" data-testid="quota">
            {m.quota(formatBytes(data.used_bytes), formatBytes(data.quota_bytes), data.documents.length, data.max_files)}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
            role="progressbar"
            aria-label="Espace utilisé"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((100 * data.used_bytes) / data.quota_bytes)}
          >
            <div className="h-full bg-brand-600" style={{ width: `${Math.min(100, (100 * data.used_bytes) / data.quota_bytes)}%` }} />
          </div>
        </div>
      )}

      <div className="mt-6">
        <UploadArea onFiles={(files) => void onFiles(files)} />
      </div>

      {uploads.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className="rounded-lg border border-ink-100 bg-white px-4 py-3">
              <p className="truncate text-sm font-medium text-ink-900">{m.uploading(u.name)}</p>
              {u.error ? (
                <p className="mt-1 text-sm text-red-700" role="alert">
                  {u.error}
                </p>
              ) : (
                <>
                  <div
                    className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100"
                    role="progressbar"
                    aria-label={m.uploading(u.name)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(u.progress * 100)}
                  >
                    <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(u.progress * 100)}%` }} />
                  </div>
                  {u.progress >= 1 && <p className="mt-1 text-xs text-ink-500">{m.processing}</p>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-8">
        <ListStates
          pending={list.isPending}
          error={list.isError ? describeApiError(list.error, m.operations.load) : null}
          isEmpty={data?.documents.length === 0}
          empty={<EmptyList icon={FolderOpen} title={m.empty} hint={m.emptyHint} />}
        >
          {() => (
            <ul className="flex flex-col gap-3">
              {data?.documents.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} onDelete={removal.ask} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>

      <ConfirmModal
        {...removal.dialog}
        title={m.confirmDelete}
        description={removal.target ? m.confirmDeleteText(removal.target.name) : null}
        confirmLabel={m.remove}
      />
    </ListPage>
  );
}
