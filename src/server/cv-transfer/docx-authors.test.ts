import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_BUDGETS } from './import-budget.js';
import { readCvFile } from './read-cv-file.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A Word file printing the name surname first, and, when given, its docProps/core.xml authors. */
function docx(
  core?: { creator?: string; lastModifiedBy?: string },
  body = [paragraph('Kosilova Olga'), paragraph('olga@example.ch'), paragraph('+41 79 123 45 67')],
): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`),
  };
  if (core) {
    files['docProps/core.xml'] = strToU8(
      `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
        (core.creator !== undefined ? `<dc:creator>${core.creator}</dc:creator>` : '') +
        (core.lastModifiedBy !== undefined ? `<cp:lastModifiedBy>${core.lastModifiedBy}</cp:lastModifiedBy>` : '') +
        `</cp:coreProperties>`,
    );
  }
  return zipSync(files);
}

const nameOf = async (bytes: Uint8Array) => {
  const { cv } = await readCvFile(bytes, IMPORT_BUDGETS.account);
  return [cv.personal_info.firstName, cv.personal_info.lastName];
};

describe('the name of a Word CV in its author’s order', () => {
  it('takes the order of « Kosilova, Olga » or « Olga Kosilova » written by Word as the author', async () => {
    expect(await nameOf(docx())).toEqual(['Kosilova', 'Olga']);
    expect(await nameOf(docx({ creator: 'Kosilova, Olga', lastModifiedBy: 'Kosilova, Olga' }))).toEqual(['Olga', 'Kosilova']);
    expect(await nameOf(docx({ creator: 'Acer', lastModifiedBy: 'olga kosilova' }))).toEqual(['Olga', 'Kosilova']);
    expect(await nameOf(docx({ creator: 'Olga' }))).toEqual(['Olga', 'Kosilova']);
  });

  it('finds the name the author wrote even when the CV prints it last, a page down', async () => {
    const heading = (text: string) =>
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
    const body = [
      heading('Beruflicher Werdegang'),
      paragraph('01.08.2016 – 31.07.2018'),
      heading('Edeka M. Bahrs'),
      paragraph('Kassieren, Ware verräumen und andere kaufmännische Tätigkeiten im Markt'),
      // Many lines further down, as on the real CV (a second page).
      ...Array.from({ length: 40 }, (_, i) => paragraph(`Aufgabe ${i + 1}: Beratung, Verkauf und Kasse im Markt am Bahnhof.`)),
      paragraph('benny.n@example.de'),
      paragraph('Benjamin Rocha Nogueira'),
    ];
    expect(await nameOf(docx(undefined, body))).toEqual(['', '']);
    expect(await nameOf(docx({ creator: 'Gerald Woldan', lastModifiedBy: 'Benjamin Nogueira' }, body))).toEqual(['Benjamin Rocha', 'Nogueira']);
  });

  it('changes nothing for an author who is someone else', async () => {
    expect(await nameOf(docx({ creator: 'Jolande Walther', lastModifiedBy: 'USER' }))).toEqual(['Kosilova', 'Olga']);
    expect(await nameOf(docx({ creator: 'Olga Petrova' }))).toEqual(['Kosilova', 'Olga']);
  });
});
