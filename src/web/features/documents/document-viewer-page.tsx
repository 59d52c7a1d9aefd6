import { ArrowLeft, Download, FileWarning } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatBytes, type Attachment } from '../../../domain/dossier/attachment';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useObjectUrl } from '../../lib/use-object-url';
import { downloadStoredDocument, useDocumentList, useDocumentPage } from './api/documents';
import { documentMessages as m } from './messages';

function Page({ doc, page, enabled, onDone }: { doc: Attachment; page: number; enabled: boolean; onDone: (page: number) => void }) {
  const image = useDocumentPage(doc.id, page, enabled);
  const url = useObjectUrl(image.data);
  const settled = image.isSuccess || image.isError;
  useEffect(() => {
    if (settled) onDone(page);
  }, [settled, page, onDone]);
  const alt = m.pageAlt(page, doc.page_count, doc.name);
  return (
    <li className="mx-auto w-full max-w-3xl">
      <div className="overflow-hidden rounded-md bg-white shadow-card ring-1 ring-ink-900/10" style={{ aspectRatio: url ? undefined : '210 / 297' }}>
        {url ? (
          <img src={url} alt={alt} className="block h-auto w-full" data-testid="document-page" />
        ) : image.isError ? (
          <p className="p-6 text-sm text-red-700" role="alert">
            {m.pageFailed}
          </p>
        ) : (
          <LoadingBlock label={alt} />
        )}
      </div>
      <p className="mt-2 text-center text-xs text-ink-700" aria-hidden="true">
        {page} / {doc.page_count}
      </p>
    </li>
  );
}

/** /mes_documents/{id}: « Ouvrir », the stored copy page by page, as the recruiter's viewer draws it. */
export function DocumentViewerPage() {
  const { documentId = '' } = useParams();
  const list = useDocumentList();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  // Pages are asked for two at a time, in order: the server draws them one by one for each user.
  const [asked, setAsked] = useState(2);
  const onDone = useCallback((page: number) => setAsked((n) => Math.max(n, page + 2)), []);
  const doc = list.data?.documents.find((d) => d.id === documentId);
  usePageMeta(doc ? doc.name : m.title);

  const download = async (target: Attachment) => {
    setDownloading(true);
    try {
      await downloadStoredDocument(target);
    } catch (err) {
      toast.error(describeApiError(err, m.operations.download));
    }
    setDownloading(false);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={routes.myDocuments}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {m.viewerBack}
      </Link>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{describeApiError(list.error, m.operations.load)}</p>
        </Alert>
      ) : !doc ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-ink-100 bg-white px-6 py-10 text-center" role="alert">
          <FileWarning className="size-8 text-ink-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-ink-700">{m.viewerNotFound}</p>
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">{doc.name}</h1>
              <p className="mt-1 text-sm text-ink-600">
                {m.pages(doc.page_count)} · {formatBytes(doc.byte_size)} · {doc.content_type === 'application/pdf' ? 'PDF' : 'Image'}
              </p>
            </div>
            <Button variant="outline" onClick={() => void download(doc)} disabled={downloading}>
              <Download className="size-4" aria-hidden="true" />
              {m.viewerDownload}
            </Button>
          </div>
          <p className="mt-4 max-w-3xl text-[15px] text-ink-700">{m.viewerLead}</p>
          <ol className="mt-6 flex flex-col gap-6 rounded-2xl bg-ink-100/70 px-3 py-6 sm:px-8" aria-label={doc.name}>
            {Array.from({ length: doc.page_count }, (_, i) => (
              <Page key={i} doc={doc} page={i + 1} enabled={i + 1 <= asked} onDone={onDone} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
