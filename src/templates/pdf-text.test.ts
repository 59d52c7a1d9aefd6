import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCvPrinter, type CvPrinter } from '../../scripts/cv-chromium.js';
import { cvDocumentSchema, type CvDocumentInput } from '../domain/cv/cv-schema.js';
import { defaultAccentColors } from '../domain/cv/colours.js';
import { TEMPLATE_IDS, type TemplateId } from '../domain/cv/template-catalogue.js';
import { renderCvHtml } from './render-cv-html.js';

/*
 * What a recruiter's system reads from the PDF: text in content-stream order (`pdftotext
 * -raw`, as PDFBox and pdf.js read it), names and links in one piece, the link annotation's
 * full URL, and symbols and emoji printed with the fonts the product ships.
 */
const run = promisify(execFile);
let printer: CvPrinter;
let dir: string;

beforeAll(async () => {
  printer = await launchCvPrinter();
  dir = await mkdtemp(join(tmpdir(), 'cv-pdf-text-'));
}, 30_000);

afterAll(async () => {
  await printer?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function print(input: CvDocumentInput, templateId: TemplateId) {
  const cv = cvDocumentSchema.parse(input);
  const { pdf, blocked } = await printer.pdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
  expect(blocked).toEqual([]);
  const file = join(dir, `cv-${templateId}-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const [raw, fonts, urls] = await Promise.all([
    run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']).then((r) => r.stdout),
    run('pdffonts', [file]).then((r) => r.stdout),
    run('pdfinfo', ['-url', file]).then((r) => r.stdout),
  ]);
  // French spacing prints as narrow or plain no-break spaces; compare words, not space kinds.
  return { raw: raw.replace(/[\u202f\u00a0]/g, ' '), fonts, urls };
}

const job = (n: number) => ({
  title: `Poste${n} Analyste`,
  company: `Entreprise${n} SA`,
  location: 'Lausanne',
  startDate: `0${n}/201${n}`,
  endDate: `0${n}/202${n}`,
  description: `<ul><li>Puce${n}a réalisée</li><li>Puce${n}b terminée</li></ul>`,
});

describe.each(TEMPLATE_IDS)('template %i PDF text', (templateId) => {
  it('reads every job in content order: its date, title, company and bullets together, under its heading', async () => {
    const { raw } = await print(
      {
        personal_info: { firstName: 'Anne', lastName: 'Muster' },
        summary: 'Résumé du profil.',
        professional_experiences: [job(1), job(2)],
        education: [{ degree: 'Diplome1 Bachelor', institution: 'Ecole1', startDate: '2010', endDate: '2013' }],
      },
      templateId,
    );
    const flat = raw.replace(/\s+/g, ' ');
    const at = (s: string) => {
      const i = flat.indexOf(s);
      expect(i, `${s} in\n${raw}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const experiences = at('EXPÉRIENCES PROFESSIONNELLES');
    const education = at('FORMATION');
    expect(at('Poste1')).toBeGreaterThan(experiences);
    // Job 1 entirely before job 2, job 2 entirely before the next section.
    for (const part of ['Poste1', 'Entreprise1', '01/2011', 'Puce1a', 'Puce1b']) expect(at(part)).toBeLessThan(at('Poste2'));
    for (const part of ['Entreprise2', '02/2012', 'Puce2a', 'Puce2b']) {
      expect(at(part)).toBeGreaterThan(at('Puce1b'));
      expect(at(part)).toBeLessThan(education);
    }
    expect(at('Entreprise1')).toBeGreaterThan(at('Poste1'));
    expect(at('Puce1a')).toBeGreaterThan(at('Entreprise1'));
    expect(at('Diplome1')).toBeGreaterThan(education);
    // The separator between company and place comes with them, not after the page.
    expect(flat).toContain('Entreprise1 SA · Lausanne');
  }, 30_000);

  it('keeps a double surname and a LinkedIn link whole, and links the full URL', async () => {
    const { raw, urls } = await print(
      {
        personal_info: {
          firstName: 'Anne-Sophie',
          lastName: 'Müller-Lüdenscheidt',
          linkedin: 'https://www.linkedin.com/in/anne-sophie-muller/',
          email: 'anne@example.ch',
        },
        summary: 'Profil.',
      },
      templateId,
    );
    expect(raw.toLocaleUpperCase('de')).toContain('MÜLLER-LÜDENSCHEIDT');
    expect(raw).toContain('linkedin.com/in/anne-sophie-muller');
    expect(urls).toContain('https://www.linkedin.com/in/anne-sophie-muller/');
  }, 30_000);

  it('prints symbols and emoji with the shipped fonts and gives the characters back', async () => {
    const line = '✓ Certifié ≈ 80 % → 2025 😀 ★';
    const { raw, fonts } = await print(
      {
        personal_info: { firstName: 'Anne', lastName: 'Muster' },
        summary: `<p>${line}</p>`,
        professional_experiences: [{ title: `Chef ✓ → ≈`, company: 'Firme' }],
      },
      templateId,
    );
    for (const char of ['✓', '≈', '→', '😀', '★', 'Certifié']) expect(raw, char).toContain(char);
    expect(fonts).toMatch(/NotoSansSymbols2/);
    expect(fonts).toMatch(/NotoEmoji/);
    // Every font is embedded: nothing is left to the reader's system.
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
    for (const row of rows) expect(row.trim().split(/\s+/).at(-5), row).toBe('yes');
  }, 30_000);

  it('prints Chinese, Japanese, Arabic and emoji with the shipped fonts, and gives every character back', async () => {
    const lines = {
      chinese: '我会说流利的中文，也在苏黎世工作过。',
      japanese: '日本語を話します。カタカナとひらがなも読めます。',
      arabic: 'أتحدث العربية بطلاقة',
      emoji: '😀🚀📧🎓',
    };
    const { raw, fonts } = await print(
      {
        personal_info: { firstName: '李', lastName: 'Nakamura', jobTitle: 'مترجمة' },
        summary: `<p>${Object.values(lines).join(' ')}</p>`,
        languages: [{ name: '中文' }, { name: '日本語' }, { name: 'العربية' }],
      },
      templateId,
    );
    // pdftotext gives Arabic in presentation forms (the shaped glyphs); NFKC maps them back to the letters.
    const text = raw.normalize('NFKC');
    for (const [script, line] of Object.entries(lines)) {
      for (const char of [...line].filter((c) => c.trim() && !'，。、'.includes(c))) expect(text, `${script}: ${char}`).toContain(char);
    }
    // Arabic comes out in visual order, letter by letter between direction marks: checked by character above.
    for (const char of [...'مترجمة']) expect(text, char).toContain(char);
    for (const word of ['李', '中文', '日本語', '苏黎世', 'カタカナ']) expect(text.replace(/\s+/g, ''), word).toContain(word);
    // The fonts the product ships, embedded: never the host's (which may have none of these).
    for (const font of [/NotoSansSC/, /NotoSansJP|NotoSansSC/, /NotoSansArabic/, /NotoEmoji/]) expect(fonts).toMatch(font);
    expect(fonts).not.toMatch(/CJK|Droid|DejaVu/);
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
    for (const row of rows) expect(row.trim().split(/\s+/).at(-5), row).toBe('yes');
  }, 30_000);
});
