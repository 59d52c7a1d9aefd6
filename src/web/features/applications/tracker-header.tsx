import { ArrowLeft, FilePlus2, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { countByMonth, targetProgress } from '../../../domain/tracker/monthly';
import type { TrackedApplicationSummary } from '../../../domain/tracker/tracked-application';
import { monthName, monthOf } from '../../../domain/tracker/zurich-time';
import { describeApiError } from '../../lib/api-errors';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { ListStates } from '../../ui/list-page';
import { useTrackedApplications } from './api/tracked-applications';
import { useTrackerSettings } from './api/tracker-settings';
import { trackerText as m } from './tracker-messages';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-10 items-center rounded-lg px-3.5 text-[15px] font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  );

/** This month's count against the user's target, in Zurich's month. */
function MonthlyProgress({ applications }: { applications: readonly TrackedApplicationSummary[] }) {
  const settings = useTrackerSettings();
  const now = new Date();
  const month = monthOf(now);
  const count = countByMonth(applications).get(month) ?? 0;
  const target = settings.data?.monthly_target ?? null;
  const progress = targetProgress(month, count, target, now);
  const label = monthName(month);
  const share = target ? Math.min(1, count / target) : 0;
  return (
    <section aria-label="Objectif du mois" className="rounded-xl border border-ink-100 bg-white p-4 shadow-xs" data-testid="monthly-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-[15px] font-semibold text-ink-900">
          {m.month.thisMonth(label.charAt(0).toUpperCase() + label.slice(1), count)}
          {target ? <span className="font-normal text-ink-600"> {m.month.ofTarget(target)}</span> : null}
        </p>
        {target ? (
          <p className={cx('text-sm', progress.onPace ? 'text-emerald-800' : 'text-amber-900')}>
            {progress.met
              ? m.month.remaining(0)
              : `${m.month.remaining(progress.remaining ?? 0)} · ${progress.onPace ? m.month.onPace : m.month.behind(progress.expectedByNow ?? 0)}`}
          </p>
        ) : settings.isSuccess ? (
          <p className="text-sm text-ink-600">
            {m.month.noTarget}{' '}
            <Link className="font-medium text-brand-700 underline" to={`${routes.applicationsProof}#reglages`}>
              {m.month.setTarget}
            </Link>
          </p>
        ) : null}
      </div>
      {target ? (
        <div
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-ink-100"
          role="progressbar"
          aria-label={m.month.progressLabel(count, target)}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={Math.min(count, target)}
        >
          <div
            className={cx('h-full rounded-full transition-[width]', progress.met ? 'bg-emerald-600' : 'bg-brand-600')}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The top of every page of « Mes candidatures »: title, actions, views, and the month against its target. */
function TrackerHeader({ applications }: { applications?: readonly TrackedApplicationSummary[] }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{m.title}</h1>
          <p className="mt-1.5 text-[15px] text-ink-600">{m.lead}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={routes.addApplication}>
              <Plus className="size-4" aria-hidden="true" />
              {m.add}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={routes.newApplication}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              {m.newDossier}
            </Link>
          </Button>
        </div>
      </div>
      <nav aria-label={m.tabsLabel} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1.5">
          <li>
            <NavLink end to={routes.myApplications} className={tabClass}>
              {m.tabs.list}
            </NavLink>
          </li>
          <li>
            <NavLink to={routes.applicationsBoard} className={tabClass}>
              {m.tabs.board}
            </NavLink>
          </li>
          <li>
            <NavLink to={routes.applicationsProof} className={tabClass}>
              {m.tabs.proof}
            </NavLink>
          </li>
        </ul>
      </nav>
      {applications ? <MonthlyProgress applications={applications} /> : null}
    </div>
  );
}

/** A view of « Mes candidatures »: the header, then `children` once the applications are loaded. */
export function TrackerPage({ wide = false, children }: { wide?: boolean; children: (apps: TrackedApplicationSummary[]) => ReactNode }) {
  const list = useTrackedApplications();
  return (
    <div className={cx('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', wide ? 'max-w-7xl' : 'max-w-5xl')}>
      <TrackerHeader applications={list.data} />
      <div className="mt-6">
        <ListStates pending={list.isPending} error={list.isError ? describeApiError(list.error, m.operations.load) : null}>
          {() => list.data && children(list.data)}
        </ListStates>
      </div>
    </div>
  );
}

/** A page under « Mes candidatures » (one application, the import): the way back, the title and its lead. */
export function TrackerSubpage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={routes.myApplications} className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-700 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {m.title}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-1.5 text-[15px] text-ink-600">{lead}</p>
      {children}
    </div>
  );
}
