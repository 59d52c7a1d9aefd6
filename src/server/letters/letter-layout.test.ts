import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterDocumentSchema } from '../../domain/letter/letter-schema.js';
import { LETTER_LAYOUT } from '../../templates/letters/letter-layout-css.js';
import { letterRenderOptions } from './letter-rendering.js';
import { renderLetterHtml } from '../../templates/letters/render-letter-html.js';
import { sampleLetters } from '../../templates/letters/sample-letters.js';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const MM = 72 / 25.4;
const today = new Date('2026-11-23T10:00:00Z');

interface Word {
  text: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
}

/** Every word of a page (1 by default) with its box in millimetres from the top left corner (pdftotext -bbox). */
async function wordsOf(pdf: Buffer, page = 1): Promise<Word[]> {
  const child = promisify(execFile)('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), '-', '-'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  child.child.stdin!.end(pdf);
  const html = (await child).stdout;
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]) / MM,
    y: Number(m[2]) / MM,
    right: Number(m[3]) / MM,
    bottom: Number(m[4]) / MM,
    text: m[5] ?? '',
  }));
}

describe('the letter on paper', () => {
  it('puts the recipient in the right-hand window of a C5/C4 envelope and the letterhead above it, in all six designs', async () => {
    const window = {
      left: LETTER_LAYOUT.addressLeftMm,
      top: LETTER_LAYOUT.addressTopMm,
      right: LETTER_LAYOUT.addressLeftMm + LETTER_LAYOUT.addressWidthMm,
      bottom: LETTER_LAYOUT.addressTopMm + LETTER_LAYOUT.addressHeightMm,
    };
    // The envelope's window itself (about 100 x 45 mm, 20 mm from the right edge, 45-50 mm from the top).
    expect(window.right).toBeLessThanOrEqual(210 - 15);
    expect(window.top).toBeGreaterThanOrEqual(45);
    for (const templateId of [1, 2, 3, 4, 5, 6] as const) {
      const html = renderLetterHtml(letterDocumentSchema.parse({ ...sampleLetters.fr, template_id: templateId }), { today });
      const pdf = await t.app.renderer.renderPdf(html, { title: 'Lettre', author: 'Zoé Favre' });
      const words = await wordsOf(pdf);
      // The design's own fonts, embedded (subset) in the PDF.
      const fonts = promisify(execFile)('pdffonts', ['-'], { encoding: 'utf8' });
      fonts.child.stdin!.end(pdf);
      const rows = (await fonts).stdout
        .split('\n')
        .slice(2)
        .filter((row) => row.trim() !== '');
      expect(rows.length, `fonts of template ${templateId}`).toBeGreaterThan(0);
      for (const row of rows) expect(row, `template ${templateId}`).toMatch(/\+\S+\s.*\byes\s+yes\s+(yes|no)\s/);
      const recipient = words.filter((w) => ['Coopérative', 'Rochat', 'Chêne', 'Renens'].includes(w.text));
      expect(recipient.map((w) => w.text).sort(), `template ${templateId}`).toEqual(['Chêne', 'Coopérative', 'Renens', 'Rochat']);
      for (const word of recipient) {
        expect(word.x, `${word.text} (template ${templateId})`).toBeGreaterThanOrEqual(window.left - 0.5);
        expect(word.right).toBeLessThanOrEqual(window.right);
        expect(word.y).toBeGreaterThanOrEqual(window.top);
        expect(word.bottom).toBeLessThanOrEqual(window.bottom);
      }
      const name = words.find((w) => w.text === 'Favre' || w.text === 'FAVRE');
      expect(name?.bottom, `letterhead of template ${templateId}`).toBeLessThan(LETTER_LAYOUT.headerHeightMm);
    }
  });

  it('shows in the preview the PDF’s own pages, a long letter included', async () => {
    const long = Array.from({ length: 16 }, (_, i) => `<p>Paragraphe ${i + 1} : ${'une phrase qui explique ma motivation pour ce poste, '.repeat(5)}</p>`).join(
      '',
    );
    for (const body of [sampleLetters.fr.body, long]) {
      const html = renderLetterHtml(letterDocumentSchema.parse({ ...sampleLetters.fr, template_id: 3, body }), { today });
      const paged = await t.app.renderer.renderPages(html);
      const pdf = await t.app.renderer.renderPdf(html, { title: 'Lettre', author: 'Zoé Favre' });
      const info = promisify(execFile)('pdfinfo', ['-'], { encoding: 'utf8' });
      info.child.stdin!.end(pdf);
      const pages = Number(/Pages:\s+(\d+)/.exec((await info).stdout)?.[1]);
      expect(paged.pages).toBe(pages);
      expect(pages).toBe(body === long ? 2 : 1);
    }
  });
});

