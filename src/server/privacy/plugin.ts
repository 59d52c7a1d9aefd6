import fp from 'fastify-plugin';
import { BackgroundWork } from '../accounts/background-work.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { PrivacyContext } from './context.js';
import { runRetention, type RetentionReport } from './retention-job.js';
import { privacyRoutes } from './routes.js';

export interface PrivacyService {
  /** The retention job (hourly; tests call it with a chosen `now`). */
  runRetention(now: Date): Promise<RetentionReport>;
  /** Resolves when the copies being made in the background are done (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyService;
  }
}

const RETENTION_INTERVAL_MS = 60 * 60_000;

/** « Mes données »: the erasure of an account, copies of its data, and the retention the privacy page states. */
export const privacyPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    const log = app.log.child({ module: 'privacy' });
    const background = new BackgroundWork(log);
    const ctx: PrivacyContext = {
      db: opts.db,
      config: opts.config,
      now: opts.now,
      mailer: app.mailer,
      provider: app.billing.provider,
      limiter: app.accounts.limiter,
      log,
      background,
    };
    app.decorate('privacy', { runRetention: (now: Date) => runRetention(ctx, now), idle: () => background.idle() } satisfies PrivacyService);
    await app.register(privacyRoutes, { ctx });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runRetention(ctx, opts.now()).catch((err: unknown) => log.error({ err }, 'retention job failed'));
      }, RETENTION_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await background.idle();
    });
  },
  { name: 'privacy', dependencies: ['auth', 'mailer', 'accounts', 'billing'] },
);
