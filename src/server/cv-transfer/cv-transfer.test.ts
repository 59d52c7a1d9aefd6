import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import type { CvExportEnvelope } from '../../domain/cv-export/json-export.js';
import type { ImportResult } from '../../domain/cv-import/import-draft.js';
import { importMessages } from '../../domain/cv-import/messages.js';
import { linkedInZip } from '../../domain/cv-import/fixtures/linkedin-zip.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { buildTheme } from '../../templates/theme.js';
import { cvs } from '../db/schema/cvs.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { multipartBody, seedCv, seedSubscription, signedInUser, uploadPhotoFile } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const senior = sampleById('senior').input;

function upload(content: Buffer | Uint8Array, token?: string, name = 'cv.bin') {
  const { payload, headers } = multipartBody('file', name, 'application/octet-stream', Buffer.from(content));
  return t.app.inject({ method: 'POST', url: '/api/cvs/import/', payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

const storedCvs = async () => (await t.db.select({ n: count() }).from(cvs))[0]!.n;

/** A valid one-page PDF with nothing but a drawn rectangle: what a scanner's image-only page looks like to a text reader. */
function pdfWithoutText(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const stream = '0 0 1 rg 100 100 200 200 re f';
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('importing a CV', () => {
  it('reads a LinkedIn export for a visitor and stores nothing', async () => {
    const before = await storedCvs();
    const res = await upload(linkedInZip(), undefined, 'Basic_LinkedInDataExport.zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<ImportResult>();
    expect(body.source).toBe('linkedin');
    expect(body.summary).toMatchObject({ experiences: 2, education: 1, skills: 3, languages: 2 });
    expect(body.cv.personal_info.lastName).toBe('Favre');
    expect(await storedCvs()).toBe(before);
  });

  it('refuses the bad-input corpus with a French message, storing nothing', async () => {
    const before = await storedCvs();
    const cases: Array<[Buffer | Uint8Array, number, string]> = [
      [zipSync({ 'Profile.csv': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }), 400, importMessages.zipBomb],
      [pdfWithoutText(), 400, importMessages.pdfScanned],
      [
        zipSync({
          '[Content_Types].xml': strToU8('<Types><Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>'),
          'word/document.xml': strToU8('<w:document/>'),
        }),
        400,
        importMessages.docxMacros,
      ],
      [
        zipSync({
          'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>Jean Dupont</w:t></w:r></w:p></w:body></w:document>'),
          'word/_rels/document.xml.rels': strToU8(
            '<Relationships><Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://x.example/a.png" TargetMode="External"/></Relationships>',
          ),
        }),
        400,
        importMessages.docxExternal,
      ],
      [linkedInZip({ 'Positions.csv': 'Company Name,Title\n"Swisscom,Dev\nLogitech,"Dev"x"' }), 400, importMessages.csvMalformed('Positions.csv')],
      [Buffer.from('{"nope": true}'), 400, importMessages.jsonUnknown],
    ];
    for (const [content, status, detail] of cases) {
      const res = await upload(content);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status, body: { detail } });
    }
    expect(await storedCvs()).toBe(before);
  }, 90_000);

  it('refuses a file over 50 MB with a 413 and a French message', async () => {
    const res = await upload(Buffer.alloc(50 * 1024 * 1024 + 10, 0x20));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: importMessages.tooLarge });
  });

  it('refuses a declared size over the cap before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/import/',
      payload: Buffer.alloc(1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(80 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: importMessages.tooLarge });
  });

  it('counts imports per account: the 31st in ten minutes is refused', async () => {
    const user = await signedInUser(t.app, t.db);
    const json = Buffer.from(JSON.stringify({ basics: { name: 'Ana Silva' } }));
    for (let i = 0; i < 30; i += 1) expect((await upload(json, user.token)).statusCode).toBe(200);
    const refused = await upload(json, user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Trop de/);
  });

  it('asks for a file when the upload has none', async () => {
    const res = await call(t.app, 'POST', '/api/cvs/import/', { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: importMessages.missingFile });
  });
});

