import { strFromU8 } from 'fflate';
import { docxTextLines } from './docx-text.js';
import { finishImport, type ImportResult } from './import-draft.js';
import { importJson } from './json-import.js';
import { isLinkedInExport, parseLinkedInExport } from './linkedin-export.js';
import { CvImportError, importMessages } from './messages.js';
import { isZip, safeUnzip } from './safe-zip.js';
import { parseTextCv } from './text-cv.js';

/** Largest file accepted (spec of issue 19): bigger ones are refused before being read whole. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export interface ImportDeps {
  /** The text layer of a PDF as lines (pdf.js on the server). */
  pdfLines: (pdf: Uint8Array) => Promise<string[]>;
}

const startsWith = (bytes: Uint8Array, text: string) => [...text].every((c, i) => bytes[i] === c.charCodeAt(0));

/**
 * Any accepted file, recognised by its content (not its name): a PDF, a ZIP that is a Word
 * document or a LinkedIn export, or JSON. The result fits the CV schema; nothing is stored.
 */
export async function importCvFile(bytes: Uint8Array, deps: ImportDeps): Promise<ImportResult> {
  if (bytes.length > IMPORT_MAX_BYTES) throw new CvImportError(importMessages.tooLarge, 413);
  if (bytes.length === 0) throw new CvImportError(importMessages.empty);
  if (startsWith(bytes, '%PDF-')) return checked(finishImport(parseTextCv(await deps.pdfLines(bytes)), 'pdf'));
  if (isZip(bytes)) {
    const { names } = safeUnzip(bytes, () => false);
    if (names.includes('word/document.xml')) return checked(finishImport(parseTextCv(docxTextLines(bytes)), 'docx'));
    if (names.some((n) => /vbaProject\.bin$/i.test(n))) throw new CvImportError(importMessages.docxMacros);
    if (isLinkedInExport(names)) {
      const { files: csv } = safeUnzip(bytes, (name) => name.toLowerCase().endsWith('.csv'));
      const files = Object.fromEntries(Object.entries(csv).map(([name, data]) => [name, strFromU8(data)]));
      return checked(finishImport(parseLinkedInExport(files), 'linkedin'));
    }
    throw new CvImportError(importMessages.zipNotLinkedIn);
  }
  const head = strFromU8(bytes.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{')) return importJson(strFromU8(bytes));
  throw new CvImportError(importMessages.unsupported);
}

function checked(result: ImportResult): ImportResult {
  const s = result.summary;
  const p = result.cv.personal_info;
  if (!p.firstName && !p.lastName && !p.email && s.experiences + s.education + s.skills + s.languages + s.accreditations === 0 && s.reviewLines === 0 && !result.cv.summary.content) {
    throw new CvImportError(importMessages.empty);
  }
  return result;
}
