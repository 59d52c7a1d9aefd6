// A cached file's key is read by the session's own statement (auth.ts, readWithSession): one
// round trip for both, and nothing is answered unless the session is live.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { subscriptions } from '../db/schema/billing.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createAccountsTestApp, logInAs, seedUser } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

describe('the key of a cached file read by the session’s own statement', () => {
  it('answers a 304, a cached image and a repeat PDF after one statement: the session and the key together', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id);
    const cv = await seedCv(t.db, user.id, { personal_info: { firstName: 'Léa' } });
    const image = `/api/cvs/${cv.id}/preview-image/`;
    const made = await call(t.app, 'GET', image, undefined, user.token);
    expect(made.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)).statusCode).toBe(200);

    // The statements the app sends (its pool's), the rate limits' batched counts set aside.
    const spy = vi.spyOn(pg.Pool.prototype, 'query');
    const statements = async (send: () => Promise<{ statusCode: number }>, status: number) => {
      spy.mockClear();
      expect((await send()).statusCode).toBe(status);
      return spy.mock.calls.map(([query]) => (query as { name?: string }).name ?? String(query)).filter((text) => !text.includes('rate_limits'));
    };
    try {
      const etag = made.headers.etag as string;
      expect(await statements(() => call(t.app, 'GET', image, undefined, user.token, { 'if-none-match': etag }), 304)).toEqual(['session_render_key_image']);
      expect(await statements(() => call(t.app, 'GET', image, undefined, user.token), 200)).toEqual(['session_render_key_image']);
      expect(await statements(() => call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token), 200)).toEqual(['session_render_key_pdf']);
      // A demonstration subscription's gate: its card read in that same statement.
      await t.db.update(subscriptions).set({ provider: 'demo' }).where(eq(subscriptions.userId, user.id));
      expect(await statements(() => call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token), 200)).toEqual(['session_render_key_pdf']);
      // Any other guarded call reads its session on its own.
      expect(await statements(() => call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token), 200)).toContain('auth_session_by_id');
    } finally {
      spy.mockRestore();
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
