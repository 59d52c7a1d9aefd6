import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { monthsAfter, monthsBefore, RETENTION } from '../../domain/privacy/retention.js';
import { prunePreviewPhotos } from '../cvs/preview-photo-store.js';
import { webhookEvents } from '../db/schema/billing.js';
import { contactMessages } from '../db/schema/contact-messages.js';
import { cvs } from '../db/schema/cvs.js';
import { mailOutbox } from '../db/schema/mail-outbox.js';
import { paymentRecords } from '../db/schema/privacy.js';
import { users } from '../db/schema/users.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { pruneOldPreviewImages } from '../rendering/preview-cache.js';
import { eraseAccount } from './account-erasure.js';
import type { DataRightsDeps } from './context.js';
import { purgeDataExports } from './data-exports.js';
import { inactivityWarningMail } from './mails.js';

const DAY_MS = 86_400_000;
/** Accounts handled per run and per step: a backlog is worked off run after run, never in one long transaction. */
const BATCH = 100;

export interface RetentionReport {
  warned: number;
  erased: number;
  binPurged: number;
  mailLogPurged: number;
  webhookLogPurged: number;
  exportsPurged: number;
  paymentRecordsPurged: number;
  contactMessagesPurged: number;
}

/**
 * The account's last activity: its last sign-in or session refresh, its creation, or the end of
 * a paid period (a running subscription is activity: `least(..., now)` makes it today; `having`
 * keeps an account without subscriptions from getting `now` out of least(null, now)).
 */
const lastActivity = (now: Date) => sql<Date>`greatest(
  ${users.lastActiveAt}, ${users.lastLoginAt}, ${users.createdAt},
  (select least(max(coalesce(s.ended_at, s.current_period_end, s.trial_end)), ${now.toISOString()}::timestamptz) from subscriptions s where s.user_id = ${users.id} having count(*) > 0)
)`;

/**
 * What the privacy page promises, kept (every hour in each process; safe to run in several at
 * once). Each figure is a constant of domain/privacy/retention.ts, the same the page shows:
 * - an account inactive for `inactiveAccountMonths` is warned `inactivityWarningDays` before
 *   (« connectez-vous pour garder votre compte »), then erased, never sooner than that many days
 *   after the warning; any activity in between clears the warning and the count starts again;
 * - CVs in the bin for `binDays` are erased, with their photos and history;
 * - the mail delivery log and the webhook receipts older than `logDays` are erased, and contact
 *   messages `inactiveAccountMonths` after they were sent;
 * - copies of « Mes données » past their `exportDays`, and accounting records past their ten years.
 */
export async function runRetention(deps: DataRightsDeps & { limiter?: Pick<RateLimiter, 'forgetSubjects'> }, now: Date): Promise<RetentionReport> {
  const { db } = deps;
  const report: RetentionReport = {
    warned: 0,
    erased: 0,
    binPurged: 0,
    mailLogPurged: 0,
    webhookLogPurged: 0,
    exportsPurged: 0,
    paymentRecordsPurged: 0,
    contactMessagesPurged: 0,
  };
  const activity = lastActivity(now);
  const expiresBefore = monthsBefore(now, RETENTION.inactiveAccountMonths);
  const warnFrom = monthsBefore(new Date(now.getTime() + RETENTION.inactivityWarningDays * DAY_MS), RETENTION.inactiveAccountMonths);
  const warnedLongEnough = new Date(now.getTime() - RETENTION.inactivityWarningDays * DAY_MS);

  // Erased: past the limit, and warned (after the last activity) at least the notice period ago.
  const toErase = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${activity} <= ${expiresBefore.toISOString()}::timestamptz and ${users.inactivityWarnedAt} >= ${activity} and ${users.inactivityWarnedAt} <= ${warnedLongEnough.toISOString()}::timestamptz`,
    )
    .limit(BATCH);
  for (const { id } of toErase) {
    try {
      if (await eraseAccount(deps, id, 'inactivity')) report.erased++;
    } catch (err) {
      deps.log.error({ err, userId: id }, 'retention: an inactive account could not be erased; tried again next run');
    }
  }

  // Warned: within the notice period of the limit, and not warned since the last activity.
  const toWarn = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, activity })
    .from(users)
    .where(sql`${activity} <= ${warnFrom.toISOString()}::timestamptz and (${users.inactivityWarnedAt} is null or ${users.inactivityWarnedAt} < ${activity})`)
    .limit(BATCH);
  for (const user of toWarn) {
    const limit = monthsAfter(new Date(user.activity), RETENTION.inactiveAccountMonths);
    const erasureOn = new Date(Math.max(limit.getTime(), now.getTime() + RETENTION.inactivityWarningDays * DAY_MS));
    const sent = await db.transaction(async (tx) => {
      // The first process to mark the account sends the mail; the others find it marked.
      const marked = await tx
        .update(users)
        .set({ inactivityWarnedAt: now })
        .where(sql`${users.id} = ${user.id} and (${users.inactivityWarnedAt} is null or ${users.inactivityWarnedAt} < ${activity})`)
        .returning({ id: users.id });
      if (!marked.length) return false;
      await deps.mailer.enqueue(tx, inactivityWarningMail(deps.config, user, erasureOn));
      return true;
    });
    if (sent) report.warned++;
  }

  const binCutoff = new Date(now.getTime() - RETENTION.binDays * DAY_MS);
  const expiredBin = db
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(isNotNull(cvs.deletedAt), lt(cvs.deletedAt, binCutoff)))
    .limit(BATCH * 5);
  report.binPurged = (await db.delete(cvs).where(inArray(cvs.id, expiredBin)).returning({ id: cvs.id })).length;

  const logCutoff = new Date(now.getTime() - RETENTION.logDays * DAY_MS);
  report.mailLogPurged = (
    await db
      .delete(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, logCutoff)))
      .returning({ id: mailOutbox.id })
  ).length;
  report.webhookLogPurged = (await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, logCutoff)).returning({ id: webhookEvents.id })).length;

  report.contactMessagesPurged = (
    await db.delete(contactMessages).where(lt(contactMessages.createdAt, expiresBefore)).returning({ id: contactMessages.id })
  ).length;
  report.exportsPurged = await purgeDataExports(db, now);
  report.paymentRecordsPurged = (
    await db
      .delete(paymentRecords)
      .where(lt(paymentRecords.retainUntil, now.toISOString().slice(0, 10)))
      .returning({ id: paymentRecords.id })
  ).length;
  await pruneOldPreviewImages(db, now);
  await prunePreviewPhotos(db, now);
  deps.mailer.kick?.();
  return report;
}
