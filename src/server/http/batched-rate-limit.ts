import type { RateLimitRule } from './rate-limit.js';

/**
 * The hot path's limiter (previews, a call every 300 ms per open editor): counted in memory
 * and added to the shared PostgreSQL counter in batches, instead of one upsert per call.
 *
 * Each process refuses as soon as its own count plus the last shared count it read reaches the
 * limit. The shared count is refreshed by each flush (every FLUSH_INTERVAL_MS, or as soon as a
 * key has a tenth of its limit pending), so N processes together let through at most about
 * N x (limit / 10) calls too many per window: a bound on a script, not an exact count.
 */
const FLUSH_INTERVAL_MS = 1000;

export interface SharedCounter {
  /** Adds `by` to the window's shared count; returns the new count and the window's end. */
  add(rule: RateLimitRule, subject: string, by: number): Promise<{ count: number; windowEnd: Date }>;
  windowOf(rule: RateLimitRule): { start: Date; end: Date };
}

interface KeyState {
  rule: RateLimitRule;
  subject: string;
  windowStart: number;
  windowEnd: Date;
  /** The shared count as last read (this process's flushed calls included). */
  shared: number;
  /** Calls counted here and not yet added to the shared count. */
  pending: number;
  /** Calls being added to the shared count right now. */
  inFlight: number;
  flushing?: Promise<void>;
}

export class BatchedRateLimiter {
  private readonly keys = new Map<string, KeyState>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly shared: SharedCounter,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Counts one call; false when it is over the limit (the caller answers 429). */
  take(rule: RateLimitRule, subject: string, key: string): { allowed: true } | { allowed: false; windowEnd: Date } {
    const { start, end } = this.shared.windowOf(rule);
    let state = this.keys.get(key);
    if (!state || state.windowStart !== start.getTime()) {
      state = { rule, subject, windowStart: start.getTime(), windowEnd: end, shared: 0, pending: 0, inFlight: 0 };
      this.keys.set(key, state);
    }
    if (state.shared + state.inFlight + state.pending >= rule.limit) return { allowed: false, windowEnd: state.windowEnd };
    state.pending++;
    if (state.pending >= Math.max(1, Math.floor(rule.limit / 10))) void this.flushKey(key, state);
    else this.schedule();
    return { allowed: true };
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  private flushKey(key: string, state: KeyState): Promise<void> {
    if (state.flushing) return state.flushing;
    const by = state.pending;
    if (!by) return Promise.resolve();
    state.pending = 0;
    state.inFlight = by;
    state.flushing = this.shared
      .add(state.rule, state.subject, by)
      .then(({ count }) => {
        // Counts from other processes arrive with this read; our own later calls stay pending.
        state.shared = Math.max(state.shared + by, count);
      })
      .catch((err: unknown) => {
        state.pending += by;
        this.onError(err);
      })
      .finally(() => {
        state.inFlight = 0;
        state.flushing = undefined;
        if (this.keys.get(key) !== state) return;
        if (state.pending) this.schedule();
      });
    return state.flushing;
  }

  /** Adds every pending count to the shared store (the timer's work; also on close and in tests). */
  async flush(): Promise<void> {
    const work: Promise<void>[] = [];
    for (const [key, state] of this.keys) {
      if (state.pending || state.flushing) {
        work.push(
          (async () => {
            if (state.flushing) await state.flushing;
            if (state.pending) await this.flushKey(key, state);
          })(),
        );
      } else if (!state.flushing && this.shared.windowOf(state.rule).start.getTime() !== state.windowStart) this.keys.delete(key);
    }
    await Promise.all(work);
  }

  /** Drops the counts of the keys `matches` picks (an erased account's), once their flush in progress is over. */
  async forget(matches: (key: string) => boolean): Promise<void> {
    const picked = [...this.keys].filter(([key]) => matches(key));
    for (const [, state] of picked) if (state.flushing) await state.flushing;
    for (const [key] of picked) this.keys.delete(key);
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
