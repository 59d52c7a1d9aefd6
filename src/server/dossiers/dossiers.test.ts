import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_LIMITS, applicationMessages } from '../../domain/dossier/application.js';
import { subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { sampleLetters } from '../../templates/letters/sample-letters.js';
import { pdfImages, pdfInfo, pdfText } from '../rendering/fixtures/pdf-tools.js';
import { applications, attachmentScanLevels } from '../db/schema/dossiers.js';
import { users } from '../db/schema/users.js';
import type { ApiError } from '../http/errors.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { storeApplication, type NewApplication } from './application-store.js';
import { loadOwnedAttachments, readScanCopies, scanLevelSizes } from '../documents/attachment-store.js';
import { levelSetting } from '../documents/scan-levels.js';
import { seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';
import { scanLikeJpeg, textPdf, uploadDocument } from '../testing/documents.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let scans: Buffer[];
beforeAll(async () => {
  t = await createAccountsTestApp();
  // Four A4 scans at 300 dpi, noisy like real ones (each about 1.5 MB as stored).
  scans = await Promise.all([1, 2, 3, 4].map((seed) => scanLikeJpeg(seed)));
  // Ceiling: 4 x the 63 s measured at load 12-25 (docs/testing.md, « Setup under load »).
}, 270_000);
afterAll(async () => t?.close());

interface Application {
  id: string;
  company: string;
  page_count: number;
  byte_size: number;
  file_name: string;
  parts: Array<{ type: string; title: string; pages: number }>;
  download_url: string;
}

async function outlineTitles(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const outline = (await document.getOutline()) ?? [];
    return outline.map((item) => item.title);
  } finally {
    await document.destroy();
  }
}

/** A premium user with a CV, a letter, 2 PDF certificates (3 pages each) and 4 scans: 12 pages with a one-page letter and CV. */
async function applicantWithDocuments(premium = true) {
  const user = await signedInUser(t.app, t.db, { firstName: 'Zoé', lastName: 'Müller' });
  if (premium) await seedSubscription(t.db, user.id);
  const cv = await seedCv(t.db, user.id, {
    personal_info: { firstName: 'Zoé', lastName: 'Müller', city: 'Lausanne', postalCode: '1003', email: 'zoe@example.ch', jobTitle: 'Comptable' },
  });
  const letter = (await call(t.app, 'POST', '/api/letters/create/', { ...sampleLetters.fr, annexes: ['Ancienne annexe'] }, user.token)).json<{ id: string }>();
  const upload = async (name: string, type: string, content: Buffer, kind: string) => {
    const res = await uploadDocument(t.app, user.token, { name, type, content, kind });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; name: string; byte_size: number }>();
  };
  const docs = [
    await upload('Certificat Migros.pdf', 'application/pdf', await textPdf('Certificat Migros', 3), 'certificat_travail'),
    await upload('Diplome HES.pdf', 'application/pdf', await textPdf('Diplome HES', 3), 'diplome'),
  ];
  for (const [i, scan] of scans.entries()) docs.push(await upload(`Scan ${i + 1}.jpg`, 'image/jpeg', scan, 'attestation'));
  return { user, cv, letter, docs };
}

