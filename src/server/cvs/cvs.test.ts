import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { cvs } from '../db/schema/cvs.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser } from '../testing/cvs.js';
import type { SavedCv } from '../../domain/cv/saved-cv.js';
import { withSanitisedRichText } from './cv-input.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

type Json = Record<string, unknown> & { id: string };
const senior = sampleById('senior');
/** The senior sample without its photo (photos are uploaded by signed-in users). */
const seniorInput = { ...senior.input, personal_info: { ...senior.input.personal_info, photo_base64: '' } };

const create = (token: string, body: unknown) => call(t.app, 'POST', '/api/cvs/create/', body, token);
const get = (token: string, id: string) => call(t.app, 'GET', `/api/cvs/${id}/`, undefined, token);
const put = (token: string, id: string, body: unknown) => call(t.app, 'PUT', `/api/cvs/${id}/`, body, token);

describe('creating and reading a CV', () => {
  it('creates a CV from the whole formatted CV and answers it like GET does', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await create(user.token, seniorInput);
    expect(res.statusCode).toBe(201);
    const created = res.json<Json>();
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const { title: _title, template_id: _template, photo_url: _photo, ...document } = senior.cv;
    expect(created).toMatchObject({
      ...document,
      personal_info: { ...senior.cv.personal_info, photo_base64: '' },
      title: 'Marc-Antoine Rochat – Directeur financier',
      template_id: 5,
      template: { id: 5, name: 'Modern Professional' },
      photo_url: null,
      version: 1,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    expect(created.professional_experiences).toHaveLength(senior.cv.professional_experiences.length);

    const read = await get(user.token, created.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('normalises loose input as the domain schema does (experiences alias, numeric ids, custom fields as a map)', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await create(user.token, {
      title: '  ',
      template_id: '3',
      experiences: [{ id: 1712345678901, title: 'Développeuse', company: 'Swisscom' }],
      custom_fields: { a: { id: 'custom_field_1', title: '', content: '<p>Bénévolat</p>' } },
      js_file: 'template3.js',
    });
    expect(res.statusCode).toBe(201);
    const cv = res.json<Json>();
    expect(cv).toMatchObject({
      title: 'Sans titre',
      template_id: 3,
      template: { id: 3, name: 'Tech Startup' },
      professional_experiences: [{ id: '1712345678901', title: 'Développeuse', company: 'Swisscom' }],
      custom_fields: [{ id: 'custom_field_1', title: 'Section personnalisée', content: '<p>Bénévolat</p>' }],
    });
    expect(cv).not.toHaveProperty('js_file');
    expect(cv).not.toHaveProperty('experiences');
  });

  it('refuses a field no CV has, naming it (with the field it most likely means), and saves nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await create(user.token, {
      title: 'CV',
      personal_info: { first_name: 'Léa', lastName: 'Muller', nickname: 'Lé' },
      education: [{ institution: 'EPFL', school: 'EPFL' }],
      colour: '#ff0000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Données de CV invalides',
      'personal_info.first_name': ['Champ inconnu. Vouliez-vous dire firstName\u00a0?'],
      'personal_info.nickname': ['Champ inconnu\u00a0: il ne fait pas partie d’un CV.'],
      'education.0.school': ['Champ inconnu\u00a0: il ne fait pas partie d’un CV.'],
      colour: ['Champ inconnu\u00a0: il ne fait pas partie d’un CV.'],
    });
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token)).json()).toEqual([]);
  });

  it('takes back a CV as GET answered it (its server fields are ignored), and refuses unknown fields on PUT too', async () => {
    const user = await signedInUser(t.app, t.db);
    const created = (await create(user.token, seniorInput)).json<Json>();
    const read = (await get(user.token, created.id)).json<Json>();
    const saved = await put(user.token, created.id, { ...read, title: 'Relu et renvoyé' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Relu et renvoyé', version: 2 });

    const refused = await put(user.token, created.id, { ...read, personal_info: { ...(read.personal_info as object), job_title: 'CFO' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Données de CV invalides', 'personal_info.job_title': ['Champ inconnu. Vouliez-vous dire jobTitle\u00a0?'] });
    expect((await get(user.token, created.id)).json()).toMatchObject({ version: 2 });
  });

  it('answers « Template invalide » when the template is not one of the six', async () => {
    const user = await signedInUser(t.app, t.db);
    for (const template_id of [9, 0, 'sept', { id: 2 }]) {
      const res = await create(user.token, { title: 'CV', template_id });
      expect(res.statusCode, JSON.stringify(template_id)).toBe(400);
      expect(res.json()).toEqual({ detail: 'Template invalide', template_id: ['Template invalide'] });
    }
    expect((await create(user.token, { template: { id: 12 } })).json()).toEqual({ detail: 'Template invalide', 'template.id': ['Template invalide'] });
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token)).json()).toEqual([]);
  });

  it('answers « Données de CV invalides » with the field errors otherwise', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await create(user.token, { title: 'x'.repeat(101), skills: 'Excel', personal_info: { firstName: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(body.detail).toBe('Données de CV invalides');
    expect(body.title).toEqual(['Le nom du CV ne peut pas dépasser 100 caractères']);
    expect(body).toHaveProperty('skills');
    expect(body).toHaveProperty(['personal_info.firstName']);

    for (const payload of [[1, 2], 'texte', null]) {
      const bad = await call(t.app, 'POST', '/api/cvs/create/', JSON.stringify(payload), user.token, { 'content-type': 'application/json' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ detail: string }>().detail).toBe('Données de CV invalides');
    }
    const tooBig = await create(user.token, { summary: 'x'.repeat(20_001) });
    expect(tooBig.json()).toEqual({ detail: 'Données de CV invalides', summary: ['Ce texte ne peut pas dépasser 20000 caractères.'] });
  });

  it('sanitises every rich-text field when it is written, and keeps plain text as typed', async () => {
    const user = await signedInUser(t.app, t.db);
    const hostile = '<p onclick="x()">Texte <strong>gras</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await create(user.token, {
      summary: { content: hostile },
      professional_experiences: [{ id: 1, description: hostile }],
      education: [{ id: 1, description: hostile }],
      accreditations: [{ id: 1, description: hostile }],
      miscellaneous: { content: hostile },
      custom_fields: [{ id: 'custom_field_1', title: 'Bénévolat', content: hostile }],
      references: [{ id: 1, name: 'R&D < 5 ans' }],
    });
    const cv = res.json<SavedCv>();
    const clean = '<p>Texte <strong>gras</strong></p>';
    expect(cv.summary).toMatchObject({ content: clean });
    expect(cv.miscellaneous).toMatchObject({ content: clean });
    expect(cv.professional_experiences[0]).toMatchObject({ description: clean });
    expect(cv.education[0]).toMatchObject({ description: clean });
    expect(cv.accreditations[0]).toMatchObject({ description: clean });
    expect(cv.custom_fields[0]).toMatchObject({ content: clean });
    expect(cv.references[0]).toMatchObject({ name: 'R&D < 5 ans' });

    const plain = await create(user.token, { summary: 'R&D, 5 < 10\nDeuxième ligne' });
    expect(plain.json<SavedCv>().summary).toMatchObject({ content: 'R&D, 5 < 10\nDeuxième ligne' });
  });

  it('turns the photo of an anonymous draft into the stored photo, never into the document', async () => {
    const user = await signedInUser(t.app, t.db);
    const png = await sharp({ create: { width: 1000, height: 1200, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const res = await create(user.token, {
      title: 'Brouillon',
      personal_info: { firstName: 'Zoé', photo_base64: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(res.statusCode).toBe(201);
    const cv = res.json<Json & { personal_info: { photo_base64: string } }>();
    expect(cv.personal_info.photo_base64).toBe('');
    expect(cv.photo_url).toBe(`/api/cvs/${cv.id}/photo/`);
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, cv.id));
    expect(row?.document.personal_info.photo_base64).toBe('');
    const photo = await call(t.app, 'GET', `/api/cvs/${cv.id}/photo/`, undefined, user.token);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 667, height: 800 });

    // An image that is not a photo (SVG) is refused by the schema; a GIF is left out.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
    expect((await create(user.token, { personal_info: { photo_base64: `data:image/svg+xml;base64,${svg}` } })).statusCode).toBe(201);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const withGif = await create(user.token, { personal_info: { photo_base64: gif.toString('base64') } });
    expect(withGif.json<Json>().photo_url).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'POST', '/api/cvs/create/', {})).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/cvs/list/')).statusCode).toBe(401);
  });
});

