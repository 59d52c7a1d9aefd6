import { wasSent } from './status-pipeline.js';
import type { ApplicationStatus } from './tracked-application.js';
import { daysBetween, lastDayOf, monthOf, nextMonth, zurichDay } from './zurich-time.js';

/**
 * The month an application counts in is the month of its sending date, a calendar day in
 * Zurich (zurich-time.ts): sent at 23:30 on 31 January in Zurich, it is January's; sent at
 * 23:30 UTC on 31 January (00:30 on 1 February in Zurich), it is February's.
 */

interface Dated {
  status: ApplicationStatus;
  sent_on: string | null;
}

/** The month an application counts in, or null while it has not been sent. */
export function proofMonthOf(app: Dated): string | null {
  return wasSent(app) ? monthOf(app.sent_on!) : null;
}

/** Sent applications per month. */
export function countByMonth(apps: readonly Dated[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const app of apps) {
    const month = proofMonthOf(app);
    if (month) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return counts;
}

/** The applications of `month`, oldest sending first (the proof's order). */
export function applicationsOfMonth<T extends Dated>(apps: readonly T[], month: string): T[] {
  return apps.filter((a) => proofMonthOf(a) === month).sort((a, b) => a.sent_on!.localeCompare(b.sent_on!));
}

/** The last `n` months up to the current one in Zurich, newest first. */
export function recentMonths(now: Date, n: number): string[] {
  const current = monthOf(now);
  return Array.from({ length: n }, (_, i) => nextMonth(current, -i));
}

export interface TargetProgress {
  month: string;
  count: number;
  target: number | null;
  /** Applications still to make to reach the target (0 once met; null without a target). */
  remaining: number | null;
  met: boolean | null;
  /**
   * How many the target asks for by today, spread evenly over the month (the whole target for
   * a month that is over): the pace the ORP expects, « 2-3 par semaine ».
   */
  expectedByNow: number | null;
  onPace: boolean | null;
}

/** Where `count` applications in `month` stand against the monthly `target`, at `now`. */
export function targetProgress(month: string, count: number, target: number | null, now: Date): TargetProgress {
  if (!target) return { month, count, target: null, remaining: null, met: null, expectedByNow: null, onPace: null };
  const today = zurichDay(now);
  const current = monthOf(today);
  let expected: number;
  if (month < current) expected = target;
  else if (month > current) expected = 0;
  else {
    const daysInMonth = Number(lastDayOf(month).slice(8));
    const elapsed = daysBetween(`${month}-01`, today) + 1;
    expected = Math.ceil((target * elapsed) / daysInMonth);
  }
  return { month, count, target, remaining: Math.max(0, target - count), met: count >= target, expectedByNow: expected, onPace: count >= expected };
}

/** The progress of each of `months` (newest first, as `recentMonths` gives them). */
export function monthlyProgress(apps: readonly Dated[], months: readonly string[], target: number | null, now: Date): TargetProgress[] {
  const counts = countByMonth(apps);
  return months.map((month) => targetProgress(month, counts.get(month) ?? 0, target, now));
}
