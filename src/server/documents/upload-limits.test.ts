import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../domain/dossier/attachment.js';
import { httpMessages } from '../../domain/messages.js';
import { importMessages } from '../../domain/cv-import/messages.js';
import { attachments } from '../db/schema/dossiers.js';
import { createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser } from '../testing/cvs.js';
import { textPdf, uploadDocument } from '../testing/documents.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const MiB = 1024 * 1024;
const BOUNDARY = '----cv-suisse-limits';
const fileHead = (field: string, name: string, type: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
const formEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A multipart body of a `size`-byte PDF, streamed in chunks of `chunk` bytes as a network
 * delivers them (no content-length declared: the path a browser's upload takes through the
 * parser, past the early refusal of a declared size). Chunks of a power of two put the limit
 * exactly on a chunk boundary, where the parser used to flag the file as cut after its last
 * chunk had been read: the cut file was taken as whole.
 */
function streamedUpload(size: number, chunk: number) {
  const filler = Buffer.alloc(chunk, 0x41);
  filler.write('%PDF-1.7\n');
  return Readable.from(
    (function* () {
      yield fileHead('file', 'scan.pdf', 'application/pdf');
      for (let sent = 0; sent < size; sent += chunk) yield sent + chunk <= size ? filler : filler.subarray(0, size - sent);
      yield formEnd;
    })(),
  );
}

/** The chunk sizes of the 20 uploads: the network's usual 64 KiB and 16 KiB, and uneven ones. */
const CHUNKS = [65_536, 16_384, 65_549, 8_192, 32_768];

const post = (url: string, token: string, payload: Readable | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}`, ...headers },
  });

describe('the 20 MB limit on documents, every time', () => {
  it.each([21, 22, 30])(
    'refuses a %i MiB PDF 20 times in a row, each time with the size message, nothing stored',
    async (mib) => {
      const user = await signedInUser(t.app, t.db);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await post('/api/documents/upload/', user.token, streamedUpload(mib * MiB, CHUNKS[i % CHUNKS.length]!));
        statuses.push(res.statusCode);
        expect(res.json(), `upload ${i + 1}`).toEqual({ detail: attachmentMessages.tooLarge, code: 'document_too_large' });
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 413));
      expect(await t.db.select().from(attachments).where(eq(attachments.userId, user.id))).toHaveLength(0);
    },
    300_000,
  );

  it('takes a file of exactly 20 MiB to the re-writing, and refuses one byte more', async () => {
    const user = await signedInUser(t.app, t.db);
    // A real PDF padded with a comment to exactly the limit: accepted (and re-written smaller).
    const pdf = await textPdf('Limite');
    const exact = Buffer.concat([pdf, Buffer.from('\n%'), Buffer.alloc(ATTACHMENT_LIMITS.maxUploadBytes - pdf.length - 3, 0x20), Buffer.from('\n')]);
    expect(exact.length).toBe(ATTACHMENT_LIMITS.maxUploadBytes);
    const ok = await uploadDocument(t.app, user.token, { name: 'limite.pdf', type: 'application/pdf', content: exact });
    expect(ok.statusCode, ok.body).toBe(201);
    const over = await uploadDocument(t.app, user.token, { name: 'limite.pdf', type: 'application/pdf', content: Buffer.concat([exact, Buffer.from(' ')]) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: attachmentMessages.tooLarge, code: 'document_too_large' });
  }, 120_000);

  it('refuses a declared size over the limit before reading the body', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await post('/api/documents/upload/', user.token, streamedUpload(25 * MiB, 65_536), { 'content-length': String(25 * MiB + 300) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: attachmentMessages.tooLarge, code: 'document_too_large' });
  });
});

describe('a body cut off mid-stream is a French 400, never a 500', () => {
  const cut = (field: string, name: string, type: string) =>
    Buffer.concat([fileHead(field, name, type), Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x42)]);

  it('on a document upload', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await post('/api/documents/upload/', user.token, cut('file', 'certificat.pdf', 'application/pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: httpMessages.uploadIncomplete, code: 'upload_incomplete' });
    expect(await t.db.select().from(attachments).where(eq(attachments.userId, user.id))).toHaveLength(0);
  });

  it('on a photo, a signature and a CV import', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id);
    const letter = await t.app.inject({ method: 'POST', url: '/api/letters/create/', payload: {}, headers: { authorization: `Bearer ${user.token}` } });
    for (const url of [`/api/cvs/${cv.id}/upload-photo/`, `/api/letters/${letter.json<{ id: string }>().id}/upload-signature/`]) {
      const res = await post(url, user.token, cut('image', 'photo.jpg', 'image/jpeg'));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ detail: httpMessages.uploadIncomplete, code: 'upload_incomplete' });
    }
    const res = await post('/api/cvs/import/', user.token, cut('file', 'cv.pdf', 'application/pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: httpMessages.uploadIncomplete, code: 'upload_incomplete' });
  });

  it('keeps the size messages of the photo and the import', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id);
    const photo = await post(
      `/api/cvs/${cv.id}/upload-photo/`,
      user.token,
      Buffer.concat([fileHead('image', 'photo.jpg', 'image/jpeg'), Buffer.alloc(5 * MiB + 1, 0xff), formEnd]),
    );
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toEqual({ detail: 'La taille du fichier ne doit pas dépasser 5MB' });
    const big = await post(
      '/api/cvs/import/',
      user.token,
      Buffer.concat([fileHead('file', 'cv.pdf', 'application/pdf'), Buffer.alloc(50 * MiB + 1, 0x41), formEnd]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: importMessages.tooLarge });
  }, 120_000);
});
