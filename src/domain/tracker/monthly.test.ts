import { describe, expect, it } from 'vitest';
import { applicationsOfMonth, countByMonth, monthlyProgress, proofMonthOf, recentMonths, targetProgress } from './monthly';
import { moveToStatus } from './status-pipeline';
import type { ApplicationStatus } from './tracked-application';
import { addDays, lastDayOf, monthName, nextMonth, zurichDay, zurichInstant } from './zurich-time';

const app = (status: ApplicationStatus, sent_on: string | null) => ({ status, sent_on });
const sentAt = (instant: string) => moveToStatus({ status: 'to_send', sent_on: null, status_history: [], followed_up_at: null }, 'sent', new Date(instant));

describe('monthly grouping in Europe/Zurich', () => {
  it('counts an application sent on the 31st at 23:30 in the month Zurich was in', () => {
    // 31 January 23:30 in Zurich (winter, UTC+1) is 22:30 UTC: January.
    expect(proofMonthOf(sentAt('2026-01-31T22:30:00Z'))).toBe('2026-01');
    // 31 January 23:30 UTC is 00:30 on 1 February in Zurich: February.
    expect(proofMonthOf(sentAt('2026-01-31T23:30:00Z'))).toBe('2026-02');
    // 31 March 23:30 in Zurich (summer time since the 29th, UTC+2) is 21:30 UTC: March.
    expect(proofMonthOf(sentAt('2026-03-31T21:30:00Z'))).toBe('2026-03');
    expect(proofMonthOf(sentAt('2026-03-31T22:30:00Z'))).toBe('2026-04');
    // 31 December 23:30 in Zurich: still the old year.
    expect(proofMonthOf(sentAt('2026-12-31T22:30:00Z'))).toBe('2026-12');
  });

  it('converts Zurich wall times across the changes of time', () => {
    expect(zurichInstant('2026-01-31', 23, 30).toISOString()).toBe('2026-01-31T22:30:00.000Z');
    expect(zurichInstant('2026-07-31', 23, 30).toISOString()).toBe('2026-07-31T21:30:00.000Z');
    expect(zurichInstant('2026-03-29', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(zurichInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(zurichDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(addDays('2026-01-25', 10)).toBe('2026-02-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-01', -1)).toBe('2025-12');
    expect([monthName('2026-02', 'fr'), monthName('2026-02', 'de'), monthName('2026-02', 'it')]).toEqual(['février 2026', 'Februar 2026', 'febbraio 2026']);
  });

  it('counts only applications that went out, oldest first in their month', () => {
    const apps = [
      app('sent', '2026-01-20'),
      app('to_send', null),
      app('rejected', '2026-01-03'),
      app('withdrawn', null),
      app('interview', '2026-02-01'),
      app('withdrawn', '2026-01-10'),
    ];
    expect(Object.fromEntries(countByMonth(apps))).toEqual({ '2026-01': 3, '2026-02': 1 });
    expect(applicationsOfMonth(apps, '2026-01').map((a) => a.sent_on)).toEqual(['2026-01-03', '2026-01-10', '2026-01-20']);
  });

  it('lists the recent months newest first, in Zurich', () => {
    expect(recentMonths(new Date('2026-02-28T23:30:00Z'), 3)).toEqual(['2026-03', '2026-02', '2026-01']);
  });
});

describe('monthly targets', () => {
  it('says what remains and whether the month keeps the pace of its target', () => {
    // 20 January: 12 a month asks for ceil(12 × 20 / 31) = 8 by today.
    const now = new Date('2026-01-20T10:00:00Z');
    expect(targetProgress('2026-01', 8, 12, now)).toEqual({ month: '2026-01', count: 8, target: 12, remaining: 4, met: false, expectedByNow: 8, onPace: true });
    expect(targetProgress('2026-01', 7, 12, now)).toMatchObject({ remaining: 5, onPace: false });
    // A month that is over asks for its whole target; a later month for none yet.
    expect(targetProgress('2025-12', 12, 12, now)).toMatchObject({ remaining: 0, met: true, expectedByNow: 12, onPace: true });
    expect(targetProgress('2025-12', 9, 12, now)).toMatchObject({ remaining: 3, met: false, onPace: false });
    expect(targetProgress('2026-02', 0, 12, now)).toMatchObject({ expectedByNow: 0, onPace: true });
    // Going over the target leaves nothing to do.
    expect(targetProgress('2026-01', 15, 12, now)).toMatchObject({ remaining: 0, met: true });
    // No target: the count alone.
    expect(targetProgress('2026-01', 5, null, now)).toEqual({
      month: '2026-01',
      count: 5,
      target: null,
      remaining: null,
      met: null,
      expectedByNow: null,
      onPace: null,
    });
  });

  it('reads the last day of a month in Zurich, not UTC', () => {
    // 23:30 UTC on 31 January is already February in Zurich: January is over, its whole target is due.
    expect(targetProgress('2026-01', 10, 12, new Date('2026-01-31T23:30:00Z')).expectedByNow).toBe(12);
    expect(targetProgress('2026-01', 10, 12, new Date('2026-01-31T22:30:00Z')).expectedByNow).toBe(12);
    expect(targetProgress('2026-01', 10, 12, new Date('2026-01-01T00:30:00Z')).expectedByNow).toBe(1);
  });

  it('gives each recent month its count against the target', () => {
    const apps = [app('sent', '2026-01-20'), app('offer', '2026-01-21'), app('sent', '2025-12-01')];
    const progress = monthlyProgress(apps, recentMonths(new Date('2026-01-25T10:00:00Z'), 2), 10, new Date('2026-01-25T10:00:00Z'));
    expect(progress.map((p) => [p.month, p.count, p.remaining])).toEqual([
      ['2026-01', 2, 8],
      ['2025-12', 1, 9],
    ]);
  });
});
