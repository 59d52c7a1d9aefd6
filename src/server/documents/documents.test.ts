import { execFile } from 'node:child_process';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../domain/dossier/attachment.js';
import { attachmentScanLevels, attachments } from '../db/schema/dossiers.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';
import {
  activePdf,
  contentBombPdf,
  corruptPdf,
  decompressionBombPng,
  heicHeader,
  pdfObjectKeys,
  scanLikeJpeg,
  scannedPdf,
  textPdf,
  uploadDocument,
} from '../testing/documents.js';
import { qpdfEncrypt, qpdfEncryptionOf } from '../testing/qpdf.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

interface Doc {
  id: string;
  name: string;
  kind: string;
  document_date: string | null;
  page_count: number;
  byte_size: number;
  content_type: string;
  thumbnail_url: string;
}

const storedRows = (userId: string) => t.db.select().from(attachments).where(eq(attachments.userId, userId));

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

describe('uploading documents', () => {
  it('stores a PDF re-written, named after its file, its kind guessed, with a thumbnail; lists it with the space used', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await uploadDocument(t.app, user.token, {
      name: 'Certificat_de_travail_Migros.pdf',
      type: 'application/pdf',
      content: await textPdf('Migros', 2),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<Doc>();
    expect(doc).toMatchObject({
      name: 'Certificat de travail Migros',
      kind: 'certificat_travail',
      page_count: 2,
      content_type: 'application/pdf',
      document_date: null,
    });
    const [row] = await storedRows(user.id);
    expect(row!.byteSize).toBe(row!.content.length);
    expect(doc.byte_size).toBe(row!.content.length);
    expect(await pdfText(row!.content)).toContain('Migros - page 2');

    const thumb = await call(t.app, 'GET', doc.thumbnail_url, undefined, user.token);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('no-store');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);

    const list = await call(t.app, 'GET', '/api/documents/', undefined, user.token);
    expect(list.json()).toMatchObject({ documents: [{ id: doc.id }], used_bytes: doc.byte_size, quota_bytes: 100 * 1024 * 1024, max_files: 50 });
    expect(list.headers['cache-control']).toBe('no-store');
  }, 90_000);

  it('takes the kind the form sends', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await uploadDocument(t.app, user.token, { name: 'scan.pdf', type: 'application/pdf', content: await textPdf('HES'), kind: 'diplome' });
    expect(res.json()).toMatchObject({ kind: 'diplome', name: 'scan' });
  });

  it('re-encodes a phone scan: upright, within 2480 x 3508, as JPEG without its metadata', async () => {
    const user = await signedInUser(t.app, t.db);
    // Stored sideways with EXIF orientation 6 (turn 90° clockwise), as phones do.
    const photo = await scanLikeJpeg(3, { width: 4000, height: 3000, orientation: 6 });
    const res = await uploadDocument(t.app, user.token, { name: 'IMG_0042.JPG', type: 'image/jpeg', content: photo });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content_type: 'image/jpeg', page_count: 1 });
    const [row] = await storedRows(user.id);
    const meta = await sharp(row!.content).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2480, height: 3307 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(row!.content.length).toBeLessThan(photo.length);

    // Its copies for application files (about 200 and 150 dpi) are made now, kept with their settings.
    const copies = await t.db
      .select({ level: attachmentScanLevels.level, setting: attachmentScanLevels.setting, content: attachmentScanLevels.content })
      .from(attachmentScanLevels)
      .where(eq(attachmentScanLevels.attachmentId, row!.id))
      .orderBy(attachmentScanLevels.level);
    expect(copies.map((c) => [c.level, c.setting])).toEqual([
      [1, '2339/72'],
      [2, '1754/62'],
    ]);
    expect(
      await Promise.all(
        copies.map(async (c) =>
          sharp(c.content)
            .metadata()
            .then((m) => [m.format, m.width, m.height]),
        ),
      ),
    ).toEqual([
      ['jpeg', 1754, 2339],
      ['jpeg', 1315, 1754],
    ]);
  }, 120_000);

  it('drops JavaScript, OpenAction, page actions, annotations, the embedded file and the form; what was filled in stays visible', async () => {
    const user = await signedInUser(t.app, t.db);
    const source = await activePdf();
    // The corpus file really carries all of it.
    const before = await pdfObjectKeys(source);
    for (const key of ['/OpenAction', '/JavaScript', '/JS', '/AA', '/Annots', '/EmbeddedFiles', '/AcroForm']) expect(before).toContain(key);

    const res = await uploadDocument(t.app, user.token, { name: 'certificat.pdf', type: 'application/pdf', content: source });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await storedRows(user.id);
    const after = await pdfObjectKeys(row!.content);
    for (const key of ['/OpenAction', '/JavaScript', '/JS', '/AA', '/Annots', '/EmbeddedFiles', '/EmbeddedFile', '/Filespec', '/AcroForm', '/Names'])
      expect(after).not.toContain(key);
    expect(row!.content.includes('payload.exe')).toBe(false);
    const text = await pdfText(row!.content);
    expect(text).toContain('Certificat de travail');
    expect(text).toContain('Migros Genossenschaft');
  });
});

