import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterDocumentSchema } from '../../domain/letter/letter-schema.js';
import { LETTER_LAYOUT } from '../../templates/letters/letter-layout-css.js';
import { renderLetterHtml } from '../../templates/letters/render-letter-html.js';
import { sampleLetters } from '../../templates/letters/sample-letters.js';
import { createAccountsTestApp } from '../testing/accounts.js';

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

/** Every word of page 1 with its box in millimetres from the top left corner (pdftotext -bbox). */
async function wordsOf(pdf: Buffer): Promise<Word[]> {
  const child = promisify(execFile)('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
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
    const window = { left: LETTER_LAYOUT.addressLeftMm, top: LETTER_LAYOUT.addressTopMm, right: LETTER_LAYOUT.addressLeftMm + LETTER_LAYOUT.addressWidthMm, bottom: LETTER_LAYOUT.addressTopMm + LETTER_LAYOUT.addressHeightMm };
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
      const rows = (await fonts).stdout.split('\n').slice(2).filter((row) => row.trim() !== '');
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
    const long = Array.from({ length: 16 }, (_, i) => `<p>Paragraphe ${i + 1} : ${'une phrase qui explique ma motivation pour ce poste, '.repeat(5)}</p>`).join('');
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
