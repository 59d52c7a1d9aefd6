import { transferMessages as m } from './messages';

export type { ExportFormat } from './cv-export';
import type { ExportFormat } from './cv-export';

/** The exports offered beside the PDF, in menu order. */
export const CV_EXPORT_ITEMS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'docx', label: m.exportDocx },
  { format: 'txt', label: m.exportTxt },
  { format: 'json', label: m.exportJson },
  { format: 'jsonresume', label: m.exportJsonResume },
];
