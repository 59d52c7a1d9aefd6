import { Eye, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LIMITS,
  attachmentKindLabels,
  formatBytes,
  type Attachment,
  type AttachmentKind,
} from '../../../domain/dossier/attachment';
import { describeApiError, fieldMessage, ApiRequestError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { controlClass } from '../../ui/text-field';
import { cx } from '../../ui/cx';
import { useToast } from '../../ui/toast';
import { useObjectUrl } from '../../lib/use-object-url';
import { useDocumentThumbnail, useEditDocument } from './api/documents';
import { documentMessages as m } from './messages';

function Thumbnail({ doc }: { doc: Attachment }) {
  const image = useDocumentThumbnail(doc.id);
  const url = useObjectUrl(image.data);
  return (
    <div className="flex h-28 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-ink-100 bg-ink-50">
      {url ? <img src={url} alt="" className="h-full w-full object-cover object-top" /> : <FileText className="size-6 text-ink-400" aria-hidden="true" />}
    </div>
  );
}

/** One document: thumbnail, name, kind and date (each saved when changed), pages and size, delete. */
export function DocumentRow({ doc, onDelete }: { doc: Attachment; onDelete: (doc: Attachment) => void }) {
  const edit = useEditDocument();
  const toast = useToast();
  const [name, setName] = useState(doc.name);
  const [nameError, setNameError] = useState<string>();

  const save = async (changes: { name?: string; kind?: AttachmentKind; document_date?: string | null }) => {
    try {
      await edit.mutateAsync({ id: doc.id, ...changes });
      setNameError(undefined);
    } catch (err) {
      const own =
        err instanceof ApiRequestError
          ? (fieldMessage(err.data, 'name') ?? fieldMessage(err.data, 'document_date') ?? fieldMessage(err.data, 'kind'))
          : undefined;
      if (changes.name !== undefined && own) setNameError(own);
      else toast.error(own ?? describeApiError(err, m.operations.save));
    }
  };

  const ids = `doc-${doc.id}`;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-ink-100 bg-white p-4 shadow-xs sm:flex-row" data-testid="document-row">
      <Thumbnail doc={doc} />
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[1fr_12rem_10rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-name`} className="text-sm font-medium text-ink-700">
            {m.name}
          </label>
          <input
            id={`${ids}-name`}
            className={cx(controlClass(Boolean(nameError)), 'h-10')}
            value={name}
            maxLength={ATTACHMENT_LIMITS.name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => {
              if (name.trim() !== doc.name) void save({ name });
            }}
          />
          {nameError && (
            <p id={`${ids}-name-error`} role="alert" className="text-sm text-red-700">
              {nameError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-kind`} className="text-sm font-medium text-ink-700">
            {m.kind}
          </label>
          <select
            id={`${ids}-kind`}
            className={cx(controlClass(false), 'h-10 px-3')}
            value={doc.kind}
            onChange={(e) => void save({ kind: e.target.value as AttachmentKind })}
          >
            {ATTACHMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {attachmentKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-date`} className="text-sm font-medium text-ink-700">
            {m.date}
          </label>
          <input
            id={`${ids}-date`}
            type="date"
            className={cx(controlClass(false), 'h-10')}
            defaultValue={doc.document_date ?? ''}
            onBlur={(e) => {
              const value = e.target.value || null;
              if (value !== doc.document_date) void save({ document_date: value });
            }}
          />
        </div>
        <p className="text-sm text-ink-600 sm:col-span-3">
          {m.pages(doc.page_count)} · {formatBytes(doc.byte_size)} · {doc.content_type === 'application/pdf' ? 'PDF' : 'Image'}
        </p>
      </div>
      <div className="flex items-start gap-1 sm:flex-col sm:items-end">
        <Button variant="outline" size="sm" asChild>
          <Link to={routes.documentViewer(doc.id)} aria-label={m.openLabel(doc.name)}>
            <Eye className="size-4" aria-hidden="true" />
            {m.open}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(doc)} aria-label={`${m.remove} «\u00a0${doc.name}\u00a0»`}>
          <Trash2 className="size-4" aria-hidden="true" />
          {m.remove}
        </Button>
      </div>
    </li>
  );
}
