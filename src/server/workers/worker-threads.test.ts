import { afterAll, describe, expect, it } from 'vitest';
import { WorkerFailure, WorkerThreads } from './worker-threads.js';

const threads = new WorkerThreads<{ text: string }, { id: number; text: string }>(new URL('./testing/echo-worker.ts', import.meta.url), { timeoutMs: 5_000, heapMb: 64 });
afterAll(() => threads.close());

describe('worker threads for untrusted input', () => {
  it('answers each job, and ends a job stuck past its deadline or crashing with WorkerFailure, then works again', async () => {
    expect(await threads.run({ text: 'zurich' })).toMatchObject({ text: 'ZURICH' });
    // A job that never ends: the thread is ended at the deadline, not the app's event loop.
    await expect(threads.run({ text: 'loop' })).rejects.toBeInstanceOf(WorkerFailure);
    await expect(threads.run({ text: 'crash' })).rejects.toBeInstanceOf(WorkerFailure);
    const [a, b] = await Promise.all([threads.run({ text: 'vaud' }), threads.run({ text: 'ticino' })]);
    expect([a.text, b.text]).toEqual(['VAUD', 'TICINO']);
  }, 60_000);
});
