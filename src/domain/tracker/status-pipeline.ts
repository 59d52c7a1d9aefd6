import type { ApplicationStatus, StatusChange } from './tracked-application.js';
import { zurichDay } from './zurich-time.js';

/**
 * The status pipeline of an application. Any move is allowed (a board is for correcting as
 * much as for progressing), and each move is dated in the history. What a move implies:
 * - leaving « à envoyer » for any status that means it went out dates the sending (today in
 *   Zurich) unless a date was given: that date puts it in a month of the ORP proof;
 * - back to « à envoyer » means it was not sent after all: no date, no follow-up;
 * - « retirée » before it was sent stays undated (a withdrawn draft is no job-search effort).
 */

/** Statuses that say the application went out. */
const SENT_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['sent', 'interview', 'offer', 'rejected', 'no_answer']);

/** The history keeps the last changes only: enough to read a search, bounded in storage. */
export const MAX_HISTORY = 50;

export interface PipelineState {
  status: ApplicationStatus;
  sent_on: string | null;
  status_history: StatusChange[];
  followed_up_at: string | null;
}

/** `state` moved to `to` at `now`; unchanged when it is already there. */
export function moveToStatus<T extends PipelineState>(state: T, to: ApplicationStatus, now: Date): T {
  if (state.status === to) return state;
  const history = [...state.status_history, { status: to, at: now.toISOString() }].slice(-MAX_HISTORY);
  if (to === 'to_send') return { ...state, status: to, status_history: history, sent_on: null, followed_up_at: null };
  const sentOn = state.sent_on ?? (SENT_STATUSES.has(to) ? zurichDay(now) : null);
  return { ...state, status: to, status_history: history, sent_on: sentOn };
}

/**
 * The dates a status implies, for an application written whole (created, edited, imported):
 * « à envoyer » has no sending date; a sent one without a date was sent today.
 */
export function settleSentDate(status: ApplicationStatus, sentOn: string | null, now: Date): string | null {
  if (status === 'to_send') return null;
  if (sentOn) return sentOn;
  return SENT_STATUSES.has(status) ? zurichDay(now) : null;
}

/** Statuses still waiting for an answer: an interview date given moves them to « Entretien ». */
const WAITING: ReadonlySet<ApplicationStatus> = new Set(['to_send', 'sent', 'no_answer']);

/** The status an application takes when it gets an interview date. */
export function statusWithInterview(status: ApplicationStatus, hasInterview: boolean): ApplicationStatus {
  return hasInterview && WAITING.has(status) ? 'interview' : status;
}

/** The first history of a new application. */
export function initialHistory(status: ApplicationStatus, now: Date): StatusChange[] {
  return [{ status, at: now.toISOString() }];
}

/** True when the application went out: it counts in its month and appears on the proof. */
export function wasSent(app: { status: ApplicationStatus; sent_on: string | null }): boolean {
  return app.status !== 'to_send' && app.sent_on !== null;
}

/** True while an answer is awaited: the only status a « Relancer » reminder is for. */
export function awaitsAnswer(status: ApplicationStatus): boolean {
  return status === 'sent';
}