async function pageTexts(pdf: Buffer): Promise<string[]> {
  const child = promisify(execFile)('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin!.end(pdf);
  return (await child).stdout.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
}

const paragraph = (i: number) => `<p>Paragraphe ${i} : ${'une phrase qui explique ma motivation pour ce poste, '.repeat(4)}</p>`;
const bodyOf = (paragraphs: number) => Array.from({ length: paragraphs }, (_, i) => paragraph(i + 1)).join('');
const renderLetterPdfOf = (letter: ReturnType<typeof letterDocumentSchema.parse>) =>
  t.app.renderer.renderPdf(renderLetterHtml(letter, { today }), { title: 'Lettre', author: 'Zoé Favre' }, letterRenderOptions(letter));

describe('the address block, complete', () => {
  /** Six lines for a company in Berlin, its name long enough to wrap: Swiss Post wants all of it visible. */
  const berlin = {
    company: 'Strauß Maschinenbau und Anlagentechnik GmbH',
    department: 'Abteilung Personal',
    person: 'Frau Dr. Claire Weiß',
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
  };
  const W = LETTER_LAYOUT.envelopeWindow;

  it('prints a six-line foreign address whole inside the envelope’s window, measured on the PDF, in all six designs', async () => {
    for (const templateId of [1, 2, 3, 4, 5, 6] as const) {
      const letter = letterDocumentSchema.parse({ ...sampleLetters.de, template_id: templateId, recipient: berlin });
      const pdf = await renderLetterPdfOf(letter);
      const words = await wordsOf(pdf);
      const expected = 'Strauß Maschinenbau und Anlagentechnik GmbH Abteilung Personal Frau Dr. Claire Weiß Friedrichstraße 123 10117 Berlin Deutschland'.split(
        ' ',
      );
      const address = words.filter((w) => w.x >= LETTER_LAYOUT.addressLeftMm - 1 && w.y >= W.topMm && w.y < W.topMm + W.heightMm + 5);
      // Every word, « ß » as typed and nothing cut, and the country last, in German.
      expect(
        address.map((w) => w.text),
        `template ${templateId}`,
      ).toEqual(expected);
      for (const word of address) {
        // Inside the window's 100 x 45 mm at its highest (45 mm) and its lowest (50 mm) placing.
        expect(word.x, `${word.text} (template ${templateId})`).toBeGreaterThanOrEqual(LETTER_LAYOUT.addressLeftMm - 0.5);
        expect(word.right, `${word.text} (template ${templateId})`).toBeLessThanOrEqual(W.leftMm + W.widthMm - 2);
        expect(word.y, `${word.text} (template ${templateId})`).toBeGreaterThanOrEqual(W.topMm + 5);
        expect(word.bottom, `${word.text} (template ${templateId})`).toBeLessThanOrEqual(W.topMm + W.heightMm);
      }
      // The first line starts 54 mm from the top, 118 mm from the left.
      expect(address[0]!.x).toBeCloseTo(118, 0);
      expect(Math.abs(address[0]!.y - 54)).toBeLessThan(1.5);
      // The company's name wraps onto a second line instead of being cut.
      const lines = new Set(address.map((w) => Math.round(w.y)));
      expect(lines.size, `template ${templateId}`).toBe(7);
    }
  });

  it('tells the editor when the block no longer fits the window, and draws the window on request', async () => {
    const user = await signedInUser(t.app, t.db);
    const preview = (recipient: object, showWindow = false) =>
      call(t.app, 'POST', '/api/letters/preview/', { letter_data: { ...sampleLetters.de, recipient }, show_window: showWindow }, user.token);
    const fits = await preview(berlin, true);
    expect(fits.json()).toMatchObject({ pages: 1, address_fits: true });
    expect(fits.json<{ data: string }>().data).toContain('class="lt-window"');
    const crowded = await preview({
      ...berlin,
      company: `${berlin.company} – Niederlassung Berlin-Brandenburg und Mecklenburg-Vorpommern`,
      department: 'Abteilung Personal und Organisationsentwicklung',
    });
    expect(crowded.json()).toMatchObject({ address_fits: false });
    expect(crowded.json<{ data: string }>().data).not.toContain('class="lt-window"');
  });
});

describe('a letter of more than one page', () => {
  it('carries the sender’s name and « 2/2 » at the top of page 2, in all six designs, and no number on page 1', async () => {
    for (const templateId of [1, 2, 3, 4, 5, 6] as const) {
      const pdf = await renderLetterPdfOf(letterDocumentSchema.parse({ ...sampleLetters.fr, template_id: templateId, body: bodyOf(12) }));
      const pages = await pageTexts(pdf);
      expect(pages, `template ${templateId}`).toHaveLength(2);
      expect(pages[0]).not.toMatch(/\b\d\/2\b/);
      const firstLine = pages[1]!.split('\n').find((line) => line.trim() !== '') ?? '';
      expect(firstLine, `template ${templateId}`).toMatch(/^\s*(Zoé Favre|ZOÉ FAVRE)\s+2\/2\s*$/);
      // Discreet: small, above the text, inside the margins.
      const words = await wordsOf(pdf, 2);
      const number = words.find((w) => w.text === '2/2')!;
      expect(number.bottom, `template ${templateId}`).toBeLessThan(16);
      expect(number.right).toBeLessThanOrEqual(210 - LETTER_LAYOUT.marginRightMm + 0.5);
      const bodyWord = words.find((w) => w.text === 'phrase')!;
      expect(number.bottom - number.y, `template ${templateId}`).toBeLessThan(bodyWord.bottom - bodyWord.y);
    }
  });

  it('« Ajuster sur une page » brings a letter of 1.1 pages onto one page, in the preview and the PDF', async () => {
    const letter = letterDocumentSchema.parse({ ...sampleLetters.fr, template_id: 1, body: bodyOf(8) });
    const overflowing = await pageTexts(await renderLetterPdfOf(letter));
    // 1.1 pages: page 2 holds the running head, the closing, the signature and the enclosures only.
    expect(overflowing).toHaveLength(2);
    expect(overflowing[1]!.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(8);

    const fitted = { ...letter, fit_one_page: true };
    const pages = await pageTexts(await renderLetterPdfOf(fitted));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Paragraphe 8');
    expect(pages[0]).toContain('Zoé Favre');
    const user = await signedInUser(t.app, t.db);
    const preview = await call(
      t.app,
      'POST',
      '/api/letters/preview/',
      { letter_data: { ...sampleLetters.fr, template_id: 1, body: bodyOf(8), fit_one_page: true } },
      user.token,
    );
    const answer = preview.json<{ pages: number; fit: number }>();
    expect(answer.pages).toBe(1);
    expect(answer.fit).toBeLessThan(1);
    expect(answer.fit).toBeGreaterThanOrEqual(0.6);
  });

  it('leaves a letter well over one page as it is, and the answer says it could not fit it', async () => {
    const user = await signedInUser(t.app, t.db);
    const preview = await call(
      t.app,
      'POST',
      '/api/letters/preview/',
      { letter_data: { ...sampleLetters.fr, body: bodyOf(16), fit_one_page: true } },
      user.token,
    );
    expect(preview.json()).toMatchObject({ pages: 2, fit: 1 });
  });

  it('is never tightened unless asked', async () => {
    const user = await signedInUser(t.app, t.db);
    const preview = await call(t.app, 'POST', '/api/letters/preview/', { letter_data: { ...sampleLetters.fr, template_id: 1, body: bodyOf(8) } }, user.token);
    expect(preview.json()).toMatchObject({ pages: 2, fit: 1 });
  });
});
