import { describe, expect, it } from 'vitest';
import {
  followUpDay,
  interviewReminderAt,
  isFollowUpDue,
  isFollowUpMailDue,
  isInterviewReminderDue,
  monthlyReminderMonth,
  proofDeadline,
  reminderKeys,
} from './reminders';

/** A clock the test moves, as the scheduled job reads it. */
function clock(start: string) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (iso: string) => {
      t = new Date(iso).getTime();
    },
  };
}

const sent = { status: 'sent' as const, sent_on: '2026-01-05', followed_up_at: null };

describe('the « Relancer » schedule', () => {
  it('falls due 10 days after sending (or the user’s delay), from 08:00 in Zurich', () => {
    expect(followUpDay(sent)).toBe('2026-01-15');
    expect(followUpDay(sent, 7)).toBe('2026-01-12');
    const c = clock('2026-01-15T06:59:00Z'); // 07:59 in Zurich
    expect(isFollowUpDue(sent, 10, c.now())).toBe(false);
    c.set('2026-01-15T07:00:00Z'); // 08:00 in Zurich
    expect(isFollowUpDue(sent, 10, c.now())).toBe(true);
    expect(isFollowUpMailDue(sent, 10, c.now())).toBe(true);
  });

  it('is not due once answered, followed up or not sent; is mailed only within 7 days of falling due', () => {
    const late = new Date('2026-02-01T09:00:00Z');
    for (const status of ['interview', 'offer', 'rejected', 'no_answer', 'withdrawn', 'to_send'] as const)
      expect(isFollowUpDue({ ...sent, status }, 10, late)).toBe(false);
    expect(isFollowUpDue({ ...sent, followed_up_at: '2026-01-16T09:00:00.000Z' }, 10, late)).toBe(false);
    expect(isFollowUpDue({ ...sent, sent_on: null }, 10, late)).toBe(false);
    // Due on 15 January at 08:00: mailed until 22 January 07:59, shown in the list after.
    expect(isFollowUpMailDue(sent, 10, new Date('2026-01-22T06:59:00Z'))).toBe(true);
    expect(isFollowUpMailDue(sent, 10, new Date('2026-01-22T07:00:00Z'))).toBe(false);
    expect(isFollowUpDue(sent, 10, new Date('2026-01-22T07:00:00Z'))).toBe(true);
  });
});

describe('the interview reminder', () => {
  it('goes out the day before from 08:00 in Zurich, until the interview starts', () => {
    const interview = { status: 'interview' as const, interview_at: new Date('2026-03-10T13:30:00Z') }; // 14:30 in Zurich
    expect(interviewReminderAt(interview.interview_at).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    const c = clock('2026-03-09T06:59:00Z');
    expect(isInterviewReminderDue(interview, c.now())).toBe(false);
    c.set('2026-03-09T07:00:00Z');
    expect(isInterviewReminderDue(interview, c.now())).toBe(true);
    c.set('2026-03-10T13:29:00Z');
    expect(isInterviewReminderDue(interview, c.now())).toBe(true);
    c.set('2026-03-10T13:30:00Z');
    expect(isInterviewReminderDue(interview, c.now())).toBe(false);
  });

  it('uses the Zurich day of an early-morning interview, and none for a closed application', () => {
    // 00:30 on 1 April in Zurich (summer) is 22:30 UTC on 31 March: the day before is 31 March.
    expect(interviewReminderAt(new Date('2026-03-31T22:30:00Z')).toISOString()).toBe('2026-03-31T06:00:00.000Z');
    expect(isInterviewReminderDue({ status: 'rejected', interview_at: new Date('2026-03-10T13:30:00Z') }, new Date('2026-03-09T12:00:00Z'))).toBe(false);
    expect(isInterviewReminderDue({ status: 'interview', interview_at: null }, new Date('2026-03-09T12:00:00Z'))).toBe(false);
  });
});

describe('the monthly reminder before the 5th', () => {
  it('is about the month before, from the 2nd at 08:00 until the 5th ends, in Zurich', () => {
    const c = clock('2026-02-02T06:59:00Z');
    expect(monthlyReminderMonth(c.now())).toBeNull();
    c.set('2026-02-02T07:00:00Z');
    expect(monthlyReminderMonth(c.now())).toBe('2026-01');
    c.set('2026-02-05T22:59:00Z'); // 23:59 on the 5th in Zurich
    expect(monthlyReminderMonth(c.now())).toBe('2026-01');
    c.set('2026-02-05T23:00:00Z'); // midnight: the 6th
    expect(monthlyReminderMonth(c.now())).toBeNull();
    c.set('2026-01-02T08:00:00Z');
    expect(monthlyReminderMonth(c.now())).toBe('2025-12');
    c.set('2026-01-15T08:00:00Z');
    expect(monthlyReminderMonth(c.now())).toBeNull();
    expect(proofDeadline('2025-12')).toBe('2026-01-05');
  });

  it('keys each reminder by what it is about, so that a new date is a new reminder', () => {
    expect(reminderKeys.followUp('a1', '2026-01-05')).toBe('follow_up:a1:2026-01-05');
    expect(reminderKeys.interview('a1', new Date('2026-03-10T13:30:00Z'))).toBe('interview:a1:2026-03-10T13:30:00.000Z');
    expect(reminderKeys.monthly('u1', '2026-01')).toBe('monthly:u1:2026-01');
  });
});
