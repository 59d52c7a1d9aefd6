import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { sampleLetters } from '../../templates/letters/sample-letters.js';
import { call, createAccountsTestApp, DAY } from '../testing/accounts.js';
import { letterPreviewRule } from './letter-rendering.js';
import { multipartBody, seedCv, seedSubscription, signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

interface Letter {
  id: string;
  file_name: string;
  title: string;
  version: number;
  template_id: number;
  letter_language: string;
  cv_id: string | null;
  accent_colors: { primary: string; secondary: string };
  sender: Record<string, string>;
  recipient: Record<string, string>;
  body: string;
  salutation: string;
  annexes: string[];
  signature_url: string | null;
  place: string;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-raw', '-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin!.end(pdf);
  return (await child).stdout;
}

const create = async (token: string, body: unknown = {}) => {
  const res = await call(t.app, 'POST', '/api/letters/create/', body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Letter>();
};

describe('creating, reading and listing letters', () => {
  it('creates a blank letter with the defaults, then gets and lists it', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token);
    expect(letter).toMatchObject({
      title: 'Lettre de motivation',
      template_id: 1,
      letter_language: 'fr',
      version: 1,
      cv_id: null,
      signature_url: null,
      annexes: [],
    });
    // A blank letter wears its template's own colours, as a new CV does.
    expect(letter.accent_colors).toEqual(defaultAccentColors(1));
    const got = await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(letter);
    const list = await call(t.app, 'GET', '/api/letters/list/', undefined, user.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: letter.id, title: 'Lettre de motivation', template_id: 1, letter_language: 'fr' })]);
  });

  it('saves a whole draft as sent (an anonymous draft after sign-up), the body through the allowlist', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, {
      ...sampleLetters.fr,
      body: '<p onclick="x()">Bonjour <a href="https://evil.test">lien</a><script>alert(1)</script> <strong>fort</strong></p>',
    });
    expect(letter.title).toBe('Lettre Migros Lausanne');
    expect(letter.recipient).toMatchObject({ company: 'Coopérative Migros Vaud', postalCode: '1020', city: 'Renens' });
    expect(letter.body).toBe('<p>Bonjour lien <strong>fort</strong></p>');
  });

  it('makes the letter matching a CV: its design, colour, language and sender', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, user.id, {
      template_id: 5,
      cv_language: 'de',
      accent_colors: { primary: '#1E3A5F', secondary: '#C9A227' },
      personal_info: { firstName: 'Jonas', lastName: 'Meier', email: 'jonas@example.ch', phone: '+41 78 555 12 34', postalCode: '8004', city: 'Zürich' },
    });
    const letter = await create(user.token, { cv_id: cv.id });
    expect(letter).toMatchObject({
      template_id: 5,
      letter_language: 'de',
      cv_id: cv.id,
      accent_colors: { primary: '#1E3A5F', secondary: '#C9A227' },
      sender: { firstName: 'Jonas', lastName: 'Meier', email: 'jonas@example.ch', phone: '+41 78 555 12 34', postalCode: '8004', city: 'Zürich' },
      place: 'Zürich',
    });
  });

  it('refuses to make a letter from someone else’s CV, with a French field error', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const cv = await seedCv(t.db, owner.id);
    const res = await call(t.app, 'POST', '/api/letters/create/', { cv_id: cv.id }, other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données de lettre invalides', cv_id: ['Ce CV n’existe pas ou plus.'] });
  });

  it('answers bad input with French field errors and stores nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/letters/create/',
      { subject: 'x'.repeat(301), letter_language: 'es', recipient: { city: 42 }, date: '23.11.2026' },
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Données de lettre invalides',
      subject: ['Ce texte ne peut pas dépasser 300 caractères.'],
      letter_language: ['Langue invalide (fr, de, it ou en).'],
      'recipient.city': ['Ce champ doit être un texte.'],
      date: ['Date invalide (format attendu\u00a0: AAAA-MM-JJ).'],
    });
    const badTemplate = await call(t.app, 'POST', '/api/letters/create/', { template_id: 9 }, user.token);
    expect(badTemplate.json()).toEqual({ detail: 'Template invalide', template_id: ['Template invalide'] });
    expect((await call(t.app, 'GET', '/api/letters/list/', undefined, user.token)).json()).toEqual([]);
  });

  it('asks for a session', async () => {
    expect((await call(t.app, 'GET', '/api/letters/list/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/letters/create/', {})).statusCode).toBe(401);
  });
});

