import Papa from 'papaparse';
import { CvImportError, importMessages } from './messages.js';

/**
 * A CSV file of the LinkedIn export as rows keyed by header. LinkedIn prefixes some files with
 * « Notes: » lines before the header row; they are skipped. A file that is not a table (unclosed
 * quotes, rows of the wrong width) is refused with a French message naming it.
 */
export function parseCsv(text: string, fileName: string, expectedHeader?: string, maxRows = 20_000): Array<Record<string, string>> {
  let body = text.replace(/^\uFEFF/, '');
  if (expectedHeader) {
    const lines = body.split(/\r?\n/);
    const headerAt = lines.findIndex((l) => l.includes(expectedHeader));
    if (headerAt > 0) body = lines.slice(headerAt).join('\n');
  }
  // One row more than allowed is enough to know the file is too long for a profile.
  const result = Papa.parse<Record<string, string>>(body, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    preview: maxRows + 1,
  });
  if (result.data.length > maxRows) throw new CvImportError(importMessages.tooMuchText);
  const fatal = result.errors.filter((e) => e.type === 'Quotes' || e.type === 'Delimiter' || (e.type === 'FieldMismatch' && e.code === 'TooManyFields'));
  if (fatal.length > 0 || !result.meta.fields?.length) throw new CvImportError(importMessages.csvMalformed(fileName));
  return result.data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : ''])));
}
