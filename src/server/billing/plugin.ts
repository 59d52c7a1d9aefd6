import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createDemoProvider } from './demo-provider.js';
import { settleDueDemoSubscriptions } from './demo-clock.js';
import type { BillingContext } from './operations.js';
import type { PaymentProvider } from './provider.js';
import { reconcileStaleSubscriptions } from './reconcile.js';
import { sendTrialReminders } from './reminders.js';
import { billingRoutes } from './routes.js';
import { createStripeProvider } from './stripe-provider.js';
import { stripeWebhookRoutes } from './webhooks.js';

export interface BillingService {
  provider: PaymentProvider;
  /**
   * The periodic work, also called by tests with a chosen `now`: demo trials and periods that
   * ended are settled, Stripe subscriptions not re-read for a day are reconciled (a missed
   * webhook heals without anyone reading), and trial reminders are queued once.
   */
  runScheduledJobs(now: Date): Promise<{ settled: number; reminders: number; reconciled: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

const JOBS_INTERVAL_MS = 10 * 60_000;

/** Plans, subscriptions, payments (Stripe, or the demo provider when no key is set), webhooks and reminders. */
export const billingPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    const syncDeps = { config: opts.config, mailer: app.mailer };
    const stripeProvider = opts.config.stripe ? createStripeProvider({ ...syncDeps, now: opts.now, log: app.log }) : undefined;
    const provider: PaymentProvider = stripeProvider ?? createDemoProvider({ ...syncDeps, now: opts.now });
    if (stripeProvider) {
      const missing = (['monthly', 'quarterly', 'annual'] as const).filter((p) => !opts.config.stripe!.prices[p]);
      // Production refuses to start without them (config.ts); elsewhere the plan is refused with a clear log.
      if (missing.length) app.log.warn({ missing }, `Stripe prices missing: set ${missing.map((p) => `STRIPE_PRICE_${p.toUpperCase()}`).join(', ')}`);
    } else {
      app.log.info('payments: demo provider (no STRIPE_SECRET_KEY); no real payment is made');
    }

    const ctx: BillingContext = { db: opts.db, config: opts.config, now: opts.now, mailer: app.mailer, limiter: app.accounts.limiter, log: app.log, provider };

    const runScheduledJobs = async (now: Date) => {
      const settled = provider.kind === 'demo' ? await settleDueDemoSubscriptions(opts.db, syncDeps, now) : 0;
      const reconciled = stripeProvider ? (await reconcileStaleSubscriptions(opts.db, stripeProvider, now, app.log)).length : 0;
      const reminders = await sendTrialReminders({ db: opts.db, config: opts.config, mailer: app.mailer }, now);
      app.mailer.kick();
      return { settled, reminders, reconciled };
    };
    app.decorate('billing', { provider, runScheduledJobs } satisfies BillingService);

    await app.register(billingRoutes, { ctx });
    if (stripeProvider) {
      await app.register(stripeWebhookRoutes, { db: opts.db, provider: stripeProvider, webhookSecret: opts.config.stripe!.webhookSecret, mailer: app.mailer });
    }

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runScheduledJobs(opts.now()).catch((err: unknown) => app.log.warn({ err }, 'billing jobs failed'));
      }, JOBS_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'billing', dependencies: ['auth', 'mailer', 'accounts'] },
);
