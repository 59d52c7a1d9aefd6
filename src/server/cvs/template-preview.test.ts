import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser, uploadPhotoFile } from '../testing/cvs.js';
import { templatePreviewRule } from './template-preview.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each test speaks from its own address, so that the per-address limit is the rate-limit test's alone. */
const preview = (body: unknown, token?: string, ip = `203.0.113.${++ipCounter}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cvs/template-preview/',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: ip,
  });

const html = (res: { json<T>(): T }) => res.json<{ data: string }>().data;
const cvData = { title: 'Aperçu', personal_info: { firstName: 'Noémie', lastName: 'Favre', jobTitle: 'Infirmière' }, summary: '<p>Soins intensifs.</p>' };

describe('POST /cvs/template-preview/', () => {
  it('renders the CV to anyone as one complete HTML document', async () => {
    const res = await preview({ cv_data: cvData, template_id: 3, accent_color: '#46719d' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = html(res);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('cv-template-3');
    expect(page).toContain('Noémie');
    expect(page).toContain('Soins intensifs.');
    expect(page.toLowerCase()).toContain('#46719d');
  });

  it('falls back to template 1 and the CV’s own colour', async () => {
    const page = html(await preview({ cv_data: { ...cvData, accent_colors: { primary: '#3F5130' } }, template_id: 99 }));
    expect(page).toContain('cv-template-1');
    expect(page.toLowerCase()).toContain('#3f5130');
  });

  it('shows a valid anonymous photo_base64 and ignores an SVG one', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const withPhoto = html(
      await preview({
        cv_data: { ...cvData, personal_info: { ...cvData.personal_info, photo_base64: `data:image/png;base64,${png.toString('base64')}` } },
        template_id: 1,
      }),
    );
    expect(withPhoto).toContain(`data:image/png;base64,${png.toString('base64')}`);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>').toString('base64');
    const res = await preview({
      cv_data: { ...cvData, personal_info: { ...cvData.personal_info, photo_base64: `data:image/svg+xml;base64,${svg}` } },
      template_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(html(res)).not.toContain(svg);
    expect(html(res)).not.toContain('data:image/svg');
    expect(html(res)).not.toContain('<img');
  });

  it("uses the saved photo of the caller's own CV only", async () => {
    const owner = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, owner.id, cvData);
    const jpeg = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#226688' } })
      .jpeg()
      .toBuffer();
    await uploadPhotoFile(t.app, cv.id, owner.token, { name: 'moi.jpg', type: 'image/jpeg', content: jpeg });
    const stored = (await call(t.app, 'GET', `/api/cvs/${cv.id}/photo/`, undefined, owner.token)).rawPayload.toString('base64');

    // By reference: the editor already holds the photo; the answer carries its URL and version only.
    const answer = await preview({ cv_data: cvData, template_id: 2, cv_id: cv.id }, owner.token);
    const mine = html(answer);
    expect(mine).toMatch(new RegExp(`<img[^>]+src="/api/cvs/${cv.id}/photo/\\?v=[A-Za-z0-9_-]+"`));
    expect(mine).not.toContain(stored);
    expect(mine).not.toContain('data:image/');

    const other = await signedInUser(t.app, t.db);
    const theirs = await preview({ cv_data: cvData, template_id: 2, cv_id: cv.id }, other.token);
    expect(theirs.statusCode).toBe(200);
    expect(html(theirs)).not.toContain(stored);
    expect(html(theirs)).not.toContain('<img');
    const anonymous = await preview({ cv_data: cvData, template_id: 2, cv_id: cv.id });
    expect(html(anonymous)).not.toContain(stored);
    // Malformed or unknown ids are no error either.
    expect((await preview({ cv_data: cvData, cv_id: 'n-importe-quoi' }, owner.token)).statusCode).toBe(200);
  });

  it('names a new version of the saved photo once it is replaced', async () => {
    const owner = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, owner.id, cvData);
    const upload = async (background: string) =>
      uploadPhotoFile(t.app, cv.id, owner.token, {
        name: 'moi.jpg',
        type: 'image/jpeg',
        content: await sharp({ create: { width: 90, height: 120, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      });
    const photoSrc = async () => /src="([^"]*\/photo\/[^"]*)"/.exec(html(await preview({ cv_data: cvData, template_id: 1, cv_id: cv.id }, owner.token)))?.[1];
    await upload('#226688');
    const first = await photoSrc();
    await upload('#882266');
    const second = await photoSrc();
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('references an anonymous draft’s stored photo, served by its key to anyone who has it', async () => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const ip = '198.51.100.7';
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/preview-photos/',
      payload: { photo_base64: `data:image/png;base64,${png.toString('base64')}` },
      remoteAddress: ip,
    });
    expect(stored.statusCode).toBe(201);
    const { key, url } = stored.json<{ key: string; url: string }>();
    expect(url).toBe(`/api/cvs/preview-photos/${key}/`);
    // Storing the same photo again gives the same key (content-addressed).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/preview-photos/',
      payload: { photo_base64: `data:image/png;base64,${png.toString('base64')}` },
      remoteAddress: ip,
    });
    expect(again.json<{ key: string }>().key).toBe(key);

    const answer = await preview({ cv_data: cvData, template_id: 4, photo_key: key });
    expect(answer.statusCode).toBe(200);
    expect(html(answer)).toMatch(new RegExp(`<img[^>]+src="${url}"`));
    expect(html(answer)).not.toContain('data:image/');

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('answers 409 preview_photo_missing for an unknown or expired key, and refuses what is not an image', async () => {
    const missing = await preview({ cv_data: cvData, template_id: 1, photo_key: 'A'.repeat(43) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'preview_photo_missing' });
    expect((await t.app.inject({ method: 'GET', url: `/api/cvs/preview-photos/${'A'.repeat(43)}/` })).statusCode).toBe(404);
    const text = Buffer.from('pas une image du tout, vraiment pas').toString('base64');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/preview-photos/',
      payload: { photo_base64: `data:image/png;base64,${text}` },
      remoteAddress: '198.51.100.8',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(/image/);
  });

  it('removes scripts and other markup from rich text', async () => {
    const page = html(
      await preview({
        cv_data: {
          ...cvData,
          summary: '<p>Texte</p><script>alert("xss")</script><img src=x onerror=alert(1)>',
          custom_fields: [{ id: 'custom_field_1', title: 'Plus', content: '<iframe src="https://evil.example"></iframe><p onclick="x()">ok</p>' }],
        },
        template_id: 1,
      }),
    );
    expect(page).not.toContain('alert');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('onerror');
    expect(page).not.toContain('evil.example');
    expect(page).not.toContain('onclick');
  });

  it('drops skills and languages with a blank name', async () => {
    const named = html(await preview({ cv_data: { ...cvData, skills: [{ name: 'Excel', level: 80 }] }, template_id: 1 }));
    expect(named).toContain('Compétences');
    const page = html(
      await preview({
        cv_data: { ...cvData, skills: [{ name: '  ', level: 80 }], languages: [{ name: 'Allemand', level: 67 }, { name: '' }] },
        template_id: 1,
      }),
    );
    expect(page).toContain('Allemand');
    expect(page).not.toContain('Compétences');
  });

  it('answers malformed data with 400 in the client’s shapes', async () => {
    const missing = await preview({ template_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Données de CV invalides', cv_data: ['Données de CV invalides'] });
    const bad = await preview({ cv_data: { skills: 'Excel', title: 'x'.repeat(101) }, template_id: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'Données de CV invalides', title: ['Le nom du CV ne peut pas dépasser 100 caractères'] });
    expect((await preview([1, 2])).statusCode).toBe(400);
  });

  it('answers 413 beyond the room of a 5 MB photo', async () => {
    const huge = await preview({ cv_data: { ...cvData, personal_info: { photo_base64: 'A'.repeat(9 * 1024 * 1024) } }, template_id: 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'Les données envoyées sont trop volumineuses.' });
    // Under the body limit, yet more than 5 MB of image.
    const tooBigPhoto = await preview({ cv_data: { ...cvData, personal_info: { photo_base64: 'A'.repeat(7_100_000) } }, template_id: 1 });
    expect(tooBigPhoto.statusCode).toBe(413);
    expect(tooBigPhoto.json()).toEqual({ detail: 'La taille du fichier ne doit pas dépasser 5MB' });
  });

  it('refuses a bad token with 401 so that the client refreshes it', async () => {
    const res = await preview({ cv_data: cvData }, 'pas-un-jeton');
    expect(res.statusCode).toBe(401);
  });

  it('limits one address to 600 previews a minute', async () => {
    const ip = '198.51.100.7';
    const small = { cv_data: { title: 'x' }, template_id: 1 };
    // Every call counts, a refused one too (the limit comes before anything is read): 599 calls
    // without a CV cost no render, so the test stays short on a loaded machine.
    for (let i = 0; i < 599; i++) {
      const res = await preview({}, undefined, ip);
      if (res.statusCode !== 400) throw new Error(`preview ${i + 1} answered ${res.statusCode}`);
    }
    expect((await preview(small, undefined, ip)).statusCode).toBe(200);
    const over = await preview(small, undefined, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await preview(small, undefined, '198.51.100.8')).statusCode).toBe(200);
    t.clock.advance(templatePreviewRule.windowSeconds * 1000);
    expect((await preview(small, undefined, ip)).statusCode).toBe(200);
  });
});
