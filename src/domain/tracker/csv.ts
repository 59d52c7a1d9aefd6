/**
 * CSV for Swiss spreadsheets: `;` between cells and a UTF-8 byte order mark (what Excel set to
 * fr-CH or de-CH opens with its accents and columns right), every cell quoted, lines ended CRLF.
 *
 * A cell starting with = + - @, a tab or a carriage return is prefixed with « ' »: spreadsheet
 * programs would otherwise run it as a formula (« =HYPERLINK(...) » pasted in a job ad, CSV
 * injection, OWASP). The import removes that prefix again, so an export comes back unchanged.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The neutralising prefix removed (import of our own exports). */
export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

export const CSV_BOM = '\uFEFF';

export function toCsv(table: ReadonlyArray<ReadonlyArray<string>>): string {
  return CSV_BOM + table.map((row) => row.map((cell) => quote(neutraliseCell(cell))).join(';')).join('\r\n') + '\r\n';
}
