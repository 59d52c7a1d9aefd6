import { BellRing, Download, Send, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, statusLabels, type TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import { monthName, monthOf, zurichDay } from '../../../domain/tracker/zurich-time';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { EmptyList } from '../../ui/list-page';
import { usePageMeta } from '../../ui/page-meta';
import { controlClass } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useTrackDossier, useUntrackedDossiers } from './api/tracked-applications';
import { downloadTrackerCsv } from './api/tracker-files';
import { ApplicationRow, isFollowUpDue } from './application-row';
import { TrackerPage } from './tracker-header';
import { trackerText as m } from './tracker-messages';
import { useApplicationActions } from './use-application-actions';

const FOLLOW_UP = 'a_relancer';
const NOT_SENT = 'non_envoyees';
const selectClass = cx(controlClass(false), 'h-10 px-3 text-sm');

function matches(app: TrackedApplicationSummary, status: string, month: string): boolean {
  if (status === FOLLOW_UP ? !isFollowUpDue(app) : status && app.status !== status) return false;
  if (month === NOT_SENT) return app.sent_on === null;
  return !month || (app.sent_on !== null && monthOf(app.sent_on) === month);
}

/** Merged files made before the tracker: « Suivre » makes each a tracked application. */
function UntrackedDossiers() {
  const dossiers = useUntrackedDossiers();
  const track = useTrackDossier();
  const toast = useToast();
  if (!dossiers.data?.length) return null;
  return (
    <section aria-labelledby="untracked-title" className="mt-10 rounded-xl border border-dashed border-ink-200 bg-ink-50/60 p-4 sm:p-5">
      <h2 id="untracked-title" className="text-lg font-semibold text-ink-900">
        {m.untracked.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{m.untracked.lead}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {dossiers.data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2" data-testid="untracked-dossier">
            <span className="min-w-0 text-[15px] text-ink-800">
              <strong className="font-semibold">{d.company}</strong>
              {d.position ? ` · ${d.position}` : ''}
            </span>
            <Button
              size="sm"
              variant="outline"
              loading={track.isPending && track.variables === d.id}
              aria-label={m.untracked.trackLabel(d.company)}
              onClick={() =>
                track.mutate(d.id, {
                  onSuccess: () => toast.success(m.untracked.tracked(d.company), 3000),
                  onError: (err) => toast.error(describeApiError(err, m.operations.track)),
                })
              }
            >
              {m.untracked.track}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The list, its filters (in the address, so that a mail's link opens « À relancer ») and its tools. */
function ApplicationList({ apps }: { apps: TrackedApplicationSummary[] }) {
  const actions = useApplicationActions();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const status = params.get('statut') ?? '';
  const month = params.get('mois') ?? '';
  const months = useMemo(() => [...new Set(apps.filter((a) => a.sent_on).map((a) => monthOf(a.sent_on!)))].sort().reverse(), [apps]);
  const shown = apps.filter((a) => matches(a, status, month));
  const dueCount = apps.filter((a) => isFollowUpDue(a)).length;

  const setFilter = (key: 'statut' | 'mois', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTrackerCsv(zurichDay(new Date()));
      toast.success(m.exported, 3000);
    } catch (err) {
      toast.error(describeApiError(err, m.operations.export));
    } finally {
      setExporting(false);
    }
  };

  if (apps.length === 0) {
    return (
      <EmptyList
        icon={Send}
        title={m.empty}
        hint={m.emptyHint}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={routes.addApplication}>{m.add}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={routes.applicationsImport}>{m.importSheet}</Link>
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <>
      {dueCount > 0 && status !== FOLLOW_UP ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
          role="status"
        >
          <p className="flex items-center gap-2 text-[15px] font-medium">
            <BellRing className="size-5" aria-hidden="true" />
            {m.followUpBanner(dueCount)}
          </p>
          <Button size="sm" variant="outline" onClick={() => setFilter('statut', FOLLOW_UP)}>
            {m.showFollowUps}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor="filter-status" className="text-sm font-medium text-ink-700">
              {m.filters.status}
            </label>
            <select id="filter-status" className={selectClass} value={status} onChange={(e) => setFilter('statut', e.target.value)}>
              <option value="">{m.filters.allStatuses}</option>
              <option value={FOLLOW_UP}>{m.filters.followUp}</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor="filter-month" className="text-sm font-medium text-ink-700">
              {m.filters.month}
            </label>
            <select id="filter-month" className={selectClass} value={month} onChange={(e) => setFilter('mois', e.target.value)}>
              <option value="">{m.filters.allMonths}</option>
              <option value={NOT_SENT}>{m.filters.notSent}</option>
              {months.map((mo) => (
                <option key={mo} value={mo}>
                  {monthName(mo)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={routes.applicationsImport}>
              <Upload className="size-4" aria-hidden="true" />
              {m.import}
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} loading={exporting}>
            <Download className="size-4" aria-hidden="true" />
            {m.export}
          </Button>
        </div>
      </div>
      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {m.count(shown.length, apps.length)}
        {shown.length < apps.length ? (
          <>
            {' · '}
            <button type="button" className="font-medium text-brand-700 underline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {m.filters.clear}
            </button>
          </>
        ) : null}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink-200 px-4 py-8 text-center text-[15px] text-ink-600">{m.noMatch}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {shown.map((app) => (
            <ApplicationRow key={app.id} app={app} actions={actions} />
          ))}
        </ul>
      )}
      {actions.dialog}
    </>
  );
}

/** /mes_candidatures: every application, filtered by status and month, with its follow-up and its file. */
export function MyApplicationsPage() {
  usePageMeta(m.title);
  return (
    <TrackerPage>
      {(apps) => (
        <>
          <ApplicationList apps={apps} />
          <UntrackedDossiers />
        </>
      )}
    </TrackerPage>
  );
}
