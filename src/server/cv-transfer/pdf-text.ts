import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';

/** Pages read at most: a CV has a few; a 500-page file is not one and would cost time for nothing. */
const MAX_PAGES = 30;

interface TextItem {
  str: string;
  hasEOL?: boolean;
  transform: number[];
  height: number;
  width: number;
}

/**
 * The text layer of a PDF as lines, in the order the file holds them (how our templates and
 * word processors write a CV: a column or a sidebar is one block). pdf.js runs without eval,
 * without system fonts and without fetching anything. A file with no text at all is a scan:
 * its own French message (offering manual entry).
 */
export async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(pdf),
      useSystemFonts: false,
      isEvalSupported: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw new CvImportError(importMessages.pdfInvalid);
  }
  try {
    const lines: string[] = [];
    for (let i = 1; i <= Math.min(document.numPages, MAX_PAGES); i++) {
      const page = await document.getPage(i);
      const content = await page.getTextContent();
      let current = '';
      let lastY: number | undefined;
      let lastEnd: number | undefined;
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const item = raw as TextItem;
        const y = item.transform[5];
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > Math.max(2, item.height * 0.5) && current.trim()) {
          lines.push(current);
          current = '';
        }
        const x = item.transform[4] ?? 0;
        // A wide gap on one line separates columns (skills side by side, contact details).
        if (current.trim() && item.str.trim() && lastEnd !== undefined && x - lastEnd > Math.max(6, item.height * 1.2)) current += '\t';
        current += item.str;
        if (y !== undefined && item.str.trim()) {
          lastY = y;
          lastEnd = x + item.width;
        }
        if (item.hasEOL) {
          if (current.trim()) lines.push(current);
          current = '';
          lastEnd = undefined;
        }
      }
      if (current.trim()) lines.push(current);
      page.cleanup();
    }
    const text = lines.map((l) => l.replace(/[^\S\t]+/g, ' ').replace(/\s*\t\s*/g, '\t').trim()).filter(Boolean);
    if (text.join('').replace(/\s/g, '').length < 20) throw new CvImportError(importMessages.pdfScanned);
    return text;
  } finally {
    await document.destroy();
  }
}