describe('the CV list', () => {
  it('lists light items, newest modified first, with no document', async () => {
    const user = await signedInUser(t.app, t.db);
    const older = await seedCv(t.db, user.id, { title: 'Ancien', template_id: 2 }, new Date('2026-01-01T08:00:00Z'));
    const newer = await seedCv(t.db, user.id, { title: 'Récent', template_id: 6 }, new Date('2026-02-01T08:00:00Z'));
    const middle = await seedCv(t.db, user.id, { title: 'Moyen' }, new Date('2026-01-15T08:00:00Z'));
    const res = await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: newer.id,
        title: 'Récent',
        template_id: 6,
        template: { id: 6, name: 'Executive Professional' },
        created_at: '2026-02-01T08:00:00.000Z',
        updated_at: '2026-02-01T08:00:00.000Z',
        has_photo: false,
      },
      expect.objectContaining({ id: middle.id, title: 'Moyen', template: { id: 1, name: 'Classic Elegant' } }),
      expect.objectContaining({ id: older.id, title: 'Ancien' }),
    ]);

    // Saving the oldest moves it to the top.
    t.clock.advance(60_000);
    await put(user.token, older.id, { ...older.document, title: 'Ancien, revu' });
    const ids = (await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token)).json<Json[]>().map((c) => c.id);
    expect(ids).toEqual([older.id, newer.id, middle.id]);
  });
});

