import { awaitsAnswer } from './status-pipeline.js';
import { TRACKER_LIMITS, type ApplicationStatus } from './tracked-application.js';
import { addDays, monthOf, nextMonth, zurichDay, zurichInstant } from './zurich-time.js';

/**
 * When each reminder is due, as pure functions of a clock: the scheduled job
 * (server/tracker/reminder-job.ts) asks them, and the list shows « À relancer » with the same rule.
 */

/** Reminders go out from 08:00 in Zurich, never at night. */
export const REMINDER_HOUR = 8;
/**
 * A « Relancer » reminder that fell due longer ago than this is shown in the list but not
 * mailed: an imported spreadsheet of old applications must not send a mail for each one.
 */
export const FOLLOW_UP_MAIL_WINDOW_DAYS = 7;
/** The proof is due at the ORP by the 5th of the next month (art. 26 OACI). */
export const PROOF_DEADLINE_DAY = 5;
/** The monthly reminder goes out on the 2nd, three days before the deadline (and until it). */
export const MONTHLY_REMINDER_DAY = 2;

const DAY_MS = 86_400_000;

interface FollowUpState {
  status: ApplicationStatus;
  sent_on: string | null;
  followed_up_at: string | null;
}

/** The day a sent application with no answer should be followed up, or null when none is due. */
export function followUpDay(app: FollowUpState, followUpDays: number = TRACKER_LIMITS.followUpDays.default): string | null {
  if (!awaitsAnswer(app.status) || !app.sent_on || app.followed_up_at) return null;
  return addDays(app.sent_on, followUpDays);
}

/** True once the follow-up day has come (from 08:00 in Zurich): the list shows « À relancer ». */
export function isFollowUpDue(app: FollowUpState, followUpDays: number, now: Date): boolean {
  const day = followUpDay(app, followUpDays);
  return day !== null && zurichInstant(day, REMINDER_HOUR) <= now;
}

/** True when the follow-up is due and recent enough to be mailed. */
export function isFollowUpMailDue(app: FollowUpState, followUpDays: number, now: Date): boolean {
  const day = followUpDay(app, followUpDays);
  if (day === null) return false;
  const dueAt = zurichInstant(day, REMINDER_HOUR).getTime();
  return dueAt <= now.getTime() && now.getTime() - dueAt < FOLLOW_UP_MAIL_WINDOW_DAYS * DAY_MS;
}

/** The interview reminder goes out the day before, from 08:00 in Zurich. */
export function interviewReminderAt(interviewAt: Date): Date {
  return zurichInstant(addDays(zurichDay(interviewAt), -1), REMINDER_HOUR);
}

/** True from the day before the interview (08:00) until it starts, unless the application was closed. */
export function isInterviewReminderDue(app: { status: ApplicationStatus; interview_at: Date | null }, now: Date): boolean {
  if (!app.interview_at || app.status === 'rejected' || app.status === 'withdrawn') return false;
  return interviewReminderAt(app.interview_at) <= now && now < app.interview_at;
}

/** The day the proof of `month` is due at the ORP. */
export function proofDeadline(month: string): string {
  return `${nextMonth(month)}-0${PROOF_DEADLINE_DAY}`;
}

/**
 * The month whose proof the monthly reminder is about, when it is due at `now`: from 08:00 on
 * the 2nd until the end of the 5th, the month before; null on other days.
 */
export function monthlyReminderMonth(now: Date): string | null {
  const today = zurichDay(now);
  const day = Number(today.slice(8));
  if (day < MONTHLY_REMINDER_DAY || day > PROOF_DEADLINE_DAY) return null;
  const month = monthOf(today);
  if (now < zurichInstant(`${month}-0${MONTHLY_REMINDER_DAY}`, REMINDER_HOUR)) return null;
  return nextMonth(month, -1);
}

/**
 * The key that makes each reminder go out once: stored with a unique index when the mail is
 * queued, so that a restart or a second process finds it taken. A new sending date, interview
 * time or month is a new reminder.
 */
export const reminderKeys = {
  followUp: (applicationId: string, sentOn: string) => `follow_up:${applicationId}:${sentOn}`,
  interview: (applicationId: string, interviewAt: Date) => `interview:${applicationId}:${interviewAt.toISOString()}`,
  monthly: (userId: string, month: string) => `monthly:${userId}:${month}`,
} as const;
