// A cached file's first read starts while the guard checks the session (auth.ts, readWithSession):
// the two round trips overlap, and nothing is answered unless the session is live.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp, logInAs, seedUser } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';
import { lookUpRender } from './cv-render-cache.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

/** The app's queries running now (this test's own connections excluded). */
async function appQueries(monitor: pg.Client, exclude: number[]): Promise<{ waitEventType: string | null }[]> {
  const { rows } = await monitor.query<{ wait_event_type: string | null }>(
    `select wait_event_type from pg_stat_activity where datname = current_database() and state = 'active' and pid <> all($1::int[])`,
    [exclude],
  );
  return rows.map((r) => ({ waitEventType: r.wait_event_type }));
}

describe('the first read of a cached file beside the session check', () => {
  it('reads the page-1 image key while the session lookup waits', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, { personal_info: { firstName: 'Léa' } });
    const before = (await lookUpRender(t.db, user.id, cv.id, 'image', { withBody: false })).key;

    const locker = new pg.Client({ connectionString: t.database.url });
    const monitor = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await monitor.connect();
    try {
      const own = [
        (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
        (await monitor.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
      ];
      // The session lookup reads refresh_tokens: it waits behind this lock; the key's read does not.
      await locker.query('begin');
      await locker.query('lock table refresh_tokens in access exclusive mode');
      const answer = call(t.app, 'GET', `/api/cvs/${cv.id}/preview-image/`, undefined, user.token, { 'if-none-match': `"${before}"` });
      // Until the session lookup is the app's only query, and it waits for the lock.
      for (;;) {
        const running = await appQueries(monitor, own);
        if (running.length === 1 && running[0]!.waitEventType === 'Lock') break;
      }
      // The CV changes before the session lookup ends: a key read after it would differ.
      await monitor.query('update cvs set version = version + 1 where id = $1', [cv.id]);
      expect((await lookUpRender(t.db, user.id, cv.id, 'image', { withBody: false })).key).not.toBe(before);
      await locker.query('rollback');
      const res = await answer;
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(`"${before}"`);
    } finally {
      await locker.end();
      await monitor.end();
    }
  });

  it('answers 401, not the file nor a 404, once the session is closed', async () => {
    const seeded = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, seeded.email, seeded.password);
    await seedSubscription(t.db, seeded.user.id);
    const cv = await seedCv(t.db, seeded.user.id);
    const other = await signedInUser(t.app, t.db);
    const othersCv = await seedCv(t.db, other.id);
    expect((await call(t.app, 'POST', '/api/accounts/logout/', { refresh: tokens.refresh }, tokens.access)).statusCode).toBe(200);
    for (const url of [
      `/api/cvs/${cv.id}/preview-image/`,
      `/api/cvs/${cv.id}/download/`,
      `/api/cvs/${othersCv.id}/preview-image/`,
      `/api/cvs/${othersCv.id}/download/`,
      '/api/cvs/not-a-uuid/download/',
    ]) {
      const res = await call(t.app, 'GET', url, undefined, tokens.access);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 'token_not_valid' });
    }
  });

  it('keeps ownership: a live session asking for another user’s CV gets the 404', async () => {
    const user = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const othersCv = await seedCv(t.db, other.id);
    for (const url of [`/api/cvs/${othersCv.id}/preview-image/`, `/api/cvs/${othersCv.id}/download/`]) {
      const res = await call(t.app, 'GET', url, undefined, user.token);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
