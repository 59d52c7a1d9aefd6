import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent: what an answer must not reveal by its timing (whether an
 * address has an account) runs here, so that known and unknown addresses answer alike.
 * Failures are logged; close() waits for what is under way.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err }, `${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once nothing is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
