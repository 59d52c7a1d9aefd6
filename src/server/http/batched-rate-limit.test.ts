import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { testClock, MINUTE } from '../testing/accounts.js';
import { createTestDatabase } from '../testing/test-db.js';
import { ApiError } from './errors.js';
import { RateLimiter, type RateLimitRule } from './rate-limit.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const rule: RateLimitRule = { name: 'test-hot', limit: 20, windowSeconds: 60, batched: true };

async function takeMany(limiter: RateLimiter, subject: string, n: number): Promise<number> {
  let refused = 0;
  for (let i = 0; i < n; i++) {
    try {
      await limiter.consume(rule, subject);
    } catch (err) {
      if (!(err instanceof ApiError) || err.statusCode !== 429) throw err;
      refused++;
    }
  }
  return refused;
}

describe('batched rate limits (the preview hot path)', () => {
  it('refuses the call over the limit in one process without waiting for the shared counter', async () => {
    const clock = testClock();
    const limiter = new RateLimiter(database.db, clock.now);
    expect(await takeMany(limiter, '192.0.2.1', 20)).toBe(0);
    expect(await takeMany(limiter, '192.0.2.1', 3)).toBe(3);
    // Another address has its own count; the next window starts again.
    expect(await takeMany(limiter, '192.0.2.2', 1)).toBe(0);
    clock.advance(MINUTE);
    expect(await takeMany(limiter, '192.0.2.1', 1)).toBe(0);
    await limiter.close();
  });

  it('shares counts between processes through PostgreSQL, in batches', async () => {
    const clock = testClock('2026-03-02T10:00:00Z');
    const first = new RateLimiter(database.db, clock.now);
    const second = new RateLimiter(database.db, clock.now);
    expect(await takeMany(first, '198.51.100.7', 12)).toBe(0);
    await first.flush();
    // The second process learns the first one's 12 calls with its first flush.
    expect(await takeMany(second, '198.51.100.7', 2)).toBe(0);
    await second.flush();
    expect(await takeMany(second, '198.51.100.7', 10)).toBe(4);
    await second.flush();
    // The first process learns the second one's calls with its next batch (a tenth of the
    // limit): the overshoot is bounded by that batch, here 2 calls.
    expect(await takeMany(first, '198.51.100.7', 2)).toBe(0);
    await first.flush();
    expect(await takeMany(first, '198.51.100.7', 1)).toBe(1);
    await Promise.all([first.close(), second.close()]);
  });
});
