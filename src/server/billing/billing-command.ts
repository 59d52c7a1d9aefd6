/**
 * Operator commands (docs/operations.md, "Billing runbook"):
 *   npm run billing:sync -- <email|all>            re-read subscriptions from Stripe, print what changed
 *   npm run billing:demo-clock -- <email> <days>   move one demo account <days> into the future
 * They open the database of the environment (DATABASE_URL, or the embedded PGlite: stop the
 * server first, PGlite allows one process at a time).
 */
import { consoleLogger, openCommandEnvironment, print, runCommand } from '../operator-console.js';
import type { Mailer } from '../mail/plugin.js';
import { enqueueMail } from '../mail/outbox.js';
import { settleDemoSubscription, shiftDemoAccountClock } from './demo-clock.js';
import { syncUsers, usersToSync } from './reconcile.js';
import { createStripeProvider } from './stripe-provider.js';
import { findCurrentSubscription, toSubscriptionView } from './subscription-store.js';

const usage = 'Usage: npm run billing:sync -- <email|all>\n       npm run billing:demo-clock -- <email> <days>';

async function main(argv: string[]): Promise<number> {
  const [command, target, daysArg] = argv;
  if (!command || !target) {
    console.error(usage);
    return 64;
  }
  const environment = await openCommandEnvironment();
  if (typeof environment === 'number') return environment;
  const { config, database } = environment;
  const log = consoleLogger();
  const now = () => new Date();
  // Mails are written to the outbox; the running server's worker delivers them.
  const mailer: Pick<Mailer, 'enqueue'> = { enqueue: (db, message) => enqueueMail(db, message, now()) };
  try {
    const userIds = await usersToSync(database.db, target);
    if (userIds.length === 0) {
      console.error(target === 'all' ? 'No account has a Stripe subscription.' : `No account with the e-mail ${target}.`);
      return target === 'all' ? 0 : 1;
    }
    if (command === 'sync') {
      if (!config.stripe) {
        console.error('STRIPE_SECRET_KEY is not set: the demo provider has nothing to re-read.');
        return 78;
      }
      const provider = createStripeProvider({ config, mailer: mailer, now, log });
      const changes = await syncUsers(database.db, provider, userIds, log);
      for (const c of changes) print(`${c.subscriptionId} (user ${c.userId}): ${c.before ?? 'not in our copy'} -> ${c.after}`);
      print(`${userIds.length} account(s) re-read, ${changes.length} change(s).`);
      return 0;
    }
    if (command === 'demo-clock') {
      const days = Number(daysArg);
      if (!Number.isFinite(days) || days <= 0 || days > 3660 || target === 'all') {
        console.error(usage);
        return 64;
      }
      const userId = userIds[0]!;
      await shiftDemoAccountClock(database.db, userId, days);
      const row = await findCurrentSubscription(database.db, userId);
      if (!row || row.provider !== 'demo') {
        console.error(`${target} has no demo subscription.`);
        return 1;
      }
      const settled = await settleDemoSubscription(database.db, { config, mailer }, row, now());
      const view = toSubscriptionView(settled);
      print(
        `${target}: ${days} day(s) later -> ${view.status}${view.is_trial ? ' (trial)' : ''}, ${view.plan_type ?? '-'}, until ${view.current_period_end ?? '-'}`,
      );
      return 0;
    }
    console.error(usage);
    return 64;
  } finally {
    await database.close();
  }
}

runCommand(main);