describe('the merged application file', () => {
  it('makes a 12-page file under 3 MB with 4 scans: order, outline, page numbers, annexes, name; re-downloads the same bytes', async () => {
    const { user, cv, letter, docs } = await applicantWithDocuments();
    // As stored, the documents alone are over the target: the scans must be shrunk to reach it.
    expect(docs.reduce((sum, d) => sum + d.byte_size, 0)).toBeGreaterThan(3 * 1024 * 1024);
    const body = { company: 'Nestlé SA', position: 'Comptable', cv_id: cv.id, letter_id: letter.id, attachment_ids: docs.map((d) => d.id) };
    const estimate = await call(t.app, 'POST', '/api/applications/estimate/', body, user.token);
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({ page_count: 12, target_bytes: 3 * 1024 * 1024, over_target: false });

    const res = await call(t.app, 'POST', '/api/applications/create/', body, user.token);
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<Application>();
    expect(application.page_count).toBe(12);
    expect(application.byte_size).toBeLessThan(3 * 1024 * 1024);
    expect(application.file_name).toBe('Dossier_Zoé_Müller_Nestlé-SA.pdf');
    expect(application.parts.map((p) => p.type)).toEqual(['letter', 'cv', ...docs.map(() => 'attachment')]);

    const download = await call(t.app, 'GET', application.download_url, undefined, user.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename=Dossier_Zoe_Muller_Nestle-SA.pdf; filename*=UTF-8''Dossier_Zo%C3%A9_M%C3%BCller_Nestl%C3%A9-SA.pdf`,
    );
    const pdf = download.rawPayload;
    expect(pdf.length).toBe(application.byte_size);
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    expect((await pdfInfo(pdf)).Pages).toBe('12');

    expect(await outlineTitles(pdf)).toEqual([
      'Lettre de motivation',
      'Curriculum vitae',
      'Certificat Migros',
      'Diplome HES',
      'Scan 1',
      'Scan 2',
      'Scan 3',
      'Scan 4',
    ]);

    const pages = (await pdfText(pdf)).split('\f');
    // The letter lists the chosen documents as its annexes (in place of its own list).
    expect(pages[0]).toContain('Certificat Migros');
    expect(pages[0]).toContain('Scan 4');
    expect(pages[0]).not.toContain('Ancienne annexe');
    expect(pages[1]).toContain('Müller');
    expect(pages[2]).toContain('Certificat Migros - page 1');
    expect(pages[5]).toContain('Diplome HES - page 1');
    for (let i = 0; i < 12; i++) expect(pages[i]).toMatch(new RegExp(`(^|\\s)${i + 1}\\s*/\\s*12(\\s|$)`));

    // The saved letter keeps its own annexes.
    const saved = await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token);
    expect(saved.json()).toMatchObject({ annexes: ['Ancienne annexe'] });

    const list = await call(t.app, 'GET', '/api/applications/', undefined, user.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: application.id, company: 'Nestlé SA', page_count: 12 })]);

    // The job-search tracker follows it from the start, « à envoyer », with its file.
    const tracked = (await call(t.app, 'GET', '/api/tracker/applications/', undefined, user.token)).json<Array<Record<string, unknown>>>();
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      company: 'Nestlé SA',
      position: 'Comptable',
      status: 'to_send',
      cv_id: cv.id,
      letter_id: letter.id,
      dossier: { id: application.id, page_count: 12, document_count: 8 },
    });
  }, 120_000);

  it('keeps each scan’s shrunk copies a file makes for the next files: used as they are, made again when their settings change, deleted with the document', async () => {
    const { user, cv, docs } = await applicantWithDocuments();
    const scanIds = docs.slice(2).map((d) => d.id);
    const body = { company: 'Nestlé SA', cv_id: cv.id, attachment_ids: scanIds, options: { cover_page: false, page_numbers: true, target_mb: 2 } };
    const keptCopies = () =>
      t.db
        .select({
          id: attachmentScanLevels.attachmentId,
          level: attachmentScanLevels.level,
          setting: attachmentScanLevels.setting,
          content: attachmentScanLevels.content,
        })
        .from(attachmentScanLevels)
        .where(inArray(attachmentScanLevels.attachmentId, scanIds));

    // The copies made on upload set aside (as for a scan uploaded before they were): four scans
    // of ~1.5 MB for 2 MB, the first estimate shrinks them, and keeps every copy it made.
    await t.db.delete(attachmentScanLevels).where(inArray(attachmentScanLevels.attachmentId, scanIds));
    expect((await call(t.app, 'POST', '/api/applications/estimate/', body, user.token)).statusCode).toBe(200);
    const kept = await keptCopies();
    expect(kept.length).toBeGreaterThanOrEqual(4);
    for (const copy of kept) {
      expect(copy.level).toBeGreaterThanOrEqual(1);
      expect(copy.setting).toBe(levelSetting(copy.level));
    }

    // The next file embeds the kept copies as they are: replaced here by a 100 x 141 picture,
    // it is that picture the file holds (a copy made again would be 1000 px or more).
    const tiny = await sharp({ create: { width: 100, height: 141, channels: 3, background: '#d0d0d0' } })
      .jpeg()
      .toBuffer();
    await t.db.update(attachmentScanLevels).set({ content: tiny }).where(inArray(attachmentScanLevels.attachmentId, scanIds));
    const made = await call(t.app, 'POST', '/api/applications/create/', body, user.token);
    expect(made.statusCode, made.body).toBe(201);
    const file = (await call(t.app, 'GET', made.json<Application>().download_url, undefined, user.token)).rawPayload;
    const widths = (await pdfImages(file)).map((image) => image.width);
    expect(widths).toContain(100);
    expect(widths.filter((w) => w !== 100 && w < 1000)).toEqual([]);

    // Copies made with other settings (the levels were retuned since) are made again and replaced.
    await t.db.update(attachmentScanLevels).set({ setting: '1/1' }).where(inArray(attachmentScanLevels.attachmentId, scanIds));
    expect((await call(t.app, 'POST', '/api/applications/estimate/', body, user.token)).statusCode).toBe(200);
    const remade = (await keptCopies()).filter((copy) => copy.setting !== '1/1');
    expect(remade.length).toBeGreaterThanOrEqual(1);
    for (const copy of remade) {
      expect(copy.setting).toBe(levelSetting(copy.level));
      expect(copy.content.length).toBeGreaterThan(tiny.length * 10);
    }

    expect((await call(t.app, 'DELETE', `/api/documents/${scanIds[0]}/`, undefined, user.token)).statusCode).toBe(204);
    expect((await keptCopies()).filter((copy) => copy.id === scanIds[0])).toEqual([]);
  }, 240_000);

  it('adds a cover page in the CV’s design listing the contents with their pages, and leaves numbers out on request', async () => {
    const { user, cv, docs } = await applicantWithDocuments();
    const body = { company: 'Migros', cv_id: cv.id, attachment_ids: [docs[0]!.id], options: { cover_page: true, page_numbers: false, target_mb: 5 } };
    const res = await call(t.app, 'POST', '/api/applications/create/', body, user.token);
    expect(res.statusCode, res.body).toBe(201);
    const pdf = (await call(t.app, 'GET', res.json<Application>().download_url, undefined, user.token)).rawPayload;
    expect((await pdfInfo(pdf)).Pages).toBe('5');
    const pages = (await pdfText(pdf)).split('\f');
    expect(pages[0]).toContain('Dossier de candidature');
    expect(pages[0]).toContain('Zoé Müller');
    expect(pages[0]).toMatch(/Curriculum vitae\s+2/);
    expect(pages[0]).toMatch(/Certificat Migros\s+3/);
    expect(pages.join('')).not.toMatch(/\d\s*\/\s*5(\s|$)/);
    expect(await outlineTitles(pdf)).toEqual(['Curriculum vitae', 'Certificat Migros']);
  }, 120_000);

  it('refuses to make the file without a subscription (the CVs’ gate) but gives the estimate', async () => {
    const { user, cv, docs } = await applicantWithDocuments(false);
    const body = { company: 'Migros', cv_id: cv.id, attachment_ids: [docs[0]!.id] };
    const res = await call(t.app, 'POST', '/api/applications/create/', body, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: subscriptionRequiredDetail, code: 'subscription_required' });
    expect((await call(t.app, 'GET', '/api/applications/', undefined, user.token)).json()).toEqual([]);
    expect((await call(t.app, 'POST', '/api/applications/estimate/', body, user.token)).statusCode).toBe(200);
  }, 120_000);

  it('uses only the caller’s own CV, letter and documents; another user’s application is a 404', async () => {
    const owner = await applicantWithDocuments();
    const other = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, other.id);
    const otherCv = await seedCv(t.db, other.id);

    const stolenDoc = await call(
      t.app,
      'POST',
      '/api/applications/create/',
      { company: 'X', cv_id: otherCv.id, attachment_ids: [owner.docs[0]!.id] },
      other.token,
    );
    expect(stolenDoc.statusCode).toBe(400);
    expect(stolenDoc.json()).toEqual({ attachment_ids: [applicationMessages.attachmentNotFound] });
    const stolenCv = await call(t.app, 'POST', '/api/applications/create/', { company: 'X', cv_id: owner.cv.id }, other.token);
    expect(stolenCv.json()).toEqual({ cv_id: [applicationMessages.cvNotFound] });
    const stolenLetter = await call(t.app, 'POST', '/api/applications/create/', { company: 'X', cv_id: otherCv.id, letter_id: owner.letter.id }, other.token);
    expect(stolenLetter.json()).toEqual({ letter_id: [applicationMessages.letterNotFound] });

    const made = (await call(t.app, 'POST', '/api/applications/create/', { company: 'Coop', cv_id: owner.cv.id }, owner.user.token)).json<Application>();
    expect((await call(t.app, 'GET', made.download_url, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/applications/${made.id}/`, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/applications/', undefined, other.token)).json()).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/applications/${made.id}/`, undefined, owner.user.token)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/applications/', undefined, owner.user.token)).json()).toEqual([]);
    // The tracked application stays, without its file.
    expect((await call(t.app, 'GET', '/api/tracker/applications/', undefined, owner.user.token)).json()).toEqual([
      expect.objectContaining({ company: 'Coop', dossier: null }),
    ]);
  }, 120_000);

  it('reads a scan’s size and not its bytes until its level is chosen, and its copies for their owner only', async () => {
    const { user, docs } = await applicantWithDocuments();
    const [pdf, scan] = [docs[0]!, docs[2]!];
    const listed = await loadOwnedAttachments(t.db, user.id, [scan.id, pdf.id]);
    expect(listed!.map((a) => [a.id, a.contentType, a.content === null, a.size])).toEqual([
      [scan.id, 'image/jpeg', true, scan.byte_size],
      [pdf.id, 'application/pdf', false, pdf.byte_size],
    ]);
    expect(listed![1]!.content!.length).toBe(pdf.byte_size);

    // The copies made on upload (levels 1 and 2), by their sizes; then the bytes of those asked.
    const sizes = await scanLevelSizes(t.db, [scan.id]);
    expect([...sizes.get(scan.id)!.keys()].sort()).toEqual([1, 2]);
    const wanted = [
      { attachmentId: scan.id, level: 2 },
      { attachmentId: scan.id, level: 0 },
      { attachmentId: scan.id, level: 4 },
    ];
    const copies = await readScanCopies(t.db, user.id, wanted);
    expect(copies.map((c) => c?.length)).toEqual([sizes.get(scan.id)!.get(2), scan.byte_size, undefined]);
    expect((await sharp(copies[0]).metadata()).height).toBe(1754);

    const other = await signedInUser(t.app, t.db, { firstName: 'Luca', lastName: 'Rossi' });
    expect(await loadOwnedAttachments(t.db, other.id, [scan.id])).toBeUndefined();
    expect(await readScanCopies(t.db, other.id, wanted)).toEqual([undefined, undefined, undefined]);
  }, 120_000);

  it('refuses a file of more than 60 pages before making it', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id);
    const cv = await seedCv(t.db, user.id);
    const ids: string[] = [];
    for (const name of ['a', 'b']) {
      const res = await uploadDocument(t.app, user.token, { name: `${name}.pdf`, type: 'application/pdf', content: await textPdf(name, 30) });
      ids.push(res.json<{ id: string }>().id);
    }
    const res = await call(t.app, 'POST', '/api/applications/create/', { company: 'X', cv_id: cv.id, attachment_ids: ids }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ attachment_ids: [applicationMessages.dossierTooBig] });
    expect((await call(t.app, 'GET', '/api/applications/', undefined, user.token)).json()).toEqual([]);
  }, 60_000);

  it('checks the form: company required, a document once, a known target size', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/applications/create/',
      { company: ' ', cv_id: 'x', attachment_ids: ['a', 'a'], options: { target_mb: 7 } },
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      company: [applicationMessages.companyRequired],
      attachment_ids: [applicationMessages.duplicateAttachment],
      'options.target_mb': [applicationMessages.invalidTarget],
    });
  });

  it('limits each user to 20 files made or estimated in 10 minutes, with a Retry-After', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id);
    const estimate = (body: object) => call(t.app, 'POST', '/api/applications/estimate/', body, user.token);
    // Each call counts, even one the form refuses (the limit comes first, so a flood costs nothing).
    for (let i = 0; i < 19; i++) expect((await estimate({ company: '' })).statusCode).toBe(400);
    expect((await estimate({ company: 'Migros', cv_id: cv.id })).statusCode).toBe(200);
    const refused = await estimate({ company: 'Migros', cv_id: cv.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await call(t.app, 'POST', '/api/applications/create/', { company: 'Migros', cv_id: cv.id }, user.token)).statusCode).toBe(429);
    // Someone else is not affected.
    const other = await signedInUser(t.app, t.db);
    const otherCv = await seedCv(t.db, other.id);
    expect((await call(t.app, 'POST', '/api/applications/estimate/', { company: 'Migros', cv_id: otherCv.id }, other.token)).statusCode).toBe(200);
  });
});