describe('updating letters', () => {
  it('saves with the version rule: a save based on an older version is refused with 409', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, sampleLetters.en);
    const first = await call(t.app, 'PUT', `/api/letters/${letter.id}/`, { ...sampleLetters.en, subject: 'Version 2', version: 1 }, user.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ subject: 'Version 2', version: 2 });
    const stale = await call(t.app, 'PUT', `/api/letters/${letter.id}/`, { ...sampleLetters.en, subject: 'From another tab', version: 1 }, user.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'Cette lettre a été modifiée ailleurs (un autre onglet ou un autre appareil) depuis votre dernière sauvegarde.',
      code: 'version_conflict',
      current_version: 2,
    });
    expect((await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token)).json()).toMatchObject({ subject: 'Version 2' });
  });

  it('refuses an invalid save with French field errors and keeps the letter as it was', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, sampleLetters.fr);
    const res = await call(
      t.app,
      'PUT',
      `/api/letters/${letter.id}/`,
      { ...sampleLetters.fr, annexes: Array.from({ length: 16 }, () => 'CV'), version: 1 },
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données de lettre invalides', annexes: ['Cette liste ne peut pas dépasser 15 éléments.'] });
    expect((await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token)).json()).toMatchObject({
      version: 1,
      annexes: sampleLetters.fr.annexes,
    });
  });

  it('renames, refusing an empty name in French', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token);
    const renamed = await call(t.app, 'PATCH', `/api/letters/${letter.id}/rename/`, { title: '  Lettre UBS  ' }, user.token);
    expect(renamed.json()).toMatchObject({ title: 'Lettre UBS', version: 2 });
    const empty = await call(t.app, 'PATCH', `/api/letters/${letter.id}/rename/`, { title: ' ' }, user.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ title: ['Veuillez saisir un nom pour la lettre.'] });
  });

  it('duplicates as « - Copie » and deletes', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, sampleLetters.it);
    const copy = await call(t.app, 'POST', `/api/letters/${letter.id}/duplicate/`, undefined, user.token);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Candidatura Lugano - Copie', subject: sampleLetters.it.subject });
    expect((await call(t.app, 'DELETE', `/api/letters/${letter.id}/delete/`, undefined, user.token)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/letters/list/', undefined, user.token)).json()).toHaveLength(1);
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s letter on every call, and changes nothing', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const letter = await create(owner.token, sampleLetters.fr);
    const calls: Array<[Parameters<typeof call>[1], string, unknown]> = [
      ['GET', `/api/letters/${letter.id}/`, undefined],
      ['PUT', `/api/letters/${letter.id}/`, { subject: 'volé' }],
      ['PATCH', `/api/letters/${letter.id}/rename/`, { title: 'volé' }],
      ['POST', `/api/letters/${letter.id}/duplicate/`, undefined],
      ['DELETE', `/api/letters/${letter.id}/delete/`, undefined],
      ['GET', `/api/letters/${letter.id}/download/`, undefined],
      ['GET', `/api/letters/${letter.id}/preview-image/`, undefined],
      ['GET', `/api/letters/${letter.id}/signature/`, undefined],
      ['DELETE', `/api/letters/${letter.id}/upload-signature/`, undefined],
      ['GET', '/api/letters/not-a-uuid/', undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method, url, body, other.token);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, owner.token)).json()).toMatchObject({
      subject: sampleLetters.fr.subject,
      version: 1,
    });
  });
});

