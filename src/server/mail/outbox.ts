import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox, type MailOutboxRow } from '../db/schema/mail-outbox.js';
import type { MailMessage } from './layout.js';
import type { MailTransport } from './transport.js';

/**
 * Writes a mail to the outbox. Call it with the transaction of the action that sends the mail,
 * so that both commit or neither does; then kick the worker once the transaction committed.
 */
export async function enqueueMail(db: Database, message: MailMessage, now: Date, options: { eraseWhenSent?: boolean } = {}): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      nextAttemptAt: now,
      createdAt: now,
      eraseWhenSent: options.eraseWhenSent ?? false,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** First retry after 30 s, doubling up to one hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A mail still undelivered this long after it was written is marked failed (and logged as an error). */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
/**
 * How long a worker holds the rows it claimed; a crashed worker's rows are taken over after it.
 * The lease is kept by the database's clock, the one clock every process shares: processes
 * whose own clocks disagree (skew, or a test clock) would otherwise take each other's rows and
 * send a mail twice.
 */
const LEASE = sql`now() + interval '2 minutes'`;
const BATCH_SIZE = 10;

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Safety net for mails written by another process or left for a retry. */
  pollIntervalMs?: number;
}

/**
 * Delivers the outbox. `kick()` starts a round at once (after an action committed); a timer
 * polls for retries and for rows another process wrote. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several app processes share the work safely.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    const interval = this.options.pollIntervalMs ?? 5_000;
    this.timer = setInterval(() => this.kick(), interval);
    this.timer.unref();
    this.kick();
  }

  /** Starts a delivery round now, or right after the one running. */
  kick(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.deliverDue()
      .catch((err: unknown) => this.options.log.error({ err }, 'mail outbox: delivery round failed'))
      .finally(() => {
        this.round = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every mail due now, waiting for any round in progress (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.round) await this.round;
    await this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.round) await this.round;
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      for (const row of batch) await this.deliver(row);
      if (this.stopped) return;
    }
  }

  private async claim(): Promise<MailOutboxRow[]> {
    const now = this.options.now();
    return this.options.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`))),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.seq))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ lockedUntil: LEASE })
          .where(
            inArray(
              mailOutbox.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
  }

  private async deliver(row: MailOutboxRow): Promise<void> {
    const { db, transport, log } = this.options;
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody ?? '',
        html: row.htmlBody ?? '',
      });
      if (row.eraseWhenSent) {
        await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
        return;
      }
      // The bodies may hold single-use links: once delivered they have no reason to stay.
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: this.options.now(), attempts: row.attempts + 1, lockedUntil: null, textBody: null, htmlBody: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      const now = this.options.now();
      const attempts = row.attempts + 1;
      const giveUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const message = err instanceof Error ? err.message : String(err);
      if (giveUp && row.eraseWhenSent) {
        await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
        log.error({ mailId: row.id, kind: row.kind, attempts, err: message }, 'mail outbox: giving up on a mail (erased, it must leave no trace)');
        return;
      }
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lockedUntil: null,
          lastError: message.slice(0, 1000),
        })
        .where(eq(mailOutbox.id, row.id));
      if (giveUp) log.error({ mailId: row.id, kind: row.kind, attempts, err: message }, 'mail outbox: giving up on a mail');
      else log.warn({ mailId: row.id, kind: row.kind, attempts, err: message }, 'mail outbox: delivery failed, will retry');
    }
  }
}