describe('the limits of « Mes candidatures », checked inside the transaction that writes', () => {
  const fileOf = (bytes: number): NewApplication => ({
    company: 'Rolex SA',
    position: '',
    cvId: null,
    letterId: null,
    attachmentIds: [],
    options: { cover_page: false, page_numbers: true, target_mb: 3 },
    parts: [],
    fileName: 'Dossier.pdf',
    pageCount: 1,
    dossier: Buffer.alloc(bytes, 0x25),
    sentAt: new Date(),
    createdAt: new Date(),
  });
  /** An application that takes `byteSize` of the quota (its stored file is tiny). */
  const seedApplication = (userId: string, byteSize: number) => t.db.insert(applications).values({ ...fileOf(1), userId, byteSize });

  it('refuses a new file past the 300 MB quota, with its own message', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id);
    const cv = await seedCv(t.db, user.id);
    await seedApplication(user.id, APPLICATION_LIMITS.quotaBytes - 1000);
    const res = await call(t.app, 'POST', '/api/applications/create/', { company: 'Nestlé SA', cv_id: cv.id }, user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: applicationMessages.applicationQuotaExceeded, code: 'application_quota_exceeded' });
    expect(applicationMessages.applicationQuotaExceeded).toBe(
      'Vos candidatures enregistrées occupent déjà 300\u00a0Mo. Supprimez-en d’anciennes pour en créer une nouvelle.',
    );
  });

  it('lets one of two files made at the same moment through when there is room for one only', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedApplication(user.id, APPLICATION_LIMITS.quotaBytes - 1024 * 1024);
    const lockWaiters = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
      return Number(row?.n);
    };
    // Another transaction holds the user's row while both writes start: each must wait for it,
    // then check the quota with the other's file counted.
    let both: Promise<Array<PromiseSettledResult<unknown>>> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      both = Promise.allSettled([storeApplication(t.db, user.id, fileOf(700 * 1024)), storeApplication(t.db, user.id, fileOf(700 * 1024))]);
      await vi.waitFor(async () => expect(await lockWaiters()).toBe(2), { timeout: 30_000, interval: 25 });
    });
    const settled = await both!;
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')!.reason as ApiError;
    expect(refusal.statusCode).toBe(409);
    expect(refusal.body).toEqual({ detail: applicationMessages.applicationQuotaExceeded, code: 'application_quota_exceeded' });
    expect(await t.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, user.id))).toHaveLength(2);
  });

  it('holds the count limit the same way', async () => {
    const user = await signedInUser(t.app, t.db);
    await t.db
      .insert(applications)
      .values(Array.from({ length: APPLICATION_LIMITS.maxApplications - 1 }, () => ({ ...fileOf(1), userId: user.id, byteSize: 1 })));
    const settled = await Promise.allSettled([storeApplication(t.db, user.id, fileOf(10)), storeApplication(t.db, user.id, fileOf(10))]);
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((settled.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason as ApiError).body).toEqual({
      detail: applicationMessages.applicationLimitReached,
      code: 'application_limit_reached',
    });
  });
});
