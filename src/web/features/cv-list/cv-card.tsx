import { Download, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import type { CvCardItem } from './api/list-cvs';
import { CvCardMenu } from './cv-card-menu';
import type { ExportFormat } from '../cv-transfer';
import { CvThumbnail } from './cv-thumbnail';
import { shortFrenchDate } from './format-date';
import { cvListMessages as m } from './messages';

export interface CvCardActions {
  onDownload: (cv: CvCardItem) => void;
  onDuplicate: (cv: CvCardItem) => void;
  onRename: (cv: CvCardItem) => void;
  onDelete: (cv: CvCardItem) => void;
  onExport?: (cv: CvCardItem, format: ExportFormat) => void;
}

/** One CV of the list: its first page, name, template, dates and actions (spec section 2). */
export function CvCard({ cv, ...actions }: { cv: CvCardItem } & CvCardActions) {
  const headingId = `cv-${cv.id}-title`;
  const local = Boolean(cv.localOnly);
  return (
    <article
      aria-labelledby={headingId}
      className="group grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-ink-100 bg-white p-3 shadow-card transition-shadow hover:shadow-pop sm:flex sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0 [content-visibility:auto] [contain-intrinsic-size:auto_32rem]"
    >
      {local ? (
        <CvThumbnail cv={cv} className="rounded-lg sm:rounded-none" />
      ) : (
        // Out of the keyboard order (« Modifier » is the same link), yet named while its image loads.
        <Link
          to={routes.editorCv(cv.id)}
          tabIndex={-1}
          aria-label={`Ouvrir le CV «\u00a0${cv.title}\u00a0»`}
          className="block rounded-lg ring-1 ring-ink-100 sm:rounded-none sm:border-b sm:border-ink-100 sm:ring-0"
        >
          <CvThumbnail cv={cv} className="rounded-lg transition-opacity group-hover:opacity-95 sm:rounded-none" />
        </Link>
      )}

      <div className="flex min-w-0 flex-col sm:px-4 sm:pt-3.5">
        <div className="flex items-start gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 truncate pt-1 text-base font-semibold text-ink-900" title={cv.title}>
            {cv.title}
          </h2>
          <CvCardMenu
            cvId={local ? undefined : cv.id}
            cvName={cv.title}
            disabled={local}
            onDuplicate={() => actions.onDuplicate(cv)}
            onRename={() => actions.onRename(cv)}
            onDelete={() => actions.onDelete(cv)}
            {...(actions.onExport && !local ? { onExport: (format: ExportFormat) => actions.onExport?.(cv, format) } : {})}
          />
        </div>
        <p className="truncate text-xs font-medium text-ink-500">
          Modèle {cv.template.id} · {cv.template.name}
          {local && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{m.localCopy}</span>}
        </p>
        <dl className="mt-2 space-y-0.5 text-xs text-ink-600 min-[400px]:text-[13px]">
          <div className="flex flex-wrap gap-x-1">
            <dt className="whitespace-nowrap">{m.created}</dt>
            <dd className="tabular-nums text-ink-800">{shortFrenchDate(cv.created_at)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="whitespace-nowrap">{m.modified}</dt>
            <dd className="tabular-nums text-ink-800">{shortFrenchDate(cv.updated_at)}</dd>
          </div>
        </dl>
      </div>

      <div className="col-span-2 flex gap-2 sm:px-4 sm:pt-4 sm:pb-4">
        {local ? (
          <Button variant="outline" size="sm" className="flex-1" disabled>
            {m.edit}
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={routes.editorCv(cv.id)} aria-label={`${m.edit} «\u00a0${cv.title}\u00a0»`}>
              <PenLine className="size-4 sm:hidden xl:hidden" aria-hidden="true" />
              {m.edit}
            </Link>
          </Button>
        )}
        <Button size="sm" className="flex-1" disabled={local} onClick={() => actions.onDownload(cv)} aria-label={`${m.download} «\u00a0${cv.title}\u00a0»`}>
          <Download className="size-4 sm:hidden xl:hidden" aria-hidden="true" />
          {m.download}
        </Button>
      </div>
    </article>
  );
}

export function CvCardSkeleton() {
  return (
    <div
      className="grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-ink-100 bg-white p-3 shadow-card sm:flex sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
      aria-hidden="true"
    >
      <div className="aspect-[210/297] animate-pulse rounded-lg bg-ink-100 sm:rounded-none" />
      <div className="space-y-2.5 sm:px-4 sm:pt-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-ink-100" />
      </div>
      <div className="col-span-2 flex gap-2 sm:p-4">
        <div className="h-9 flex-1 animate-pulse rounded-lg bg-ink-100" />
        <div className="h-9 flex-1 animate-pulse rounded-lg bg-ink-100" />
      </div>
    </div>
  );
}
