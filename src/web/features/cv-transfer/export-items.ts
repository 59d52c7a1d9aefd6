import { transferMessages as m } from './messages';

export type { ExportFormat } from './cv-export';
import type { ExportFormat } from './cv-export';

/** The exports offered beside the PDF, in menu order. */
export const CV_EXPORT_ITEMS: ReadonlyArray<{ format: ExportFormat; label: string; short: string }> = [
  { format: 'docx', label: m.exportDocx, short: 'Word (DOCX)' },
  { format: 'txt', label: m.exportTxt, short: 'Texte brut (TXT)' },
  { format: 'json', label: m.exportJson, short: 'JSON (CV Suisse)' },
  { format: 'jsonresume', label: m.exportJsonResume, short: 'JSON Resume' },
];
