import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCv, signedInUser, uploadPhotoFile } from '../testing/cvs.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Queries of this test's database waiting on a lock, as PostgreSQL sees them. */
async function waitingOnLock(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [
    database,
  ]);
  return rows[0]?.n ?? 0;
}

describe('the health check', () => {
  it('answers ok during 20 parallel uploads that hold every pooled connection', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const cvs = await Promise.all(Array.from({ length: 20 }, (_, i) => seedCv(t.database.db, user.id, { title: `CV ${i + 1}` })));
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a6d5a' } })
      .jpeg()
      .toBuffer();
    const database = new URL(t.database.url).pathname.slice(1);

    // Another client locks the photos table: each upload then holds its pooled connection until
    // the lock goes, as slow uploads would under load. The pool has 5 connections.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table cv_photos in access exclusive mode');
    const uploads = cvs.map((cv) => uploadPhotoFile(t.app, cv.id, user.token, { name: 'photo.jpg', type: 'image/jpeg', content: photo }));
    try {
      while ((await waitingOnLock(locker, database)) < 5) await new Promise((r) => setTimeout(r, 50));

      const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('answers 503 when the database is gone, and ok again once it is back', async () => {
    // The pool says on stderr that its idle connections were cut: expected here.
    const poolErrors: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void poolErrors.push(args));
    const other = await createTestApp();
    const name = new URL(other.database.url).pathname.slice(1);
    expect((await other.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    // The server ends every connection to that database, the health check's own included, and refuses new ones.
    const admin = new pg.Client({ connectionString: other.database.url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    const down = await other.app.inject({ method: 'GET', url: '/api/health/' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', detail: 'La base de données ne répond pas.' });
    await admin.query(`alter database ${name} with allow_connections true`);
    await admin.end();
    expect((await other.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    await other.close();
  });
});
