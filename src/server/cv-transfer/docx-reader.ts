import { docxSourceLines } from '../../domain/cv-import/docx-document.js';
import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';
import type { SourceLine } from '../../domain/cv-import/source-lines.js';
import { attribute, scanXml } from '../../domain/cv-import/xml-scan.js';
import type { ImportBudget } from './import-budget.js';
import type { ZipArchive } from './zip-reader.js';

const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;
const utf8 = new TextDecoder('utf-8');

/**
 * A Word document's lines (docx-document.ts reads the XML). Refused: a macro-enabled document
 * (a vbaProject part, or the .docm content type) and external relationships other than links (a
 * remote image, an online template: Word would fetch them; we never do).
 */
export function docxLines(zip: ZipArchive, budget: ImportBudget): SourceLine[] {
  const text = (name: string) => {
    const bytes = zip.read(name);
    return bytes ? utf8.decode(bytes) : undefined;
  };
  if (zip.names.some((n) => /vbaProject\.bin$/i.test(n)) || /macroEnabled|vbaProject/i.test(text('[Content_Types].xml') ?? '')) {
    throw new CvImportError(importMessages.docxMacros);
  }
  for (const name of zip.names.filter((n) => n.endsWith('.rels'))) {
    scanXml(text(name) ?? '', {
      open(tag, attributes) {
        if (tag !== 'Relationship') return;
        const type = attribute(attributes, 'Type') ?? '';
        if (/vbaProject/i.test(type) || /vbaProject/i.test(attribute(attributes, 'Target') ?? '')) throw new CvImportError(importMessages.docxMacros);
        if (/^external$/i.test(attribute(attributes, 'TargetMode') ?? '') && !HYPERLINK_TYPE.test(type)) throw new CvImportError(importMessages.docxExternal);
      },
      close() {},
      text() {},
    });
  }
  const document = text('word/document.xml');
  if (document === undefined) throw new CvImportError(importMessages.docxInvalid);
  const parts = (pattern: RegExp) =>
    zip.names
      .filter((n) => pattern.test(n))
      .sort()
      .map(text)
      .filter((t): t is string => t !== undefined)
      // Word repeats one header for the first, even and odd pages: its text once.
      .filter((t, i, all) => all.indexOf(t) === i);
  return docxSourceLines(
    { document, styles: text('word/styles.xml'), headers: parts(/^word\/header\d*\.xml$/), footers: parts(/^word\/footer\d*\.xml$/) },
    budget.text,
  );
}

/**
 * Who wrote the document, as Word records it (docProps/core.xml: « last modified by », then
 * « creator »): the names only, for the order of the CV's name (contacts.ts, nameInAuthorsOrder).
 */
export function docxAuthors(zip: ZipArchive): string[] {
  const bytes = zip.read('docProps/core.xml');
  if (!bytes || bytes.length > 64 * 1024) return [];
  const found: Record<string, string> = {};
  let current: string | undefined;
  scanXml(utf8.decode(bytes), {
    open(tag) {
      const local = tag.slice(tag.indexOf(':') + 1);
      current = local === 'lastModifiedBy' || local === 'creator' ? local : undefined;
    },
    close() {
      current = undefined;
    },
    text(value) {
      if (current) found[current] = (found[current] ?? '') + value;
    },
  });
  return [found.lastModifiedBy, found.creator].filter((a): a is string => !!a && a.trim().length > 0 && a.length <= 120);
}
