import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { users } from '../db/schema/users.js';
import type { Mailer } from '../mail/plugin.js';
import { trialReminderMail } from './mails.js';

/** The reminder goes out this long before a trial converts to the paid plan. */
export const TRIAL_REMINDER_LEAD_MS = 3 * 86_400_000;

/**
 * Queues the "your trial converts in 3 days" mail for every running trial whose renewal is on
 * and whose end is within 3 days. Each trial gets it once: the row is stamped in the same
 * transaction as the mail, and only the process that stamps it sends it.
 */
export async function sendTrialReminders(deps: { db: Database; config: Config; mailer: Mailer }, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: subscriptions.id, trialEnd: subscriptions.trialEnd, email: users.email, firstName: users.firstName })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.isTrial, true),
        inArray(subscriptions.status, ['trial_paid', 'trialing']),
        isNotNull(subscriptions.scheduleId),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, new Date(now.getTime() + TRIAL_REMINDER_LEAD_MS)),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const row of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const stamped = await tx
        .update(subscriptions)
        .set({ trialReminderSentAt: now })
        .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.trialReminderSentAt)))
        .returning({ id: subscriptions.id });
      if (stamped.length === 0) return false;
      await deps.mailer.enqueue(tx, trialReminderMail(deps.config, row, row.trialEnd!));
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) deps.mailer.kick();
  return sent;
}
