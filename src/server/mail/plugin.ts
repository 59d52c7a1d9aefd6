import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { MailMessage } from './layout.js';
import { enqueueMail, MailWorker } from './outbox.js';
import { createMailTransport } from './transport.js';

export interface Mailer {
  /** Writes the mail to the outbox; pass the transaction of the action that sends it. */
  enqueue(db: Database, message: MailMessage, options?: { eraseWhenSent?: boolean }): Promise<string>;
  /** Delivers at once what is due (call after the transaction committed). */
  kick(): void;
  /** Waits until every mail due now was delivered or failed (tests). */
  flush(): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The durable mail outbox and its worker, started with the app and stopped with it. */
export const mailerPlugin = fp(
  async (app, opts: { config: Config; db: Database; now: () => Date; pollIntervalMs?: number }) => {
    const transport = createMailTransport(opts.config, app.log);
    const worker = new MailWorker({ db: opts.db, transport, now: opts.now, log: app.log, pollIntervalMs: opts.pollIntervalMs });
    const mailer: Mailer = {
      enqueue: (db, message, options) => enqueueMail(db, message, opts.now(), options),
      kick: () => worker.kick(),
      flush: () => worker.flush(),
      transport: transport.kind,
    };
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mailer' },
);
