import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';
import { ApiError } from '../http/errors.js';
import { FairGate } from './fair-gate.js';

describe('FairGate', () => {
  it("runs a key's calls a few at a time, in order, and refuses beyond its line", async () => {
    const gate = new FairGate({ concurrency: 1, queue: 2 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        releases.push(() => resolve(name));
      });
    const a1 = gate.run('a', job('a1'));
    const a2 = gate.run('a', job('a2'));
    const a3 = gate.run('a', job('a3'));
    await expect(gate.run('a', job('a4'))).rejects.toBeInstanceOf(ApiError);
    // Another key is not behind a's line.
    const b1 = gate.run('b', job('b1'));
    await Promise.resolve();
    expect(order).toEqual(['a1', 'b1']);
    releases.shift()!();
    expect(await a1).toBe('a1');
    releases.shift()!();
    expect(await b1).toBe('b1');
    await Promise.resolve();
    expect(order).toEqual(['a1', 'b1', 'a2']);
    releases.shift()!();
    await a2;
    await Promise.resolve();
    releases.shift()!();
    expect(await a3).toBe('a3');
    expect(gate.activeKeys).toBe(0);
  });
});

describe('one account flooding downloads', () => {
  let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
  beforeAll(async () => {
    // One browser page and a short shared queue: without per-user lanes, the flood fills it.
    t = await createAccountsTestApp({ RENDER_POOL_SIZE: '1', RENDER_QUEUE_MAX: '8' });
  });
  afterAll(async () => t?.close());

  it("leaves another subscriber's PDFs coming, and makes the flooder wait behind its own renders", async () => {
    const junior = sampleById('junior').input;
    const flooder = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const periodEnd = new Date(t.clock.now().getTime() + 20 * DAY);
    await seedSubscription(t.db, flooder.id, { periodEnd });
    await seedSubscription(t.db, other.id, { periodEnd });
    const flooderCv = await seedCv(t.db, flooder.id, junior);
    const otherCv = await seedCv(t.db, other.id, junior);

    // 20 download loops (3 each: the flooder stays within its hourly download limit).
    const download = (cvId: string, token: string) => call(t.app, 'GET', `/api/cvs/${cvId}/download/`, undefined, token);
    const flood = Promise.all(
      Array.from({ length: 20 }, async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await download(flooderCv.id, flooder.token)).statusCode);
        return statuses;
      }),
    );
    const mine: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await download(otherCv.id, other.token);
      mine.push(res.statusCode);
      if (res.statusCode === 200) expect(res.headers['content-type']).toBe('application/pdf');
    }
    const flooded = (await flood).flat();

    expect(mine).toEqual([200, 200, 200, 200, 200, 200]);
    // The flooder waits behind its own renders or is told to slow down; the shared queue never overflows.
    expect(flooded.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10);
    expect(flooded.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  }, 120_000);
});
