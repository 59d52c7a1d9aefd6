import { and, between, count, eq, gt, inArray, isNotNull, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FOLLOW_UP_MAIL_WINDOW_DAYS, isFollowUpMailDue, isInterviewReminderDue, monthlyReminderMonth, reminderKeys } from '../../domain/tracker/reminders.js';
import { TRACKER_LIMITS } from '../../domain/tracker/tracked-application.js';
import { addDays, lastDayOf, zurichDay } from '../../domain/tracker/zurich-time.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { trackedApplications as t, trackerReminders, trackerSettings as s } from '../db/schema/tracker.js';
import { users } from '../db/schema/users.js';
import type { MailMessage } from '../mail/layout.js';
import type { Mailer } from '../mail/plugin.js';
import { followUpMail, interviewMail, monthlyProofMail, type FollowUpItem } from './mails.js';

export interface ReminderDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Candidates read per kind and run; more wait for the next run. */
const BATCH = 2000;

type Reminder = { userId: string; applicationId: string | null; kind: 'follow_up' | 'interview' | 'monthly'; key: string };

/** The keys of `keys` already taken (reminders sent before, by this process or another). */
async function takenKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ key: trackerReminders.key })
      .from(trackerReminders)
      .where(inArray(trackerReminders.key, keys.slice(i, i + 500)));
    for (const row of rows) taken.add(row.key);
  }
  return taken;
}

/**
 * Takes the reminders' keys and queues the mail they make, in one transaction: a key another
 * process took first (the unique index) is left out, and when none is left nothing is sent.
 * Answers the reminders this call took.
 */
async function sendOnce(deps: ReminderDeps, reminders: Reminder[], now: Date, mail: (taken: Reminder[]) => MailMessage): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(trackerReminders)
      .values(reminders.map((r) => ({ ...r, sentAt: now })))
      .onConflictDoNothing({ target: trackerReminders.key })
      .returning({ key: trackerReminders.key });
    const keys = new Set(inserted.map((r) => r.key));
    const taken = reminders.filter((r) => keys.has(r.key));
    if (taken.length) await deps.mailer.enqueue(tx, mail(taken));
    return taken.length;
  });
}

/** Reminders go to confirmed addresses only. */
const verified = isNotNull(users.emailVerifiedAt);

