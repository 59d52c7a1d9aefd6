import { describe, expect, it } from 'vitest';
import { pdfLayoutLines, type PdfItem } from './pdf-layout.js';

const item = (str: string, x: number, y: number, width: number, size = 10, bold = false): PdfItem => ({ str, x, y, width, size, font: 'f1', bold });
const texts = (items: PdfItem[]) => pdfLayoutLines([{ width: 595, height: 842, items }]).map((l) => l.text);

describe('PDF layout: cells', () => {
  it('measures a gap in the smaller of its two sizes: a small label and a large name 14 pt apart are two cells (Europass)', () => {
    expect(
      texts([
        item('PERSONAL INFORMATION', 62.1, 732.4, 108, 9),
        item(' ', 169.9, 732.4, 14, 9),
        item('Stefano', 184.3, 732.4, 43, 13),
        item(' ', 227.3, 732.4, 3, 13),
        item('Sabatini', 230.7, 732.4, 45, 13),
      ]),
    ).toEqual(['PERSONAL INFORMATION\tStefano Sabatini']);
  });

  it('reads a space drawn in a gap over 1.1 em as a tab, and a justified word space as a space', () => {
    expect(
      texts([
        item('Giugno 2025', 73.8, 474, 52),
        item(' ', 125.5, 474, 12),
        item('CTO e Co-Fondatore, LUMEN LABS', 137.8, 474, 150),
        item('Développer les parties front-end et', 284.4, 400, 142, 8),
        item(' ', 426.1, 400, 10, 8),
        item('back-end d’une application', 431, 400, 112, 8),
      ]),
    ).toEqual(['Giugno 2025\tCTO e Co-Fondatore, LUMEN LABS', 'Développer les parties front-end et back-end d’une application']);
  });
});

describe('PDF layout: reading order', () => {
  it('reads the page by its geometry when the file draws every section title first and the content after (the Europass builder)', () => {
    const items = [
      item('WORK EXPERIENCE', 50, 760, 120, 12, true),
      item('EDUCATION AND TRAINING', 50, 560, 160, 12, true),
      item('LANGUAGE SKILLS', 50, 360, 120, 12, true),
      ...['Intern', 'AIG Welding Ltd.', '01/07/2021 – 25/09/2021', 'Sofia, Bulgaria'].map((t, i) => item(t, 60, 740 - 14 * i, 110)),
      item('Troubleshooting problems in the circuitry of welding machines, desoldering dead components and soldering new ones.', 60, 684, 480),
      ...['Technical University of Sofia', 'Student', '28/09/2019 – Current'].map((t, i) => item(t, 60, 540 - 14 * i, 120)),
      ...['Mother tongue(s)', 'Bulgarian', 'Other language(s)', 'English'].map((t, i) => item(t, 60, 340 - 14 * i, 90)),
    ];
    expect(texts(items)).toEqual([
      'WORK EXPERIENCE',
      'Intern',
      'AIG Welding Ltd.',
      '01/07/2021 – 25/09/2021',
      'Sofia, Bulgaria',
      'Troubleshooting problems in the circuitry of welding machines, desoldering dead components and soldering new ones.',
      'EDUCATION AND TRAINING',
      'Technical University of Sofia',
      'Student',
      '28/09/2019 – Current',
      'LANGUAGE SKILLS',
      'Mother tongue(s)',
      'Bulgarian',
      'Other language(s)',
      'English',
    ]);
  });

  it('checks the drawing order of a page of 1,500 lines at most (the check compares pairs): a longer page keeps the file’s order', () => {
    const page = (count: number) => [
      item('TITLE DRAWN FIRST', 50, 300, 120),
      ...Array.from({ length: count - 3 }, (_, i) => item(`Ligne ${i + 1}`, 60, 800 - (i * 700) / count, 60, 0.3)),
      item('SECOND TITLE', 50, 200, 120),
      item('THIRD TITLE', 50, 100, 120),
    ];
    expect(texts(page(1_500))[0]).not.toBe('TITLE DRAWN FIRST');
    expect(texts(page(1_501))[0]).toBe('TITLE DRAWN FIRST');
  });

  it('keeps the file’s order when only a footer is drawn before the page above it', () => {
    const items = [item('Page 1 / 2', 270, 40, 50), ...Array.from({ length: 8 }, (_, i) => item(`Ligne ${i + 1}`, 60, 760 - 20 * i, 60))];
    expect(texts(items)).toEqual(['Page 1 / 2', ...Array.from({ length: 8 }, (_, i) => `Ligne ${i + 1}`)]);
  });
});

describe('PDF layout: text repair', () => {
  it('restores a ligature pdf.js gives as NUL: from a word the document writes in full, else from the letters around it', () => {
    expect(
      texts([
        item('So\u0000ware Developer Intern', 60, 760, 140),
        item('Prosper IT Consul\u0000ng', 60, 740, 120),
        item('O\u0000ce manager, a\u0000er hours', 60, 720, 140),
        item('Di\u0000erent teams: Consulting', 60, 700, 120),
      ]),
    ).toEqual(['Software Developer Intern', 'Prosper IT Consulting', 'Office manager, after hours', 'Different teams: Consulting']);
  });

  it('joins a cedilla TeX draws after its letter, across items and the gap after it (« Franc » + « ¸ ais »)', () => {
    expect(
      texts([
        item('Anglais (couramment), Franc', 60, 760, 120),
        item('¸ ais (couramment), Japonais (niveau ´', 181, 760, 150),
        item('el´ementaire)', 332, 760, 50),
      ]),
    ).toEqual(['Anglais (couramment), Français (couramment), Japonais (niveau élémentaire)']);
  });
});