describe('saving a CV', () => {
  it('replaces the whole document, counts the version and moves updated_at', async () => {
    const user = await signedInUser(t.app, t.db);
    const created = (await create(user.token, seniorInput)).json<Json & { created_at: string }>();
    t.clock.advance(5_000);
    const res = await put(user.token, created.id, { title: 'Nouveau titre', template_id: 2, summary: '<p>Court.</p>', version: 1 });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Json>();
    expect(saved).toMatchObject({
      id: created.id,
      title: 'Nouveau titre',
      template: { id: 2, name: 'Minimalist Clean' },
      summary: { content: '<p>Court.</p>' },
      professional_experiences: [],
      version: 2,
      created_at: created.created_at,
      updated_at: t.clock.now().toISOString(),
    });
    expect((await get(user.token, created.id)).json()).toEqual(saved);
  });

  it('changes nothing when the body does not validate', async () => {
    const user = await signedInUser(t.app, t.db);
    const created = (await create(user.token, seniorInput)).json<Json>();
    const before = (await get(user.token, created.id)).json<Json>();
    const bad = await put(user.token, created.id, { ...seniorInput, title: 'Changé', skills: [{ name: 'x'.repeat(500) }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe('Données de CV invalides');
    expect((await put(user.token, created.id, { ...seniorInput, template_id: 42 })).statusCode).toBe(400);
    expect((await get(user.token, created.id)).json()).toEqual(before);
  });

  it('ends concurrent saves of two complete documents with one of them, never a mix', async () => {
    const user = await signedInUser(t.app, t.db);
    const created = (await create(user.token, { title: 'Course' })).json<Json>();
    const a = { ...seniorInput, title: 'Version A' };
    const b = { ...sampleById('junior').input, title: 'Version B', personal_info: { ...sampleById('junior').input.personal_info, photo_base64: '' } };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(user.token, created.id, i % 2 ? a : b)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, created.id));
    const expected = [a, b].map((input) => ({ ...withSanitisedRichText(cvDocumentSchema.parse(input)), photo_url: '' }));
    const sameAs = expected.findIndex((doc) => isDeepStrictEqual(doc, row?.document));
    expect(sameAs).toBeGreaterThanOrEqual(0);
    expect(row?.title).toBe(expected[sameAs]!.title);
    expect(row?.version).toBe(21);
  });
});

describe('deleting and duplicating', () => {
  it('deletes a CV and its photo', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, { title: 'À supprimer' });
    const res = await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(user.token, cv.id)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token)).statusCode).toBe(404);
  });

  it('duplicates a CV as « {title} - Copie » with its photo', async () => {
    const user = await signedInUser(t.app, t.db);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa3344' } })
      .png()
      .toBuffer();
    const source = (
      await create(user.token, { ...seniorInput, personal_info: { ...seniorInput.personal_info, photo_base64: png.toString('base64') } })
    ).json<Json>();
    t.clock.advance(1_000);
    const res = await call(t.app, 'POST', `/api/cvs/${source.id}/duplicate/`, undefined, user.token);
    expect(res.statusCode).toBe(201);
    const copy = res.json<Json>();
    expect(copy.id).not.toBe(source.id);
    const strip = ({ id: _i, title: _t, created_at: _c, updated_at: _u, photo_url: _p, ...rest }: Json) => rest;
    expect(strip(copy)).toEqual(strip(source));
    expect(copy).toMatchObject({ title: 'Marc-Antoine Rochat – Directeur financier - Copie', version: 1, photo_url: `/api/cvs/${copy.id}/photo/` });
    const photo = await call(t.app, 'GET', `/api/cvs/${copy.id}/photo/`, undefined, user.token);
    const original = await call(t.app, 'GET', `/api/cvs/${source.id}/photo/`, undefined, user.token);
    expect(photo.rawPayload.equals(original.rawPayload)).toBe(true);

    // A title at the limit is shortened so that the suffix still fits.
    const long = await seedCv(t.db, user.id, { title: 'é'.repeat(100) });
    const longCopy = (await call(t.app, 'POST', `/api/cvs/${long.id}/duplicate/`, undefined, user.token)).json<Json & { title: string }>();
    expect(longCopy.title).toBe(`${'é'.repeat(92)} - Copie`);
    expect(Array.from(longCopy.title)).toHaveLength(100);
  });

  it('stops at 200 CVs per account with a French message', async () => {
    const user = await signedInUser(t.app, t.db);
    const document = cvDocumentSchema.parse({ title: 'Série' });
    await t.db.insert(cvs).values(Array.from({ length: 199 }, () => ({ userId: user.id, title: 'Série', templateId: 1, document })));
    // The 200th is made; the 201st is refused.
    expect((await create(user.token, { title: 'Le deux-centième' })).statusCode).toBe(201);
    const res = await create(user.token, { title: 'Un de trop' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Vous avez atteint la limite de 200 CV. Supprimez un CV pour en créer un nouveau.',
      code: 'cv_limit_reached',
    });
    const [first] = await t.db.select({ id: cvs.id }).from(cvs).where(eq(cvs.userId, user.id)).limit(1);
    expect((await call(t.app, 'POST', `/api/cvs/${first!.id}/duplicate/`, undefined, user.token)).statusCode).toBe(409);
    const list = await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token);
    expect(list.json<Json[]>()).toHaveLength(200);
  });
});

