import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { pdfInfo } from '../rendering/fixtures/pdf-tools.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { seedCv, seedSubscription, signedInUser, uploadPhotoFile } from '../testing/cvs.js';
import { asciiFallback, attachmentDisposition } from './content-disposition.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const junior = sampleById('junior').input;
const download = (cvId: string, token: string) => call(t.app, 'GET', `/api/cvs/${cvId}/download/`, undefined, token);

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

describe('downloading a CV as PDF', () => {
  it('refuses a user without a subscription with the code the client turns into /tarifs', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, junior);
    const res = await download(cv.id, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Un abonnement actif est nécessaire pour télécharger votre CV.', code: 'subscription_required' });
  });

  it('offers no HEAD shortcut that would render a PDF for nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    const cv = await seedCv(t.db, user.id, junior);
    const res = await call(t.app, 'HEAD', `/api/cvs/${cv.id}/download/`, undefined, user.token);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });

  it('refuses an ended subscription, and a trial whose end has passed', async () => {
    const expired = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, expired.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() - DAY) });
    const cv = await seedCv(t.db, expired.id, junior);
    expect((await download(cv.id, expired.token)).statusCode).toBe(403);

    const trialOver = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, trialOver.id, { status: 'trialing', isTrial: true, trialEnd: new Date(t.clock.now().getTime() - 1000) });
    expect((await download((await seedCv(t.db, trialOver.id, junior)).id, trialOver.token)).statusCode).toBe(403);
  });

  it('reads the gate from the newest subscription, as the billing page does, whatever came before it', async () => {
    const now = t.clock.now().getTime();
    // Subscribed, then a later subscription that has ended: refused.
    const lapsed = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, lapsed.id, { status: 'active', periodEnd: new Date(now + 20 * DAY), createdAt: new Date(now - 60 * DAY) });
    await seedSubscription(t.db, lapsed.id, { status: 'canceled', periodEnd: new Date(now - DAY), createdAt: new Date(now - 30 * DAY) });
    // Someone else's active subscription, the newest of all, does not count for them.
    const other = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, other.id, { status: 'active', periodEnd: new Date(now + 20 * DAY), createdAt: new Date(now) });
    const refused = await download((await seedCv(t.db, lapsed.id, junior)).id, lapsed.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Un abonnement actif est nécessaire pour télécharger votre CV.', code: 'subscription_required' });

    // An ended subscription, then a newer active one: the PDF.
    const back = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, back.id, { status: 'canceled', periodEnd: new Date(now - 40 * DAY), createdAt: new Date(now - 90 * DAY) });
    await seedSubscription(t.db, back.id, { status: 'active', periodEnd: new Date(now + 20 * DAY), createdAt: new Date(now - DAY) });
    const answered = await download((await seedCv(t.db, back.id, junior)).id, back.token);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toBe('application/pdf');
  });

  it('answers the PDF to a premium user, with the accented file name in Content-Disposition', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    const cv = await seedCv(t.db, user.id, { ...junior, title: 'Curriculum Zoé Müller – Genève 2026 !' });
    await uploadPhotoFile(t.app, cv.id, user.token, {
      name: 'zoe.png',
      type: 'image/png',
      content: await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c08040' } })
        .png()
        .toBuffer(),
    });

    const res = await download(cv.id, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=Curriculum_Zoe_Muller_Geneve_2026.pdf; filename*=UTF-8''Curriculum_Zo%C3%A9_M%C3%BCller_Gen%C3%A8ve_2026.pdf`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = await pdfInfo(pdf);
    expect(info.Title).toBe('Curriculum Zoé Müller – Genève 2026 !');
    expect(info.Author).toBe(`${junior.personal_info?.firstName} ${junior.personal_info?.lastName}`);
    expect(await pdfText(pdf)).toContain(String(junior.personal_info?.lastName));
  });

  it('counts a trial in progress and a cancelled subscription with time left as premium', async () => {
    const trial = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, trial.id, { status: 'trialing', isTrial: true, trialEnd: new Date(t.clock.now().getTime() + 3 * DAY) });
    expect((await download((await seedCv(t.db, trial.id, { title: '— !!! —' })).id, trial.token)).headers['content-disposition']).toBe(
      `attachment; filename=CV.pdf`,
    );
    const cancelled = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, cancelled.id, { status: 'canceled', periodEnd: new Date(t.clock.now().getTime() + 3 * DAY) });
    expect((await download((await seedCv(t.db, cancelled.id, junior)).id, cancelled.token)).statusCode).toBe(200);
  });
});

describe('the file name', () => {
  it.each([
    ['Curriculum_Zoé.pdf', 'Curriculum_Zoe.pdf'],
    ['Lebenslauf_Jürg_Bäcker.pdf', 'Lebenslauf_Jurg_Backer.pdf'],
    ['履歴書.pdf', 'CV.pdf'],
    ['CV.pdf', 'CV.pdf'],
  ])('%s falls back to %s in plain ASCII', (name, ascii) => {
    expect(asciiFallback(name)).toBe(ascii);
    expect(attachmentDisposition(name)).toContain(`filename=${ascii}`);
  });

  it('escapes what RFC 5987 reserves (apostrophes, brackets)', () => {
    expect(attachmentDisposition("L'été_(2026).pdf")).toBe(`attachment; filename=L_ete__2026_.pdf; filename*=UTF-8''L%27%C3%A9t%C3%A9_%282026%29.pdf`);
  });
});

describe('the preview image of a saved CV', () => {
  it('answers page 1 as a JPEG with an ETag, then 304 until the CV changes', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, junior);
    const url = `/api/cvs/${cv.id}/preview-image/?t=${Date.now()}`;
    const res = await call(t.app, 'GET', url, undefined, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400 });
    const etag = res.headers.etag as string;

    const cached = await call(t.app, 'GET', url, undefined, user.token, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);

    await call(t.app, 'PUT', `/api/cvs/${cv.id}/`, { ...junior, title: 'Changé', template_id: 4 }, user.token);
    const changed = await call(t.app, 'GET', url, undefined, user.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(res.rawPayload)).toBe(false);
  });
});
