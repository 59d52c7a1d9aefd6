import { describe, expect, it } from 'vitest';
import { pdfFileBaseName, pdfFileName } from './pdf-file-name.js';

describe('PDF file name', () => {
  it.each([
    ['CV Marie Müller', 'CV_Marie_Müller'],
    ['Développeuse   full-stack', 'Développeuse_full-stack'],
    ['Chef·fe de projet (Genève) 2025!', 'Cheffe_de_projet_Genève_2025'],
    ['L’Oréal / Zürich: «candidature»', 'LOréal_Zürich_candidature'],
    ['  espaces  autour  ', 'espaces_autour'],
    ['a'.repeat(60), 'a'.repeat(50)],
    [`${'x'.repeat(49)} suite`, 'x'.repeat(49)],
    ['???', 'CV'],
    ['', 'CV'],
    [null, 'CV'],
    [undefined, 'CV'],
  ])('%j gives %j', (title, expected) => {
    expect(pdfFileBaseName(title)).toBe(expected);
    expect(pdfFileName(title)).toBe(`${expected}.pdf`);
  });

  it('never cuts a letter in half', () => {
    const name = pdfFileBaseName('é'.repeat(80));
    expect(Array.from(name)).toHaveLength(50);
    expect(name.normalize('NFC')).toBe(name);
  });
});