/** « Relancer »: sent applications without an answer whose follow-up day came in the last week; one mail per user. */
async function followUps(deps: ReminderDeps, now: Date, userId?: string): Promise<number> {
  const today = zurichDay(now);
  const rows = await deps.db
    .select({
      id: t.id,
      userId: t.userId,
      company: t.company,
      position: t.position,
      sentOn: t.sentOn,
      contactName: t.contactName,
      contactPhone: t.contactPhone,
      contactEmail: t.contactEmail,
      days: sql<number>`coalesce(${s.followUpDays}, ${TRACKER_LIMITS.followUpDays.default})`,
      email: users.email,
      firstName: users.firstName,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(s, eq(s.userId, t.userId))
    .where(
      and(
        eq(t.status, 'sent'),
        isNull(t.followedUpAt),
        // Sent between the longest delay plus the mailing window ago and yesterday.
        between(t.sentOn, addDays(today, -(TRACKER_LIMITS.followUpDays.max + FOLLOW_UP_MAIL_WINDOW_DAYS + 1)), addDays(today, -1)),
        sql`coalesce(${s.followUpReminders}, true)`,
        verified,
        userId ? eq(t.userId, userId) : undefined,
      ),
    )
    .limit(BATCH);
  const due = rows.filter((r) => isFollowUpMailDue({ status: 'sent', sent_on: r.sentOn, followed_up_at: null }, Number(r.days), now));
  const taken = await takenKeys(
    deps.db,
    due.map((r) => reminderKeys.followUp(r.id, r.sentOn!)),
  );
  const byUser = new Map<string, typeof due>();
  for (const r of due) {
    if (taken.has(reminderKeys.followUp(r.id, r.sentOn!))) continue;
    byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  }
  let sent = 0;
  for (const [owner, items] of byUser) {
    const first = items[0]!;
    const reminders: Reminder[] = items.map((r) => ({ userId: owner, applicationId: r.id, kind: 'follow_up', key: reminderKeys.followUp(r.id, r.sentOn!) }));
    sent += await sendOnce(deps, reminders, now, (takenNow) => {
      const ids = new Set(takenNow.map((r) => r.applicationId));
      const list: FollowUpItem[] = items.filter((r) => ids.has(r.id)).map((r) => ({ ...r, sentOn: r.sentOn! }));
      return followUpMail(deps.config, { email: first.email, firstName: first.firstName }, list, Number(first.days));
    });
  }
  return sent;
}

/** The day before an interview. */
async function interviews(deps: ReminderDeps, now: Date, userId?: string): Promise<number> {
  const rows = await deps.db
    .select({
      id: t.id,
      userId: t.userId,
      status: t.status,
      company: t.company,
      position: t.position,
      interviewAt: t.interviewAt,
      contactName: t.contactName,
      contactPhone: t.contactPhone,
      companyAddress: t.companyAddress,
      place: t.place,
      email: users.email,
      firstName: users.firstName,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(s, eq(s.userId, t.userId))
    .where(
      and(
        gt(t.interviewAt, now),
        lte(t.interviewAt, new Date(now.getTime() + 2 * 86_400_000)),
        notInArray(t.status, ['rejected', 'withdrawn']),
        sql`coalesce(${s.interviewReminders}, true)`,
        verified,
        userId ? eq(t.userId, userId) : undefined,
      ),
    )
    .limit(BATCH);
  const due = rows.filter((r) => isInterviewReminderDue({ status: r.status, interview_at: r.interviewAt }, now));
  const taken = await takenKeys(
    deps.db,
    due.map((r) => reminderKeys.interview(r.id, r.interviewAt!)),
  );
  let sent = 0;
  for (const r of due) {
    const key = reminderKeys.interview(r.id, r.interviewAt!);
    if (taken.has(key)) continue;
    sent += await sendOnce(deps, [{ userId: r.userId, applicationId: r.id, kind: 'interview', key }], now, () =>
      interviewMail(deps.config, { email: r.email, firstName: r.firstName }, { ...r, interviewAt: r.interviewAt! }),
    );
  }
  return sent;
}

/** From the 2nd to the 5th: last month's count against the target, to those who asked for it. */
async function monthly(deps: ReminderDeps, now: Date, userId?: string): Promise<number> {
  const month = monthlyReminderMonth(now);
  if (!month) return 0;
  const rows = await deps.db
    .select({ userId: s.userId, target: s.monthlyTarget, email: users.email, firstName: users.firstName })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(and(eq(s.monthlyReminder, true), verified, userId ? eq(s.userId, userId) : undefined))
    .limit(BATCH);
  const taken = await takenKeys(
    deps.db,
    rows.map((r) => reminderKeys.monthly(r.userId, month)),
  );
  let sent = 0;
  for (const r of rows) {
    const key = reminderKeys.monthly(r.userId, month);
    if (taken.has(key)) continue;
    const [counted] = await deps.db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, r.userId), ne(t.status, 'to_send'), between(t.sentOn, `${month}-01`, lastDayOf(month))));
    sent += await sendOnce(deps, [{ userId: r.userId, applicationId: null, kind: 'monthly', key }], now, () =>
      monthlyProofMail(deps.config, { email: r.email, firstName: r.firstName }, month, counted?.n ?? 0, r.target),
    );
  }
  return sent;
}

/**
 * One run of the job-search reminders at `now` (every TRACKER_REMINDERS_INTERVAL_SECONDS, and
 * at start). Safe to run from several processes at once and again after a restart: each
 * reminder's key is taken with its mail, once (sendOnce). `userId` limits the run to one user (tests).
 */
export async function runTrackerReminders(deps: ReminderDeps, now: Date, userId?: string): Promise<{ followUps: number; interviews: number; monthly: number }> {
  const result = { followUps: await followUps(deps, now, userId), interviews: await interviews(deps, now, userId), monthly: await monthly(deps, now, userId) };
  if (result.followUps + result.interviews + result.monthly > 0) deps.mailer.kick();
  return result;
}
