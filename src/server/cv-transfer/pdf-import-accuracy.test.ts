import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { normaliseDate } from '../../domain/cv-import/dates.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { createRenderer, type Renderer } from '../rendering/renderer.js';
import { IMPORT_BUDGETS } from './import-budget.js';
import { readCvFile } from './read-cv-file.js';

/*
 * Our own PDFs read back: each sample CV printed by each of the six templates with the real
 * renderer, then imported. Counted per field: name, contacts, every job's title, company and
 * dates, every education's degree and school, every skill and language. The table is printed
 * and kept in docs/cv-import.md; the floors below catch a regression of the reader.
 */
const SAMPLES = ['junior', 'senior', 'german', 'showcase', 'long-fr', 'long-de'] as const;

/** Lowest share of fields recovered, per template, over the six samples (measured, minus a margin). */
const FLOOR = 0.93;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer({ poolSize: 1, queueMax: 32, timeoutMs: 60_000, assetFiles: cvAssetFiles() });
}, 60_000);
afterAll(async () => renderer?.close());

/** Case (CSS capitals), spaces and apostrophes do not count. */
const fold = (s: string) => s.normalize('NFC').replace(/[’ʼ']/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr');

interface Score {
  found: number;
  total: number;
  misses: string[];
}

function score(expected: CvDocument, got: CvDocument): Score {
  const s: Score = { found: 0, total: 0, misses: [] };
  const check = (label: string, want: string, have: string) => {
    if (!want.trim()) return;
    s.total += 1;
    if (fold(want) === fold(have)) s.found += 1;
    else s.misses.push(`${label}: « ${want} » ≠ « ${have} »`);
  };
  const hidden = new Set(expected.hidden_sections);
  const p = expected.personal_info;
  check('prénom', p.firstName, got.personal_info.firstName);
  check('nom', p.lastName, got.personal_info.lastName);
  check('e-mail', p.email, got.personal_info.email);
  check('téléphone', p.phone, got.personal_info.phone);
  if (!hidden.has('professional_experiences'))
    expected.professional_experiences.forEach((e, i) => {
      const g = got.professional_experiences[i];
      check(`poste ${i + 1}`, e.title, g?.title ?? '');
      check(`employeur ${i + 1}`, e.company, g?.company ?? '');
      check(`début ${i + 1}`, normaliseDate(e.startDate), g?.startDate ?? '');
      check(`fin ${i + 1}`, normaliseDate(e.endDate), g?.endDate ?? '');
    });
  if (!hidden.has('education'))
    expected.education.forEach((e, i) => {
      const g = got.education[i];
      check(`diplôme ${i + 1}`, e.degree, g?.degree ?? '');
      check(`école ${i + 1}`, e.institution, g?.institution ?? '');
    });
  const names = (items: Array<{ name: string }>) => new Set(items.map((x) => fold(x.name)));
  if (!hidden.has('skills')) {
    const have = names(got.skills);
    for (const skill of expected.skills) check('compétence', skill.name, have.has(fold(skill.name)) ? skill.name : '');
  }
  if (!hidden.has('languages')) {
    const have = names(got.languages);
    for (const language of expected.languages) check('langue', language.name, have.has(fold(language.name)) ? language.name : '');
  }
  return s;
}

describe('importing the PDFs of our own six templates', () => {
  it('recovers name, contacts, jobs, education, skills and languages', async () => {
    const rows: Array<{ template: TemplateId; found: number; total: number; misses: string[] }> = [];
    for (const templateId of TEMPLATE_IDS) {
      const row = { template: templateId, found: 0, total: 0, misses: [] as string[] };
      for (const sampleId of SAMPLES) {
        const cv = sampleById(sampleId).cv;
        const html = renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
        const pdf = await renderer.renderPdf(html, { title: 'CV', author: 'Test' });
        const result = await readCvFile(pdf, IMPORT_BUDGETS.account);
        const s = score(cv, result.cv);
        row.found += s.found;
        row.total += s.total;
        row.misses.push(...s.misses.map((m) => `${sampleId} · ${m}`));
      }
      rows.push(row);
    }
    const table = [
      '| Modèle | Champs retrouvés | Exactitude |',
      '| --- | --- | --- |',
      ...rows.map((r) => `| ${r.template} | ${r.found} / ${r.total} | ${((100 * r.found) / r.total).toFixed(1)} % |`),
    ].join('\n');
    // The report (docs/cv-import.md keeps a copy).
    process.stdout.write(`\nImport de nos propres PDF (${SAMPLES.join(', ')}):\n${table}\n\n`);
    for (const r of rows) if (r.misses.length) process.stdout.write(`Modèle ${r.template}, manqués:\n  ${r.misses.join('\n  ')}\n`);
    for (const r of rows) expect(r.found / r.total, `modèle ${r.template}`).toBeGreaterThanOrEqual(FLOOR);
  }, 300_000);
});