describe('exporting a CV', () => {
  const exportOf = (cvId: string, format: string, token: string) => call(t.app, 'GET', `/api/cvs/${cvId}/export/${format}/`, undefined, token);

  async function premiumWithCv() {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    const cv = await seedCv(t.db, user.id, { ...senior, title: 'Marc-Antoine Rochat – CFO Genève' });
    return { user, cv };
  }

  it('is behind the same gate as the PDF, and someone else’s CV does not exist', async () => {
    const free = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, free.id, senior);
    for (const format of ['docx', 'txt', 'json', 'jsonresume']) {
      const res = await exportOf(cv.id, format, free.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Un abonnement actif est nécessaire pour télécharger votre CV.', code: 'subscription_required' });
    }
    const { user } = await premiumWithCv();
    expect((await exportOf(cv.id, 'docx', user.token)).statusCode).toBe(404);
    expect((await exportOf(cv.id, 'pdf2', user.token)).statusCode).toBe(400);
  });

  it('writes a Word document with the content in order and the photo embedded', async () => {
    const { user, cv } = await premiumWithCv();
    await uploadPhotoFile(t.app, cv.id, user.token, {
      name: 'p.png',
      type: 'image/png',
      content: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#804020' } })
        .png()
        .toBuffer(),
    });
    const res = await exportOf(cv.id, 'docx', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Marc-Antoine_Rochat_CFO_Gen%C3%A8ve.docx`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).some((n) => /^word\/media\/.+\.(jpe?g|png)$/.test(n))).toBe(true);
    const text = strFromU8(files['word/document.xml']!)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const order = [
      'Marc-Antoine Rochat',
      'Profil',
      'Expériences professionnelles',
      'Maison Vacheron &amp; Fils SA',
      'Lémanic Energy Trading SA',
      'Formation',
      'HEC Lausanne',
      'Compétences',
      'Langues',
      'Certifications',
      'CFA Charterholder',
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(strFromU8(files['word/numbering.xml']!)).toContain('bullet');
    // The design approximated: the template's face (model 5: Source Sans 3) and its accent on the headings.
    expect(strFromU8(files['word/styles.xml']!)).toContain('w:ascii="Source Sans 3"');
    const accent = buildTheme({ templateId: 5, accentColor: '#27384c' }).accentInk.slice(1).toUpperCase();
    expect(strFromU8(files['word/document.xml']!).toUpperCase()).toContain(`W:COLOR W:VAL="${accent}"`);
  });

  it('writes plain text with the sections in order, in UTF-8', async () => {
    const { user, cv } = await premiumWithCv();
    const res = await exportOf(cv.id, 'txt', user.token);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.txt');
    const text = res.body;
    expect(text.startsWith('Marc-Antoine Rochat\nDirecteur financier (CFO)\n')).toBe(true);
    const headings = ['PROFIL', 'EXPÉRIENCES PROFESSIONNELLES', 'FORMATION', 'COMPÉTENCES', 'LANGUES', 'CERTIFICATIONS'].map((h) => text.indexOf(`\n${h}\n`));
    expect(headings.every((p) => p > 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(text).toContain('• Préparation et conduite de l’introduction en bourse');
    expect(text).not.toMatch(/<\/?[a-z]+>/);
  });

  it('round-trips losslessly through our JSON export and import', async () => {
    const { user, cv } = await premiumWithCv();
    await uploadPhotoFile(t.app, cv.id, user.token, {
      name: 'p.png',
      type: 'image/png',
      content: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#205080' } })
        .png()
        .toBuffer(),
    });
    const exported = await exportOf(cv.id, 'json', user.token);
    expect(exported.statusCode).toBe(200);
    const envelope = exported.json<CvExportEnvelope>();
    expect(envelope).toMatchObject({ format: 'cv-suisse', version: 1 });
    expect(envelope.cv.personal_info.photo_base64).toMatch(/^data:image\//);
    const imported = await upload(exported.rawPayload, user.token, 'cv.json');
    expect(imported.statusCode).toBe(200);
    const importedCv = imported.json<ImportResult>().cv;
    expect(importedCv).toEqual(envelope.cv);
    const saved = (await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token)).json<Record<string, unknown>>();
    for (const key of [
      'summary',
      'professional_experiences',
      'education',
      'skills',
      'languages',
      'accreditations',
      'references',
      'miscellaneous',
      'custom_fields',
      'section_order',
      'hidden_sections',
      'section_titles',
      'accent_colors',
      'cv_language',
      'template_id',
      'title',
    ] as const) {
      expect(importedCv[key as keyof CvDocument], key).toEqual(saved[key]);
    }
  });

  it('writes JSON Resume', async () => {
    const { user, cv } = await premiumWithCv();
    const resume = (await exportOf(cv.id, 'jsonresume', user.token)).json<{ basics: unknown; work: unknown[] }>();
    expect(resume.basics).toMatchObject({ name: 'Marc-Antoine Rochat', email: 'ma.rochat@gmail.com' });
    expect(resume.work[0]).toMatchObject({ name: 'Maison Vacheron & Fils SA', startDate: '2018-03' });
  });
});
