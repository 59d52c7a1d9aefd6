import { finishImport, type ImportResult } from '../../domain/cv-import/import-draft.js';
import { importJson } from '../../domain/cv-import/json-import.js';
import { isLinkedInExport, LINKEDIN_FILES, parseLinkedInExport } from '../../domain/cv-import/linkedin-export.js';
import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';
import type { SourceLine } from '../../domain/cv-import/source-lines.js';
import { parseTextCv } from '../../domain/cv-import/text-cv.js';
import { nameInAuthorsOrder } from '../../domain/cv-import/contacts.js';
import { docxAuthors, docxLines } from './docx-reader.js';
import type { ImportBudget } from './import-budget.js';
import { pdfSourceLines } from './pdf-text.js';
import { isZip, openZip } from './zip-reader.js';

const startsWith = (bytes: Uint8Array, text: string) => [...text].every((c, i) => bytes[i] === c.charCodeAt(0));
const utf8 = new TextDecoder('utf-8');
const LINKEDIN_NAMES = new Set<string>(Object.values(LINKEDIN_FILES));

/**
 * Any accepted file, recognised by its content (not its name): a PDF, a ZIP that is a Word
 * document or a LinkedIn export, or JSON. The result fits the CV schema; nothing is stored.
 * Every reader counts what it produces against `budget` and stops with a French refusal past
 * it. Runs in an import worker (import-worker.ts), never on the app's event loop.
 */
export async function readCvFile(bytes: Uint8Array, budget: ImportBudget): Promise<ImportResult> {
  if (bytes.length === 0) throw new CvImportError(importMessages.empty);
  if (startsWith(bytes, '%PDF-')) return readPdf(bytes, budget);
  if (isZip(bytes)) {
    const zip = openZip(bytes, budget.maxInflatedBytes);
    if (zip.names.includes('word/document.xml')) {
      const authors = docxAuthors(zip);
      const draft = parseTextCv(docxLines(zip, budget), { authors });
      Object.assign(draft.personal, nameInAuthorsOrder({ firstName: draft.personal.firstName ?? '', lastName: draft.personal.lastName ?? '' }, authors));
      return checked(finishImport(draft, 'docx'));
    }
    if (zip.names.some((n) => /vbaProject\.bin$/i.test(n))) throw new CvImportError(importMessages.docxMacros);
    if (isLinkedInExport(zip.names)) {
      const files: Record<string, string> = {};
      // Only the files the export is read for are inflated; the others are not even opened.
      for (const name of zip.names) if (LINKEDIN_NAMES.has(name.split('/').at(-1) ?? '')) files[name] = utf8.decode(zip.read(name) ?? new Uint8Array());
      return checked(finishImport(parseLinkedInExport(files, { maxRows: budget.maxCsvRows }), 'linkedin'));
    }
    throw new CvImportError(importMessages.zipNotLinkedIn);
  }
  if (findPdfHeader(bytes)) return readPdf(bytes, budget);
  const head = utf8
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{')) return importJson(utf8.decode(bytes));
  throw new CvImportError(importMessages.unsupported);
}

/**
 * The lines a PDF or Word file presents, as the CV reader gets them (for the corpus benchmark's
 * count of lines that landed nowhere); other files have none.
 */
export async function readSourceLines(bytes: Uint8Array, budget: ImportBudget): Promise<SourceLine[]> {
  if (startsWith(bytes, '%PDF-')) return pdfSourceLines(bytes, budget);
  if (isZip(bytes)) {
    const zip = openZip(bytes, budget.maxInflatedBytes);
    if (zip.names.includes('word/document.xml')) return docxLines(zip, budget);
  }
  return [];
}

async function readPdf(bytes: Uint8Array, budget: ImportBudget): Promise<ImportResult> {
  return checked(finishImport(parseTextCv(await pdfSourceLines(bytes, budget)), 'pdf'));
}

/** A PDF may start with a few bytes of garbage before its header (readers accept up to 1 KiB). */
function findPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

function checked(result: ImportResult): ImportResult {
  const s = result.summary;
  const p = result.cv.personal_info;
  if (
    !p.firstName &&
    !p.lastName &&
    !p.email &&
    s.experiences + s.education + s.skills + s.languages + s.accreditations === 0 &&
    s.reviewLines === 0 &&
    !result.cv.summary.content
  ) {
    throw new CvImportError(importMessages.empty);
  }
  return result;
}