describe('certificates protected against changes only', () => {
  it.each([
    ['AES-256', { bits: 256 as const }],
    ['AES-128', { bits: 128 as const, aes: true }],
    ['RC4 128-bit', { bits: 128 as const }],
  ])('accepts a PDF that opens without a password (%s, no changes allowed) and stores it readable, without encryption', async (_label, cipher) => {
    const user = await signedInUser(t.app, t.db);
    const protectedPdf = await qpdfEncrypt(await textPdf('Certificat Nestlé', 2), { userPassword: '', ...cipher });
    // An independent tool confirms the test file is what HR software sends.
    expect(await qpdfEncryptionOf(protectedPdf)).toMatch(/modify anything: not allowed/);
    const res = await uploadDocument(t.app, user.token, { name: 'Certificat_Nestle.pdf', type: 'application/pdf', content: protectedPdf });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ page_count: 2, kind: 'certificat_travail' });
    const [row] = await storedRows(user.id);
    expect(await qpdfEncryptionOf(row!.content)).toBe('File is not encrypted');
    expect((await PDFDocument.load(row!.content)).isEncrypted).toBe(false);
    const text = await pdfText(row!.content);
    expect(text).toContain('Certificat Nestlé - page 1');
    expect(text).toContain('Certificat Nestlé - page 2');
  });

  it('keeps a page whose content decompresses to 8 MB (a dense drawing, not a bomb)', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await uploadDocument(t.app, user.token, { name: 'plan.pdf', type: 'application/pdf', content: await contentBombPdf('Plan', 8 * 1024 * 1024) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('« Ouvrir »: the stored copy, as recruiters receive it', () => {
  it('gives the cleaned PDF and each of its pages drawn by PDFium; another user gets a 404', async () => {
    const user = await signedInUser(t.app, t.db);
    const protectedPdf = await qpdfEncrypt(await textPdf('Certificat Nestlé', 2), { userPassword: '', bits: 256 });
    const doc = (await uploadDocument(t.app, user.token, { name: 'Certificat Nestlé.pdf', type: 'application/pdf', content: protectedPdf })).json<
      Doc & { file_url: string }
    >();
    expect(doc.file_url).toBe(`/api/documents/${doc.id}/file/`);
    const file = await call(t.app, 'GET', doc.file_url, undefined, user.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(/^inline; .*Certificat Nestlé\.pdf/);
    const [row] = await storedRows(user.id);
    expect(file.rawPayload.equals(row!.content)).toBe(true);
    expect(await qpdfEncryptionOf(file.rawPayload)).toBe('File is not encrypted');

    for (const page of [1, 2]) {
      const image = await call(t.app, 'GET', `/api/documents/${doc.id}/pages/${page}/`, undefined, user.token);
      expect(image.statusCode, `page ${page}`).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1240, height: 1754 });
    }
    for (const page of ['0', '3', 'x'])
      expect((await call(t.app, 'GET', `/api/documents/${doc.id}/pages/${page}/`, undefined, user.token)).statusCode).toBe(404);
    const other = await signedInUser(t.app, t.db);
    expect((await call(t.app, 'GET', doc.file_url, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/documents/${doc.id}/pages/1/`, undefined, other.token)).statusCode).toBe(404);
  });

  it('shows a scan as stored', async () => {
    const user = await signedInUser(t.app, t.db);
    const doc = (
      await uploadDocument(t.app, user.token, { name: 'Diplome.jpg', type: 'image/jpeg', content: await scanLikeJpeg(5, { width: 1240, height: 1754 }) })
    ).json<Doc & { file_url: string }>();
    const file = await call(t.app, 'GET', doc.file_url, undefined, user.token);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const page = await call(t.app, 'GET', `/api/documents/${doc.id}/pages/1/`, undefined, user.token);
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1240 });
  }, 120_000);
});

describe('refused uploads: a French reason, nothing stored', () => {
  const cases: Array<[string, () => Promise<{ name: string; type: string; content: Buffer }>, number, string]> = [
    ['a corrupt PDF', async () => ({ name: 'certificat.pdf', type: 'application/pdf', content: corruptPdf() }), 400, attachmentMessages.corruptPdf],
    [
      'a PDF that needs a password to open (AES-256)',
      async () => ({
        name: 'protege.pdf',
        type: 'application/pdf',
        content: await qpdfEncrypt(await textPdf('Secret'), { userPassword: 'ouverture', bits: 256 }),
      }),
      400,
      attachmentMessages.encryptedPdf,
    ],
    [
      'a PDF that needs a password to open (RC4 128)',
      async () => ({
        name: 'protege.pdf',
        type: 'application/pdf',
        content: await qpdfEncrypt(await textPdf('Secret'), { userPassword: 'ouverture', bits: 128 }),
      }),
      400,
      attachmentMessages.encryptedPdf,
    ],
    [
      'a decompression bomb: 150 KB whose page inflates to 150 MB',
      async () => ({ name: 'certificat.pdf', type: 'application/pdf', content: await contentBombPdf('Certificat de travail') }),
      400,
      attachmentMessages.contentBomb,
    ],
    [
      'a PNG named .pdf',
      async () => ({
        name: 'diplome.pdf',
        type: 'application/pdf',
        content: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      }),
      400,
      attachmentMessages.notReallyPdf,
    ],
    [
      'text named .pdf',
      async () => ({ name: 'lettre.pdf', type: 'application/pdf', content: Buffer.from('Ceci n’est pas un PDF, seulement du texte.\n'.repeat(20)) }),
      400,
      attachmentMessages.notReallyPdf,
    ],
    ['a decompression-bomb PNG', async () => ({ name: 'scan.png', type: 'image/png', content: decompressionBombPng() }), 400, attachmentMessages.imageTooBig],
    ['an iPhone HEIC photo', async () => ({ name: 'IMG_1234.HEIC', type: 'image/heic', content: heicHeader() }), 400, attachmentMessages.heicUnsupported],
    [
      'a Word file',
      async () => ({
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: Buffer.from('PK\x03\x04 word/document.xml'),
      }),
      400,
      attachmentMessages.unsupported,
    ],
    [
      'a truncated JPEG',
      async () => ({ name: 'scan.jpg', type: 'image/jpeg', content: (await scanLikeJpeg(1, { width: 400, height: 600 })).subarray(0, 3000) }),
      400,
      attachmentMessages.corruptImage,
    ],
    [
      'a PDF of more than 30 pages',
      async () => ({ name: 'these.pdf', type: 'application/pdf', content: await textPdf('Thèse', 31) }),
      400,
      attachmentMessages.tooManyPages,
    ],
  ];
  it.each(cases)('%s', async (_label, file, status, message) => {
    const user = await signedInUser(t.app, t.db);
    const res = await uploadDocument(t.app, user.token, await file());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ detail: message, code: 'invalid_document' });
    expect(await storedRows(user.id)).toHaveLength(0);
  });

  it('answers a 200 MB upload with a 413 once 20 MB are read, without keeping the rest', async () => {
    const user = await signedInUser(t.app, t.db);
    const boundary = '----cv-suisse-big';
    let sent = 0;
    const total = 200 * 1024 * 1024;
    const block = Buffer.alloc(1024 * 1024, 0x41);
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
        );
        while (sent < total) {
          sent += block.length;
          yield block;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const heapBefore = process.memoryUsage().arrayBuffers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload/',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: attachmentMessages.tooLarge, code: 'document_too_large' });
    // Far less than the 200 MB sent is held at the end (the parser kept at most the 20 MB limit).
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(100 * 1024 * 1024);
    expect(await storedRows(user.id)).toHaveLength(0);
  });

  it('refuses a request without a file', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await call(t.app, 'POST', '/api/documents/upload/', { file: 'x' }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: attachmentMessages.fileMissing });
  });

  it('refuses the 51st document and an upload past the 100 MB quota', async () => {
    const user = await signedInUser(t.app, t.db);
    const tiny = {
      userId: user.id,
      kind: 'autre' as const,
      name: 'x',
      contentType: 'application/pdf',
      pageCount: 1,
      content: Buffer.from('x'),
      thumbnail: Buffer.from('x'),
    };
    await t.db.insert(attachments).values({ ...tiny, byteSize: ATTACHMENT_LIMITS.quotaBytes });
    const full = await uploadDocument(t.app, user.token, { name: 'a.pdf', type: 'application/pdf', content: await textPdf('A') });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ detail: attachmentMessages.quotaExceeded, code: 'quota_exceeded' });

    await t.db.delete(attachments).where(eq(attachments.userId, user.id));
    await t.db.insert(attachments).values(Array.from({ length: ATTACHMENT_LIMITS.maxFiles }, () => ({ ...tiny, byteSize: 1 })));
    const many = await uploadDocument(t.app, user.token, { name: 'a.pdf', type: 'application/pdf', content: await textPdf('A') });
    expect(many.statusCode).toBe(409);
    expect(many.json()).toMatchObject({ detail: attachmentMessages.fileLimitReached, code: 'document_limit_reached' });
    expect(await storedRows(user.id)).toHaveLength(ATTACHMENT_LIMITS.maxFiles);
  });

  it('counts the stored size against the quota when the upload itself fits', async () => {
    const user = await signedInUser(t.app, t.db);
    const small = await textPdf('Petit');
    await t.db.insert(attachments).values({
      userId: user.id,
      kind: 'autre',
      name: 'x',
      contentType: 'application/pdf',
      pageCount: 1,
      content: Buffer.from('x'),
      thumbnail: Buffer.from('x'),
      byteSize: ATTACHMENT_LIMITS.quotaBytes - 10,
    });
    const res = await uploadDocument(t.app, user.token, { name: 'petit.pdf', type: 'application/pdf', content: small });
    expect(res.statusCode).toBe(409);
    expect(await storedRows(user.id)).toHaveLength(1);
  });
});

describe('editing, deleting and ownership', () => {
  it('renames, changes kind and date; refuses bad values with field messages', async () => {
    const user = await signedInUser(t.app, t.db);
    const doc = (await uploadDocument(t.app, user.token, { name: 'a.pdf', type: 'application/pdf', content: await textPdf('A') })).json<Doc>();
    const edited = await call(
      t.app,
      'PATCH',
      `/api/documents/${doc.id}/`,
      { name: 'Certificat Nestlé', kind: 'certificat_intermediaire', document_date: '2024-06-30' },
      user.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Certificat Nestlé', kind: 'certificat_intermediaire', document_date: '2024-06-30' });
    const bad = await call(t.app, 'PATCH', `/api/documents/${doc.id}/`, { name: '', kind: 'passeport', document_date: '30.06.2024' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: [attachmentMessages.nameRequired],
      kind: [attachmentMessages.invalidKind],
      document_date: [attachmentMessages.invalidDate],
    });
    const cleared = await call(t.app, 'PATCH', `/api/documents/${doc.id}/`, { document_date: null }, user.token);
    expect(cleared.json()).toMatchObject({ name: 'Certificat Nestlé', document_date: null });
  });

  it('answers 404 for another user’s document on every call, and changes nothing', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const doc = (await uploadDocument(t.app, owner.token, { name: 'a.pdf', type: 'application/pdf', content: await textPdf('A') })).json<Doc>();
    expect((await call(t.app, 'GET', doc.thumbnail_url, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/documents/${doc.id}/`, { name: 'pris' }, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/documents/${doc.id}/`, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/', undefined, other.token)).json()).toMatchObject({ documents: [], used_bytes: 0 });
    expect((await call(t.app, 'GET', '/api/documents/not-a-uuid/thumbnail/', undefined, owner.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/', undefined)).statusCode).toBe(401);
    const [row] = await storedRows(owner.id);
    expect(row!.name).toBe('a');

    expect((await call(t.app, 'DELETE', `/api/documents/${doc.id}/`, undefined, owner.token)).statusCode).toBe(204);
    expect(await storedRows(owner.id)).toHaveLength(0);
  });

  it('redraws a scanned PDF at 200 dpi: the same pages, a fraction of the bytes', async () => {
    const user = await signedInUser(t.app, t.db);
    const scanned = await scannedPdf([21, 22]);
    const res = await uploadDocument(t.app, user.token, { name: 'Certificats.pdf', type: 'application/pdf', content: scanned });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await storedRows(user.id);
    expect(row!.pageCount).toBe(2);
    expect((await PDFDocument.load(row!.content)).getPageCount()).toBe(2);
    expect(row!.content.length).toBeLessThan(scanned.length / 3);
  }, 120_000);

  it('stores a PDF a viewer can open, with the same pages', async () => {
    const user = await signedInUser(t.app, t.db);
    await uploadDocument(t.app, user.token, { name: 'a.pdf', type: 'application/pdf', content: await textPdf('A', 3) });
    const [row] = await storedRows(user.id);
    expect((await PDFDocument.load(row!.content)).getPageCount()).toBe(3);
  });
});
