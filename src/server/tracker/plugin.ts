import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { FairGate } from '../rendering/fair-gate.js';
import type { TrackerContext } from './context.js';
import { ImportWorkers } from './import-workers.js';
import { runTrackerReminders } from './reminder-job.js';
import { trackerRoutes } from './routes.js';

export interface TrackerService {
  /** One run of the reminders job at `now` (the timer's, and tests' with a chosen clock). */
  runReminders(now: Date, userId?: string): Promise<{ followUps: number; interviews: number; monthly: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracker: TrackerService;
  }
}

/** The job search: tracked applications, the monthly proof, import/export, and the reminders job. */
export const trackerPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date }) => {
    const importer = new ImportWorkers();
    const log = app.log.child({ module: 'tracker' });
    const ctx: TrackerContext = {
      db: opts.db,
      now: opts.now,
      config: opts.config,
      renderer: app.renderer,
      limiter: app.accounts.limiter,
      mailer: app.mailer,
      log,
      importer,
      importGate: new FairGate({ concurrency: 1, queue: 1 }),
    };
    const deps = { db: opts.db, config: opts.config, mailer: app.mailer, log };
    app.decorate('tracker', { runReminders: (now, userId) => runTrackerReminders(deps, now, userId) } satisfies TrackerService);
    await app.register(trackerRoutes, { ctx });

    // One run at a time in this process; other processes are safe too (each reminder's key is unique).
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = runTrackerReminders(deps, opts.now())
        .catch((err: unknown) => log.warn({ err }, 'tracker reminders failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, opts.config.tracker.remindersIntervalSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await importer.close();
    });
  },
  { name: 'tracker', dependencies: ['auth', 'mailer', 'accounts', 'rendering', 'fair-rendering'] },
);
