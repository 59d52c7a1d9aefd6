/**
 * Chromium takes a PDF's title from <title> and never writes an author. We set both by
 * appending an incremental update (PDF 32000-1:2008, 7.5.6): a new document information
 * dictionary, a cross-reference section listing only that object, and a trailer whose /Prev
 * points at Chromium's own. Chromium's bytes stay untouched, so nothing on the pages can
 * change; readers take the newest Info. A library that rewrites the whole file would cost
 * more time and risk than these few lines.
 */

export interface PdfInfo {
  title: string;
  author: string;
  creator?: string;
}

const MAX_TEXT_LENGTH = 300;

/** A PDF text string: UTF-16BE with a byte-order mark, written as a hex string. */
function textString(value: string): string {
  const clean = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
  const bytes = Buffer.from(clean, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `(D:${p(date.getUTCFullYear(), 4)}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z)`;
}

// The classic trailer Skia writes: `trailer <</Size n /Root r 0 R /Info i 0 R>> startxref x %%EOF`.
const TRAILER = /trailer\s*<<((?:(?!<<|>>)[\s\S])*)>>\s*startxref\s+(\d+)\s+%%EOF\s*$/;

/**
 * `pdf` with its Title and Author set, or undefined when its ending is not a classic trailer
 * (cross-reference streams, encryption): then the caller keeps the PDF as Chromium made it.
 */
export function setPdfInfo(pdf: Buffer, info: PdfInfo, now: Date = new Date()): Buffer | undefined {
  const tail = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const trailer = TRAILER.exec(tail);
  if (!trailer) return undefined;
  const dict = trailer[1]!;
  const previousXref = Number(trailer[2]);
  const size = /\/Size\s+(\d+)/.exec(dict)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(dict)?.[1];
  if (!size || !root || /\/Encrypt\b/.test(dict) || previousXref <= 0 || previousXref >= pdf.length) return undefined;
  const oldInfo = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(dict);
  const id = /\/ID\s*(\[[^\]]*\])/.exec(dict)?.[1];

  // Replacing the Info object under its own number keeps /Size; otherwise a new number.
  const objectNumber = oldInfo ? Number(oldInfo[1]) : Number(size);
  const generation = oldInfo ? Number(oldInfo[2]) : 0;
  const newSize = oldInfo ? Number(size) : Number(size) + 1;

  const separator = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const objectOffset = pdf.length + separator.length;
  const date = pdfDate(now);
  const object =
    `${objectNumber} ${generation} obj\n` +
    `<</Title ${textString(info.title)}\n/Author ${textString(info.author)}\n/Creator ${textString(info.creator ?? 'CV Suisse')}\n` +
    `/Producer (Chromium)\n/CreationDate ${date}\n/ModDate ${date}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, 'latin1');
  const update =
    separator +
    object +
    `xref\n${objectNumber} 1\n${String(objectOffset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n \n` +
    `trailer\n<</Size ${newSize} /Root ${root} /Info ${objectNumber} ${generation} R /Prev ${previousXref}${id ? ` /ID ${id}` : ''}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
