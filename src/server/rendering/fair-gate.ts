import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpMessages } from '../../domain/messages.js';
import { ApiError } from '../http/errors.js';

/**
 * Fair rendering: each user (or, signed out, each address) has a few render slots of their
 * own, and waits behind their own renders only. The browser pool's shared queue therefore
 * holds at most `concurrency` renders per user: a flood by one account delays that account,
 * while everyone else's PDFs pass at their normal pace. Beyond `queue` waiting calls the user
 * gets a 429 at once instead of filling the shared queue.
 */
export interface FairGateOptions {
  /** Renders of one key running (or queued in the pool) at the same time. */
  concurrency: number;
  /** Calls of one key waiting for a slot; more answer 429. */
  queue: number;
}

interface KeyLane {
  active: number;
  waiting: (() => void)[];
}

export class FairGate {
  private readonly lanes = new Map<string, KeyLane>();

  constructor(private readonly options: FairGateOptions) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.active >= this.options.concurrency) {
      if (lane.waiting.length >= this.options.queue) {
        throw new ApiError(429, { detail: httpMessages.tooManyRequests }, { 'Retry-After': '2' });
      }
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else {
      lane.active++;
    }
    try {
      return await work();
    } finally {
      const next = lane.waiting.shift();
      // The slot passes to the next waiting call of the same key, or is given back.
      if (next) next();
      else if (--lane.active === 0) this.lanes.delete(key);
    }
  }

  /** Keys with renders under way (for tests and stats). */
  get activeKeys(): number {
    return this.lanes.size;
  }
}

/** The key of a caller: the signed-in user, else the address. */
export const renderKey = (caller: { userId: string | null | undefined; ip: string }) => (caller.userId ? `user:${caller.userId}` : `ip:${caller.ip}`);

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-user gates in front of the renderer: `renderGates.pdf.run(renderKey(...), () => ...)`. */
    renderGates: { pdf: FairGate; previewImage: FairGate; preview: FairGate };
  }
}

/** 2 renders at a time per user; the line is longer for previews (an office behind one address shares it). */
export const fairRenderingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('renderGates', {
      pdf: new FairGate({ concurrency: 2, queue: 8 }),
      previewImage: new FairGate({ concurrency: 2, queue: 16 }),
      preview: new FairGate({ concurrency: 2, queue: 16 }),
    });
  },
  { name: 'fair-rendering' },
);