describe('templates', () => {
  it('lists the six templates to anyone', async () => {
    const res = await call(t.app, 'GET', '/api/cvs/templates/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Classic Elegant', image: '/templates/modele-1.webp' },
      { id: 2, name: 'Minimalist Clean', image: '/templates/modele-2.webp' },
      { id: 3, name: 'Tech Startup', image: '/templates/modele-3.webp' },
      { id: 4, name: 'Creative Designer', image: '/templates/modele-4.webp' },
      { id: 5, name: 'Modern Professional', image: '/templates/modele-5.webp' },
      { id: 6, name: 'Executive Professional', image: '/templates/modele-6.webp' },
    ]);
  });
});

describe('ownership', () => {
  it("answers another user's CV exactly like a CV that does not exist, on every call", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const cv = (await create(owner.token, { title: 'Privé', personal_info: { photo_base64: png.toString('base64') } })).json<Json>();
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#654321' } })
      .jpeg()
      .toBuffer();
    const boundary = 'limite';
    const multipart = {
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };

    const calls: Array<{ method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: (id: string) => string; body?: unknown; multipart?: boolean }> = [
      { method: 'GET', url: (id) => `/api/cvs/${id}/` },
      { method: 'PUT', url: (id) => `/api/cvs/${id}/`, body: { title: 'Volé' } },
      { method: 'DELETE', url: (id) => `/api/cvs/${id}/delete/` },
      { method: 'POST', url: (id) => `/api/cvs/${id}/duplicate/` },
      { method: 'GET', url: (id) => `/api/cvs/${id}/download/` },
      { method: 'GET', url: (id) => `/api/cvs/${id}/preview-image/?t=1` },
      { method: 'POST', url: (id) => `/api/cvs/${id}/upload-photo/`, multipart: true },
      { method: 'DELETE', url: (id) => `/api/cvs/${id}/upload-photo/` },
      { method: 'GET', url: (id) => `/api/cvs/${id}/photo/` },
    ];
    const send = (c: (typeof calls)[number], id: string, token?: string) =>
      t.app.inject({
        method: c.method,
        url: c.url(id),
        ...(c.multipart ? { payload: multipart.payload } : c.body ? { payload: c.body as Record<string, unknown> } : {}),
        headers: { ...(c.multipart ? multipart.headers : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });

    for (const c of calls) {
      const label = `${c.method} ${c.url(':id')}`;
      const foreign = await send(c, cv.id, other.token);
      const missing = await send(c, randomUUID(), other.token);
      const malformed = await send(c, 'pas-un-uuid', other.token);
      for (const [res, what] of [
        [foreign, 'foreign'],
        [missing, 'missing'],
        [malformed, 'malformed'],
      ] as const) {
        expect(res.statusCode, `${label} ${what}`).toBe(404);
        expect(res.json(), `${label} ${what}`).toEqual({ detail: 'Ressource non trouvée.' });
      }
      const anonymous = await send(c, cv.id);
      expect(anonymous.statusCode, `${label} anonymous`).toBe(401);
    }

    // The owner's CV and photo are untouched, and the other user sees none of it.
    const after = await get(owner.token, cv.id);
    expect(after.json()).toMatchObject({ title: 'Privé', version: 1, photo_url: `/api/cvs/${cv.id}/photo/` });
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/photo/`, undefined, owner.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, other.token)).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, owner.token)).json<Json[]>().map((c) => c.id)).toEqual([cv.id]);
  });
});
