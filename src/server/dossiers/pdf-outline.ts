import { type PDFDocument, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';

/**
 * Writes a flat outline (bookmarks) into `doc`: one entry per document, opening its first page.
 * pdf-lib has no outline API; this is the dictionary the PDF specification describes (ISO
 * 32000-1, 12.3.3): /Outlines with /First, /Last and /Count, items linked by /Prev and /Next,
 * each with /Title, /Parent and a /Dest. The viewer opens with the outline shown.
 */
export function writeOutline(doc: PDFDocument, entries: ReadonlyArray<{ title: string; page: PDFRef }>): void {
  if (entries.length === 0) return;
  const { context } = doc;
  const outlineRef = context.nextRef();
  const itemRefs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: outlineRef,
      Dest: context.obj([entry.page, PDFName.of('Fit')]),
      ...(i > 0 ? { Prev: itemRefs[i - 1]! } : {}),
      ...(i < entries.length - 1 ? { Next: itemRefs[i + 1]! } : {}),
    });
    context.assign(itemRefs[i]!, item);
  });
  context.assign(outlineRef, context.obj({ Type: 'Outlines', First: itemRefs[0]!, Last: itemRefs[itemRefs.length - 1]!, Count: entries.length }));
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
