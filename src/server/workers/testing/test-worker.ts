import { serveJobs } from '../worker-job.js';

/** A worker for worker-pool.test.ts: echoes, spins forever, or throws, as the job asks. */
serveJobs<{ kind: 'echo' | 'spin' | 'throw'; value?: number }, number>(async ({ kind, value = 0 }) => {
  if (kind === 'throw') throw new Error('boom');
  if (kind === 'spin') for (;;) Math.sqrt(value);
  return { answer: value * 2 };
});
