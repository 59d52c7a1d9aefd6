import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleLetters } from '../../templates/letters/sample-letters.js';
import { subscriptions } from '../db/schema/billing.js';
import { letterRenders } from '../db/schema/render-caches.js';
import { renderRateLimits } from '../http/rate-limit.js';
import { renderCacheWritesSettled } from '../cvs/cv-rendering.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { seedSubscription, signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t.close());

/** Renders finished by the app's browser pool so far. */
const renders = () => t.app.renderer.stats().completed;

async function premiumUserWithLetter() {
  const user = await signedInUser(t.app, t.db);
  await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
  const res = await call(t.app, 'POST', '/api/letters/create/', sampleLetters.fr, user.token);
  expect(res.statusCode).toBe(201);
  return { user, letter: res.json<{ id: string; version: number }>() };
}

const download = (letterId: string, token: string) => call(t.app, 'GET', `/api/letters/${letterId}/download/`, undefined, token);

describe('cover-letter PDFs cached like CV PDFs', () => {
  it('answers a repeat download of an unchanged letter with the kept file, without a render', async () => {
    const { user, letter } = await premiumUserWithLetter();
    const first = await download(letter.id, user.token);
    expect(first.statusCode).toBe(200);
    await renderCacheWritesSettled();
    const before = renders();
    const again = await download(letter.id, user.token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders()).toBe(before);
    const kept = await t.db.select({ use: letterRenders.use }).from(letterRenders).where(eq(letterRenders.letterId, letter.id));
    expect(kept).toEqual([{ use: 'download' }]);
  });

  it('makes the PDF again after a save, and deletes it with the letter', async () => {
    const { user, letter } = await premiumUserWithLetter();
    const first = await download(letter.id, user.token);
    const saved = await call(
      t.app,
      'PUT',
      `/api/letters/${letter.id}/`,
      { ...sampleLetters.fr, subject: 'Candidature – version 2', version: letter.version },
      user.token,
    );
    expect(saved.statusCode).toBe(200);
    const before = renders();
    const changed = await download(letter.id, user.token);
    expect(changed.statusCode).toBe(200);
    expect(renders()).toBe(before + 1);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    await renderCacheWritesSettled();
    expect((await call(t.app, 'DELETE', `/api/letters/${letter.id}/delete/`, undefined, user.token)).statusCode).toBe(204);
    expect(await t.db.select().from(letterRenders).where(eq(letterRenders.letterId, letter.id))).toEqual([]);
  });

  it('counts a render once against the download limit, never a cached download', async () => {
    const { user, letter } = await premiumUserWithLetter();
    const consume = vi.spyOn(t.app.accounts.limiter, 'consume');
    try {
      for (let i = 0; i < 3; i++) expect((await download(letter.id, user.token)).statusCode).toBe(200);
      expect(consume.mock.calls.filter(([rule, subject]) => rule === renderRateLimits.downloadsPerUser && subject === user.id)).toHaveLength(1);
    } finally {
      consume.mockRestore();
    }
  });

  it('answers 16 concurrent downloads of an unchanged letter, all 200, without waiting in the render gate', async () => {
    const { user, letter } = await premiumUserWithLetter();
    const first = await download(letter.id, user.token);
    expect(first.statusCode).toBe(200);
    await renderCacheWritesSettled();
    const before = renders();
    const all = await Promise.all(Array.from({ length: 16 }, () => download(letter.id, user.token)));
    expect(all.map((r) => r.statusCode)).toEqual(Array.from({ length: 16 }, () => 200));
    expect(all.every((r) => r.rawPayload.equals(first.rawPayload))).toBe(true);
    expect(renders()).toBe(before);
  });

  it('still refuses a cached letter to a user whose subscription ended, and another user’s letter is a 404', async () => {
    const { user, letter } = await premiumUserWithLetter();
    expect((await download(letter.id, user.token)).statusCode).toBe(200);
    const other = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, other.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    expect((await download(letter.id, other.token)).statusCode).toBe(404);
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: new Date(t.clock.now().getTime() - DAY) })
      .where(eq(subscriptions.userId, user.id));
    const ended = await download(letter.id, user.token);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'subscription_required' });
  });
});
