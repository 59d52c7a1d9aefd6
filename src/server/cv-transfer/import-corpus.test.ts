import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingKind } from '../../domain/cv-import/text-cv.js';
import { IMPORT_BUDGETS } from './import-budget.js';
import { readCvFile, readSourceLines } from './read-cv-file.js';
import { CORPUS_DIR, corpusTruths, FIELDS, lostLines, scoreDocument } from './testing/corpus-score.js';

/*
 * The import read against the real-CV corpus (bench/import-corpus: CVs nobody here made, each
 * with a truth file written by reading it). `npm run bench -- import` prints the full table;
 * this test is the floor: the accuracy measured when the reader last improved, minus 2 points.
 * Raise the floors when the reader gets better; never lower them to make a change pass.
 */
const FLOORS = {
  pdf: { exact: 0.788, lenient: 0.844 },
  docx: { exact: 0.806, lenient: 0.851 },
  /** Documents whose name, e-mail and phone are all right. */
  contactRight: 0.96,
  /** Source lines that landed nowhere in the CV (review section included), whole corpus. */
  linesLost: 0,
};

describe('the real-CV corpus', () => {
  it('is read at least as well as the floors', async () => {
    const totals = { pdf: { total: 0, exact: 0, lenient: 0 }, docx: { total: 0, exact: 0, lenient: 0 } };
    let contactRight = 0;
    let lost = 0;
    const truths = corpusTruths();
    for (const truth of truths) {
      const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, truth.file)));
      const { cv } = await readCvFile(bytes, IMPORT_BUDGETS.account);
      const score = scoreDocument(truth, cv);
      for (const field of FIELDS) {
        totals[truth.format].total += score.fields[field].total;
        totals[truth.format].exact += score.fields[field].exact;
        totals[truth.format].lenient += score.fields[field].lenient;
      }
      if (score.contactRight) contactRight += 1;
      lost += lostLines(
        (await readSourceLines(bytes, IMPORT_BUDGETS.account)).map((l) => l.text),
        cv,
        (line) => headingKind(line) !== undefined,
      ).length;
    }
    const share = (n: number, d: number) => Math.round((1000 * n) / d) / 1000;
    const measured = {
      pdf: { exact: share(totals.pdf.exact, totals.pdf.total), lenient: share(totals.pdf.lenient, totals.pdf.total) },
      docx: { exact: share(totals.docx.exact, totals.docx.total), lenient: share(totals.docx.lenient, totals.docx.total) },
      contactRight: share(contactRight, truths.length),
      linesLost: lost,
    };
    process.stdout.write(`\nCorpus réel (${truths.length} documents): ${JSON.stringify(measured)}\n`);
    expect(truths.length).toBeGreaterThanOrEqual(40);
    expect(measured.pdf.exact).toBeGreaterThanOrEqual(FLOORS.pdf.exact);
    expect(measured.pdf.lenient).toBeGreaterThanOrEqual(FLOORS.pdf.lenient);
    expect(measured.docx.exact).toBeGreaterThanOrEqual(FLOORS.docx.exact);
    expect(measured.docx.lenient).toBeGreaterThanOrEqual(FLOORS.docx.lenient);
    expect(measured.contactRight).toBeGreaterThanOrEqual(FLOORS.contactRight);
    expect(measured.linesLost).toBeLessThanOrEqual(FLOORS.linesLost);
  }, 600_000);

  it('reads a design tool’s two columns under a centred header each in one piece (fr-canva-01)', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'files', 'fr-canva-01.pdf')));
    const { cv } = await readCvFile(bytes, IMPORT_BUDGETS.account);
    expect(cv.personal_info).toMatchObject({ firstName: 'Caroline', lastName: 'Promis', email: 'caropromis250@gmail.com', phone: '06 23 47 99 59' });
    expect(cv.education.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2023', '2026'],
      ['2022', '2023'],
    ]);
    expect(cv.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['HTML', 'CSS', 'JavaScript', 'Gitlab', 'Github', 'Linux', 'Windows 11']));
    expect(cv.languages.map((l) => l.name)).toEqual(expect.arrayContaining(['Anglais']));
  }, 120_000);
});
