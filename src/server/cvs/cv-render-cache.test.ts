import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { subscriptions } from '../db/schema/billing.js';
import { cvRenders } from '../db/schema/render-caches.js';
import { renderRateLimits } from '../http/rate-limit.js';
import { lookUpRender } from './cv-render-cache.js';
import { renderCacheWritesSettled } from './cv-rendering.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser, uploadPhotoFile } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const junior = sampleById('junior').input;
/** Renders finished by the app's browser pool so far. */
const renders = () => t.app.renderer.stats().completed;

async function premiumUserWithCv() {
  const user = await signedInUser(t.app, t.db);
  await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
  const cv = await seedCv(t.db, user.id, junior);
  return { user, cv };
}

describe('render caches keyed on the saved version', () => {
  it('answers a repeat download of an unchanged CV without rendering it again', async () => {
    const { user, cv } = await premiumUserWithCv();
    const first = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(first.statusCode).toBe(200);
    const before = renders();
    const again = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.headers['content-disposition']).toContain('.pdf');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders()).toBe(before);
  });

  it('gates a repeat download on the current subscription, read with the render key', async () => {
    const { user, cv } = await premiumUserWithCv();
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)).statusCode).toBe(200);
    const before = renders();
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: new Date(t.clock.now().getTime() - DAY) })
      .where(eq(subscriptions.userId, user.id));
    const ended = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'subscription_required' });
    // Subscribing again: the newest subscription is the one read, and the kept file is answered.
    await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)).statusCode).toBe(200);
    expect(renders()).toBe(before);
  });

  it('reads the subscription with the key as the row itself, or null: none, or a page-1 image', async () => {
    const { user, cv } = await premiumUserWithCv();
    const found = await lookUpRender(t.db, user.id, cv.id, 'pdf', { withBody: false });
    expect(found.subscription).toMatchObject({ userId: user.id, provider: 'stripe', status: 'active', planType: 'monthly', isTrial: false });
    expect(found.subscription?.currentPeriodEnd).toEqual(new Date(t.clock.now().getTime() + 20 * DAY));
    // The image has no gate: nothing is read for it.
    expect((await lookUpRender(t.db, user.id, cv.id, 'image', { withBody: false })).subscription).toBeNull();
    const free = await signedInUser(t.app, t.db);
    const freeCv = await seedCv(t.db, free.id, junior);
    expect((await lookUpRender(t.db, free.id, freeCv.id, 'pdf', { withBody: false })).subscription).toBeNull();
  });

  it('replaces the kept file with the one made after a save, under the new key', async () => {
    const { user, cv } = await premiumUserWithCv();
    const first = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(first.statusCode).toBe(200);
    await renderCacheWritesSettled();
    await call(t.app, 'PUT', `/api/cvs/${cv.id}/`, { ...junior, personal_info: { ...junior.personal_info, lastName: 'Rochat' } }, user.token);
    const saved = await lookUpRender(t.db, user.id, cv.id, 'pdf', { withBody: false });
    expect(saved.storedKey).not.toBe(saved.key);
    const second = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    await renderCacheWritesSettled();
    const rows = await t.db
      .select()
      .from(cvRenders)
      .where(sql`${cvRenders.cvId} = ${cv.id} and ${cvRenders.kind} = 'pdf'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.renderKey).toBe(saved.key);
    expect(rows[0]!.body.equals(second.rawPayload)).toBe(true);
  });

  it('counts renders, not repeat downloads, against the per-user download limit', async () => {
    const { user, cv } = await premiumUserWithCv();
    for (let i = 0; i <= renderRateLimits.downloadsPerUser.limit; i++) {
      expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)).statusCode).toBe(200);
    }
  });

  it('answers 16 concurrent downloads of an unchanged CV, all 200, without waiting in the render gate', async () => {
    const { user, cv } = await premiumUserWithCv();
    const first = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(first.statusCode).toBe(200);
    const before = renders();
    // The gate holds 2 renders and 8 waiting calls per user: through it, 6 of these would be 429.
    const all = await Promise.all(Array.from({ length: 16 }, () => call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)));
    expect(all.map((r) => r.statusCode)).toEqual(Array.from({ length: 16 }, () => 200));
    expect(all.every((r) => r.rawPayload.equals(first.rawPayload))).toBe(true);
    expect(renders()).toBe(before);
    expect(t.app.renderGates.pdf.activeKeys).toBe(0);
  });

  it('makes the PDF of 16 concurrent first downloads once, all 200, counted once against the limit', async () => {
    const { user, cv } = await premiumUserWithCv();
    const before = renders();
    const consume = vi.spyOn(t.app.accounts.limiter, 'consume');
    try {
      const all = await Promise.all(Array.from({ length: 16 }, () => call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token)));
      expect(all.map((r) => r.statusCode)).toEqual(Array.from({ length: 16 }, () => 200));
      expect(new Set(all.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
      expect(renders()).toBe(before + 1);
      expect(consume.mock.calls.filter(([rule, subject]) => rule === renderRateLimits.downloadsPerUser && subject === user.id)).toHaveLength(1);
    } finally {
      consume.mockRestore();
    }
  });

  it('makes the PDF again after a save, a photo change, and never for another user', async () => {
    const { user, cv } = await premiumUserWithCv();
    const first = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);

    await call(t.app, 'PUT', `/api/cvs/${cv.id}/`, { ...junior, accent_colors: { primary: '#3F5130', secondary: '' } }, user.token);
    let before = renders();
    const recoloured = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(renders()).toBe(before + 1);
    expect(recoloured.rawPayload.equals(first.rawPayload)).toBe(false);

    const jpeg = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#226688' } })
      .jpeg()
      .toBuffer();
    await uploadPhotoFile(t.app, cv.id, user.token, { name: 'moi.jpg', type: 'image/jpeg', content: jpeg });
    before = renders();
    await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(renders()).toBe(before + 1);

    const other = await premiumUserWithCv();
    const theirs = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, other.user.token);
    expect(theirs.statusCode).toBe(404);
  });

  it('answers a file another process stored from the database, then from this process’s memory', async () => {
    const { user, cv } = await premiumUserWithCv();
    const { key } = await lookUpRender(t.db, user.id, cv.id, 'pdf', { withBody: false });
    const theirs = Buffer.from('%PDF-1.7 made by another process');
    await t.db.insert(cvRenders).values({ cvId: cv.id, kind: 'pdf', renderKey: key, body: theirs, contentType: 'application/pdf', createdAt: new Date() });
    const before = renders();
    const fromDatabase = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(fromDatabase.rawPayload.equals(theirs)).toBe(true);
    // Kept in memory: the stored row is no longer read for that key.
    await t.db
      .update(cvRenders)
      .set({ body: Buffer.from('%PDF-1.7 overwritten') })
      .where(eq(cvRenders.cvId, cv.id));
    const fromMemory = await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(fromMemory.rawPayload.equals(theirs)).toBe(true);
    expect(renders()).toBe(before);
  });

  it('never answers from memory a file the database did not keep', async () => {
    const { user, cv } = await premiumUserWithCv();
    await t.db.execute(sql`create or replace function test_drop_render() returns trigger language plpgsql as $$ begin return null; end $$`);
    await t.db.execute(
      sql`create trigger test_no_render_cache before insert on cv_renders for each row when (new.cv_id = ${sql.raw(`'${cv.id}'`)}::uuid) execute function test_drop_render()`,
    );
    try {
      const before = renders();
      await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
      await renderCacheWritesSettled();
      await call(t.app, 'GET', `/api/cvs/${cv.id}/download/`, undefined, user.token);
      expect(renders()).toBe(before + 2);
    } finally {
      await t.db.execute(sql`drop trigger test_no_render_cache on cv_renders`);
    }
  });

  it('answers 24 concurrent requests for an unchanged CV’s image, and 24 revalidations, without waiting in the render gate', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, junior);
    const url = `/api/cvs/${cv.id}/preview-image/`;
    const first = await call(t.app, 'GET', url, undefined, user.token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const before = renders();
    // The image gate holds 2 renders and 16 waiting calls per user: through it, 6 of these would be 429.
    const all = await Promise.all(Array.from({ length: 24 }, () => call(t.app, 'GET', url, undefined, user.token)));
    expect(all.map((r) => r.statusCode)).toEqual(Array.from({ length: 24 }, () => 200));
    expect(all.every((r) => r.rawPayload.equals(first.rawPayload))).toBe(true);
    const revalidated = await Promise.all(Array.from({ length: 24 }, () => call(t.app, 'GET', url, undefined, user.token, { 'if-none-match': etag })));
    expect(revalidated.map((r) => r.statusCode)).toEqual(Array.from({ length: 24 }, () => 304));
    expect(renders()).toBe(before);
    expect(t.app.renderGates.previewImage.activeKeys).toBe(0);
  });

  it('answers a cached preview image, and a 304, with no render; a template change makes a new one', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, junior);
    const url = `/api/cvs/${cv.id}/preview-image/`;
    const first = await call(t.app, 'GET', url, undefined, user.token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;

    const before = renders();
    const cached = await call(t.app, 'GET', url, undefined, user.token);
    expect(cached.statusCode).toBe(200);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['content-type']).toBe('image/jpeg');
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await call(t.app, 'GET', url, undefined, user.token, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(renders()).toBe(before);

    await call(t.app, 'PUT', `/api/cvs/${cv.id}/`, { ...junior, template_id: 5 }, user.token);
    const changed = await call(t.app, 'GET', url, undefined, user.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(renders()).toBe(before + 1);
    // One row per CV and kind: the new image replaced the old one.
    expect(await t.db.select({ kind: cvRenders.kind }).from(cvRenders).where(eq(cvRenders.cvId, cv.id))).toEqual([{ kind: 'image' }]);
  });

  it('gives another user’s CV a 404 even when its image is cached', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, junior);
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/preview-image/`, undefined, user.token)).statusCode).toBe(200);
    const other = await signedInUser(t.app, t.db);
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/preview-image/`, undefined, other.token)).statusCode).toBe(404);
  });
});
