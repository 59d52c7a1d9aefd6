import { afterEach, describe, expect, it } from 'vitest';
import { JobDeadlineError, PoolSaturatedError, WorkerFailedError, WorkerPool } from './worker-pool.js';

type Job = { kind: 'echo' | 'spin' | 'throw'; value?: number };
let pool: WorkerPool<Job, number> | undefined;
afterEach(async () => pool?.close());

const make = (size: number, maxQueue: number, queueTimeoutMs = 60_000) =>
  (pool = new WorkerPool<Job, number>({ source: new URL('./testing/test-worker.ts', import.meta.url), size, maxQueue, queueTimeoutMs, heapMb: 64 }));

describe('worker pool', () => {
  it('answers from a worker thread while the event loop keeps turning', async () => {
    const p = make(1, 0);
    expect(await p.run({ kind: 'echo', value: 21 }, { deadlineMs: 60_000 })).toBe(42);
    expect(p.stats()).toMatchObject({ workers: 1, busy: 0, completed: 1, terminated: 0 });
  });

  it('terminates a job stuck past its deadline, and the event loop turned meanwhile', async () => {
    const p = make(1, 0);
    let turns = 0;
    const tick = () => {
      turns += 1;
      if (turns < 1_000_000) timer = setImmediate(tick);
    };
    let timer = setImmediate(tick);
    await expect(p.run({ kind: 'spin' }, { deadlineMs: 500 })).rejects.toBeInstanceOf(JobDeadlineError);
    clearImmediate(timer);
    // A stuck parser on the main thread would have let no callback run.
    expect(turns).toBeGreaterThan(10);
    expect(p.stats()).toMatchObject({ workers: 0, terminated: 1 });
    // The next job gets a fresh worker.
    expect(await p.run({ kind: 'echo', value: 2 }, { deadlineMs: 60_000 })).toBe(4);
  });

  it('replaces a worker whose job throws', async () => {
    const p = make(1, 0);
    await expect(p.run({ kind: 'throw' }, { deadlineMs: 60_000 })).rejects.toBeInstanceOf(WorkerFailedError);
    expect(await p.run({ kind: 'echo', value: 5 }, { deadlineMs: 60_000 })).toBe(10);
    expect(p.stats().terminated).toBe(1);
  });

  it('refuses a job at once when every worker is busy and the queue is full', async () => {
    const p = make(1, 1);
    const stuck = p.run({ kind: 'spin' }, { deadlineMs: 2_000 });
    const waiting = p.run({ kind: 'echo', value: 1 }, { deadlineMs: 60_000 });
    await expect(p.run({ kind: 'echo', value: 1 }, { deadlineMs: 60_000 })).rejects.toBeInstanceOf(PoolSaturatedError);
    expect(p.stats()).toMatchObject({ busy: 1, queued: 1 });
    await expect(stuck).rejects.toBeInstanceOf(JobDeadlineError);
    // The waiting job ran on the worker that replaced the stuck one.
    expect(await waiting).toBe(2);
  });
});
