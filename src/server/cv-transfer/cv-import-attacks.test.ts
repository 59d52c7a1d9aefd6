import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '../../domain/cv-import/messages.js';
import { cvs } from '../db/schema/cvs.js';
import { createAccountsTestApp } from '../testing/accounts.js';
import { multipartBody, signedInUser } from '../testing/cvs.js';
import { attackFiles } from './testing/attack-files.js';

/*
 * Files built to stall the import (issue 28). Each is refused with its French message, nothing
 * is stored, and the health check answers while the file is being read (the readers run in
 * worker threads: the event loop only waits).
 */
let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

function upload(content: Buffer, token?: string) {
  const { payload, headers } = multipartBody('file', 'cv.bin', 'application/octet-stream', content);
  return t.app.inject({ method: 'POST', url: '/api/cvs/import/', payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

const storedCvs = async () => (await t.db.select({ n: count() }).from(cvs))[0]!.n;

const cases: Array<[string, () => Buffer, string]> = [
  ['a Word file of 30,000 unclosed paragraphs', attackFiles.docxParagraphs, importMessages.empty],
  ['a Word file of 30,000 paragraphs of text', attackFiles.docxParagraphsWithText, importMessages.tooMuchText],
  ['a Word file of 30,000 unclosed tables', attackFiles.docxTables, importMessages.empty],
  ['a 160 KB single-line text', attackFiles.docxLongLine, importMessages.tooMuchText],
  ['a ZIP that declares 900 B and inflates to 300 MB', attackFiles.lyingZip, importMessages.zipBomb],
  ['200 CSV files of 990 KB', attackFiles.manyCsvs, importMessages.zipBomb],
  ['a PDF whose one page inflates to 150 MB', attackFiles.pdfBomb, importMessages.pdfBomb],
  ['a 30-page PDF of 60,000 text operations a page', attackFiles.pdfManyOperations, importMessages.pdfBomb],
  ['a JSON Resume with 20,000 jobs', attackFiles.jsonManyJobs, importMessages.jsonTooMany('work', 20_000, 50)],
];

describe('import attacks', () => {
  for (const [name, make, detail] of cases) {
    it(`refuses ${name} in French, stores nothing, and health answers meanwhile`, async () => {
      const before = await storedCvs();
      const file = make();
      expect(file.length).toBeLessThan(50 * 1024 * 1024);
      const attack = upload(file);
      const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
      const res = await attack;
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: { detail } });
      expect(await storedCvs()).toBe(before);
    });
  }

  it('gives an account a larger budget than a visitor: 12 pages read, not 30', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await upload(attackFiles.docxParagraphsWithText(), user.token);
    expect(res.json()).toEqual({ detail: importMessages.tooMuchText });
  });

  it('answers 503 with Retry-After, in French, when every import worker is busy and none may wait', async () => {
    const { createTestApp } = await import('../testing/test-app.js');
    const busy = await createTestApp({ importPool: { workers: 0, maxQueue: 0 } });
    try {
      const { payload, headers } = multipartBody('file', 'cv.json', 'application/json', Buffer.from('{"basics": {"name": "Ana Silva"}}'));
      const res = await busy.app.inject({ method: 'POST', url: '/api/cvs/import/', payload, headers });
      expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json<unknown>() }).toEqual({
        status: 503,
        retryAfter: '10',
        body: { detail: importMessages.busy },
      });
    } finally {
      await busy.close();
    }
  });
});