describe('signature, preview and download', () => {
  it('re-encodes an uploaded signature (metadata dropped) and refuses what is not an image', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token);
    const png = await sharp({ create: { width: 1800, height: 500, channels: 4, background: { r: 0, g: 0, b: 80, alpha: 0.8 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const { payload, headers } = multipartBody('image', 'signature.png', 'image/png', png);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/letters/${letter.id}/upload-signature/`,
      payload,
      headers: { ...headers, authorization: `Bearer ${user.token}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({ signature_url: `/api/letters/${letter.id}/signature/` });
    const served = await call(t.app, 'GET', `/api/letters/${letter.id}/signature/`, undefined, user.token);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 900, height: 250, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/letters/${letter.id}/`, undefined, user.token)).json()).toMatchObject({
      signature_url: `/api/letters/${letter.id}/signature/`,
    });

    // The owner's preview prints it; someone else naming this letter gets no signature.
    const preview = await call(t.app, 'POST', '/api/letters/preview/', { letter_data: sampleLetters.fr, letter_id: letter.id }, user.token);
    expect(preview.json<{ data: string }>().data).toContain('src="data:image/png;base64,');
    const other = await signedInUser(t.app, t.db);
    const foreign = await call(t.app, 'POST', '/api/letters/preview/', { letter_data: sampleLetters.fr, letter_id: letter.id }, other.token);
    expect(foreign.json<{ data: string }>().data).not.toContain('data:image/png');

    const text = multipartBody('image', 'signature.png', 'image/png', Buffer.from('not an image'));
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/letters/${letter.id}/upload-signature/`,
      payload: text.payload,
      headers: { ...text.headers, authorization: `Bearer ${user.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).' });
  });

  it('previews the letter in its pages for anyone, and refuses a body that is not a letter', async () => {
    const res = await call(t.app, 'POST', '/api/letters/preview/', { letter_data: sampleLetters.fr });
    expect(res.statusCode, res.body).toBe(200);
    const { data, pages } = res.json<{ data: string; pages: number }>();
    expect(pages).toBe(1);
    expect(data).toContain('Coopérative Migros Vaud');
    expect(data).toContain('Lausanne, le 23 novembre 2026');
    const bad = await call(t.app, 'POST', '/api/letters/preview/', { letter_data: 'lettre' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Données de lettre invalides', letter_data: ['Données de lettre invalides'] });
  });

  it(`limits one address to ${letterPreviewRule.limit} previews a minute, counted before any work`, async () => {
    const ip = '198.51.100.21';
    const send = (from: string) => t.app.inject({ method: 'POST', url: '/api/letters/preview/', payload: { letter_data: 'x' }, remoteAddress: from });
    for (let i = 0; i < letterPreviewRule.limit; i++) {
      const res = await send(ip);
      if (res.statusCode !== 400) throw new Error(`preview ${i + 1} answered ${res.statusCode}`);
    }
    const over = await send(ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await send('198.51.100.22')).statusCode).toBe(400);
    t.clock.advance(letterPreviewRule.windowSeconds * 1000);
    expect((await send(ip)).statusCode).toBe(400);
  });

  it('gives the preview image of a saved letter', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, sampleLetters.de);
    const res = await call(t.app, 'GET', `/api/letters/${letter.id}/preview-image/`, undefined, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    const again = await call(t.app, 'GET', `/api/letters/${letter.id}/preview-image/`, undefined, user.token, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses the download without a subscription, with the CVs’ code and message', async () => {
    const user = await signedInUser(t.app, t.db);
    const letter = await create(user.token, sampleLetters.fr);
    const res = await call(t.app, 'GET', `/api/letters/${letter.id}/download/`, undefined, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Un abonnement actif est nécessaire pour télécharger votre CV.', code: 'subscription_required' });
  });

  it('gives a premium user a one-page PDF whose text reads in order with each language’s conventions', async () => {
    const user = await signedInUser(t.app, t.db);
    await seedSubscription(t.db, user.id, { status: 'active', periodEnd: new Date(t.clock.now().getTime() + 20 * DAY) });
    const expected = {
      // The samples name a contact: greeted by name (the defaults are in render-letter-html.test.ts).
      fr: [
        'Coopérative Migros Vaud',
        'Lausanne, le 23 novembre 2026',
        'Objet : Candidature',
        'Madame,',
        'Veuillez agréer, Madame, mes salutations distinguées.',
        'Annexes',
      ],
      de: ['SBB AG', 'Zürich, 23. November 2026', 'Bewerbung als Projektleiter', 'Sehr geehrte Frau Keller,', 'Freundliche Grüsse', 'Beilagen'],
      it: ['Banca dello Stato', 'Lugano, 23 novembre 2026', 'Oggetto: Candidatura', 'Gentile Signor Rossi,', 'Distinti saluti', 'Allegati'],
      en: ['World Trade Services SA', 'Geneva, 23 November 2026', 'Application for the position', 'Dear Ms Dupont,', 'Yours sincerely,', 'Enclosures'],
    } as const;
    const fileNames = {
      fr: 'Lettre_Zoé_Favre_Coopérative-Migros-Vaud.pdf',
      de: 'Lettre_Jonas_Meier_SBB-AG.pdf',
      it: 'Lettre_Giulia_Bernasconi_Banca-dello-Stato-del-Cantone-Ticino.pdf',
      en: 'Lettre_Sam_Taylor_World-Trade-Services-SA.pdf',
    } as const;
    for (const language of ['fr', 'de', 'it', 'en'] as const) {
      const letter = await create(user.token, sampleLetters[language]);
      const res = await call(t.app, 'GET', `/api/letters/${letter.id}/download/`, undefined, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(fileNames[language]);
      expect(letter.file_name).toBe(fileNames[language]);
      const text = (await pdfText(res.rawPayload)).normalize('NFC').replace(/[\u202f\u00a0]/g, ' ');
      expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);
      let at = 0;
      for (const piece of expected[language]) {
        const found = text.indexOf(piece, at);
        expect(found, `${language}: « ${piece} » after position ${at} in\n${text}`).toBeGreaterThan(-1);
        at = found + piece.length;
      }
      // The user's own text keeps its « ß » (only our formulas follow the Swiss « ss »).
      if (language === 'de') expect(text).toContain('Grüßen aus der Straße');
    }
  });
});
