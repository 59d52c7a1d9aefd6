import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';
import { BOLD_FONT, pdfLayoutLines, type PdfItem, type PdfPage } from '../../domain/cv-import/pdf-layout.js';
import type { SourceLine } from '../../domain/cv-import/source-lines.js';
import type { ImportBudget } from './import-budget.js';
import { checkPdfInflation } from './pdf-streams.js';

import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * The text layer of a PDF as lines in reading order, with positions and fonts (pdf-layout.ts
 * decides columns and headings). pdf.js runs without eval, without system fonts, without
 * decoding images and without fetching anything, after the file's streams passed the inflation
 * check; the text it produces is counted page by page against the budget. A file with no text
 * at all is a scan: its own French message (offering manual entry).
 */
export async function pdfSourceLines(pdf: Uint8Array, budget: ImportBudget): Promise<SourceLine[]> {
  checkPdfInflation(pdf, budget.maxInflatedBytes);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(pdf),
      useSystemFonts: false,
      isEvalSupported: false,
      disableFontFace: true,
      fontExtraProperties: true,
      // A text reader never needs an image decoded.
      maxImageSize: 1,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    if ((err as { name?: string }).name === 'PasswordException') throw new CvImportError(importMessages.pdfPassword);
    throw new CvImportError(importMessages.pdfInvalid);
  }
  try {
    const pages: PdfPage[] = [];
    let items = 0;
    let chars = 0;
    for (let n = 1; n <= Math.min(document.numPages, budget.maxPages); n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const raw = content.items.filter((i): i is TextItem => 'str' in i);
      items += raw.length;
      chars += raw.reduce((sum, i) => sum + i.str.length, 0);
      if (items > budget.maxTextItems || chars > budget.text.maxChars) throw new CvImportError(importMessages.tooMuchText);
      // The operator list names each font (bold or not, pictograms); the fonts are loaded already.
      await page.getOperatorList();
      const fonts = new Map<string, string>();
      for (const name of new Set(raw.map((i) => i.fontName))) {
        let fontName = '';
        try {
          fontName = String((page.commonObjs.get(name) as { name?: string } | undefined)?.name ?? '');
        } catch {
          fontName = '';
        }
        fonts.set(name, fontName);
      }
      pages.push({
        width: page.view[2] ?? 595,
        height: page.view[3] ?? 842,
        items: raw
          .filter((i) => i.str.length > 0)
          .map((i): PdfItem => {
            const [a = 0, b = 0, , , x = 0, y = 0] = i.transform as number[];
            const font = fonts.get(i.fontName) ?? '';
            return { str: i.str, x, y, width: i.width, size: Math.hypot(a, b) || i.height, font, bold: BOLD_FONT.test(font) };
          }),
      });
      page.cleanup();
    }
    const lines = pdfLayoutLines(pages);
    if (
      lines
        .map((l) => l.text)
        .join('')
        .replace(/\s/g, '').length < 20
    )
      throw new CvImportError(importMessages.pdfScanned);
    return lines;
  } finally {
    await document.destroy();
  }
}
