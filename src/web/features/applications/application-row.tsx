import { BellRing, CalendarClock, Check, Download, FileText, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatBytes } from '../../../domain/dossier/attachment';
import { REMINDER_HOUR } from '../../../domain/tracker/reminders';
import { channelLabels, workloadText, type TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import { zurichDay, zurichInstant } from '../../../domain/tracker/zurich-time';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { StatusBadge } from './status-badge';
import { dayLabel, interviewLabel } from './tracker-format';
import { trackerText as m } from './tracker-messages';

/** True once the « Relancer » day has come (from 08:00 in Zurich, as the reminder mail). */
export function isFollowUpDue(app: Pick<TrackedApplicationSummary, 'follow_up_on'>, now = new Date()): boolean {
  return app.follow_up_on !== null && zurichInstant(app.follow_up_on, REMINDER_HOUR) <= now;
}

export interface RowActions {
  onFollowedUp: (app: TrackedApplicationSummary) => void;
  onDownload: (app: TrackedApplicationSummary) => void;
  onDelete: (app: TrackedApplicationSummary) => void;
  busy: string | null;
}

/** One application in the list: what, where, when, its follow-up, its interview and its file. */
export function ApplicationRow({ app, actions }: { app: TrackedApplicationSummary; actions: RowActions }) {
  const due = isFollowUpDue(app);
  const details = [
    app.place,
    workloadText(app.workload_kind, app.workload_percent),
    app.channel ? channelLabels[app.channel] : '',
    app.sent_on ? m.row.sentOn(dayLabel(app.sent_on)) : m.row.notSent,
  ].filter(Boolean);
  return (
    <li className="rounded-xl border border-ink-100 bg-white p-4 shadow-xs" data-testid="application-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={app.status} />
            {app.orp_assigned ? <span className="rounded-full border border-ink-200 px-2 py-0.5 text-xs font-medium text-ink-700">{m.row.orp}</span> : null}
          </div>
          <h2 className="mt-1.5 text-lg leading-snug font-semibold break-words text-ink-900">
            <Link to={routes.trackedApplication(app.id)} className="hover:underline">
              {app.company}
            </Link>
          </h2>
          {app.position ? <p className="text-[15px] break-words text-ink-700">{app.position}</p> : null}
          <p className="mt-1 text-sm text-ink-600">{details.join(' · ')}</p>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            {due ? (
              <span className="inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900" data-testid="follow-up-due">
                <BellRing className="size-4" aria-hidden="true" />
                {m.row.followUpDue(dayLabel(app.follow_up_on!))}
              </span>
            ) : app.follow_up_on ? (
              <span className="inline-flex items-center gap-1.5 rounded-md bg-ink-50 px-2 py-1 text-ink-700">
                {m.row.followUpOn(dayLabel(app.follow_up_on))}
              </span>
            ) : app.followed_up_at ? (
              <span className="inline-flex items-center gap-1.5 rounded-md bg-ink-50 px-2 py-1 text-ink-700">
                {m.row.followedUp(dayLabel(zurichDay(new Date(app.followed_up_at))))}
              </span>
            ) : null}
            {app.interview_at ? (
              <span className="inline-flex items-center gap-1.5 rounded-md bg-violet-50 px-2 py-1 text-violet-900">
                <CalendarClock className="size-4" aria-hidden="true" />
                {m.row.interview(interviewLabel(app.interview_at))}
              </span>
            ) : null}
            {app.dossier ? (
              <span className="inline-flex items-center gap-1.5 rounded-md bg-ink-50 px-2 py-1 text-ink-700">
                <FileText className="size-4" aria-hidden="true" />
                {m.row.dossier(app.dossier.document_count, app.dossier.page_count, formatBytes(app.dossier.byte_size))}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {due ? (
            <Button
              size="sm"
              onClick={() => actions.onFollowedUp(app)}
              loading={actions.busy === `follow-up:${app.id}`}
              aria-label={m.row.markFollowedUpLabel(app.company)}
            >
              <Check className="size-4" aria-hidden="true" />
              {m.row.markFollowedUp}
            </Button>
          ) : null}
          {app.dossier ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onDownload(app)}
              loading={actions.busy === `download:${app.id}`}
              aria-label={m.row.downloadLabel(app.company)}
            >
              <Download className="size-4" aria-hidden="true" />
              {m.row.download}
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <Link to={routes.trackedApplication(app.id)} aria-label={m.row.editLabel(app.company)}>
              <Pencil className="size-4" aria-hidden="true" />
              {m.row.edit}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onDelete(app)} aria-label={m.row.removeLabel(app.company)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {m.row.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
