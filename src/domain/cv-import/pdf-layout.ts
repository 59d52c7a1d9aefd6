import { splitLongLine, type SourceLine } from './source-lines.js';

/** A run of text as a PDF draws it (pdf.js text items with their font). */
export interface PdfItem {
  str: string;
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  /** The font's identity within the document, and what its name says. */
  font: string;
  bold: boolean;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
}

/** Fonts of pictograms (phone, envelope, house...): their glyphs are not text. */
export const ICON_FONT =
  /awesome|icon|symbol|wingding|dingbat|material|fontello|glyphicon|entypo|feather|ionicons|octicons|academicons|marvosym|bbding|pifont/i;
export const BOLD_FONT = /bold|black|heavy|semi-?bold|demi|extra-?bold|ultra-?bold|[-,]sb\b|medium/i;

const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st' };
/** Spacing accents that TeX draws before their letter (« J¨org »): as combining marks. */
const SPACING_ACCENTS: Record<string, string> = {
  '¨': '\u0308',
  '´': '\u0301',
  '`': '\u0300',
  ˆ: '\u0302',
  '^': '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  ˇ: '\u030C',
  '˚': '\u030A',
  '˝': '\u030B',
};

/** Text as the PDF spells it, repaired: ligatures, accents split from their letter, private-use glyphs. */
export function repairPdfText(text: string): string {
  return (
    text
      .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
      .replace(/([¨´`ˆ˜¸ˇ˚˝^])\s?([A-Za-z])/g, (whole, accent: string, letter: string) => {
        const composed = (letter + SPACING_ACCENTS[accent]!).normalize('NFC');
        return composed.length === 1 ? composed : whole;
      })
      // « Franc¸ ais »: a cedilla is drawn after its letter, and the gap after it is no space.
      .replace(/([cCsStT])\s?¸\s(?=\p{Ll})/gu, '$1¸')
      .replace(/([A-Za-z])\s?([¨´`ˆ˜¸ˇ˚˝])(?=\p{L}|\s|$)/gu, (whole, letter: string, accent: string) => {
        const composed = (letter + SPACING_ACCENTS[accent]!).normalize('NFC');
        return composed.length === 1 ? composed : whole;
      })
      .replace(/[\uE000-\uF8FF\u{F0000}-\u{FFFFD}]/gu, '')
      // Soft hyphens, and control characters (a ligature without a Unicode value comes out as NUL).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u00AD\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .normalize('NFC')
  );
}

const LIGATURE_CANDIDATES = ['ti', 'ft', 'fi', 'fl', 'ffi', 'ff', 'ffl', 'tt', 'tf'];

/**
 * A ligature whose glyph has no Unicode value comes out of pdf.js as NUL inside a word (Google
 * Docs' « So\0ware », « Consul\0ng »). The letters it stands for: the ones that make a word the
 * document writes elsewhere in full, else the likeliest by the letters around it.
 */
function ligatureGuesser(pages: PdfPage[]): (text: string) => string {
  const seen = new Set<string>();
  let any = false;
  for (const page of pages)
    for (const item of page.items) {
      if (item.str.includes('\0')) any = true;
      else for (const word of item.str.toLocaleLowerCase('en').split(/[^\p{L}]+/u)) if (word.length >= 4) seen.add(word);
    }
  if (!any) return (text) => text;
  return (text) =>
    text.replace(/(\p{L}*)\0(\p{L}*)/gu, (whole, before: string, after: string) => {
      if (!before && !after) return whole;
      const known = LIGATURE_CANDIDATES.find((c) => seen.has(`${before}${c}${after}`.toLocaleLowerCase('en')));
      return `${before}${known ?? likelyLigature(before.toLocaleLowerCase('en'), after.toLocaleLowerCase('en'))}${after}`;
    });
}

/** The ligature the letters around it make likeliest (-tion, -ting, soft-ware, of-fice, fi-nal, flow). */
function likelyLigature(before: string, after: string): string {
  const vowelBefore = /[aeiouy]$/.test(before);
  if (after.startsWith('w') || !after) return 'ft';
  if (after.startsWith('c') && /[aeou]$/.test(before)) return 'ffi';
  if (/^(?:on|ng|ve|v|me|es|al|c|f|que|k|ll|p|ne|sa|st)/.test(after)) return 'ti';
  if (/^(?:n|r|l|x|eld|g|t)/.test(after)) return 'fi';
  if (/^[oua]/.test(after)) return 'fl';
  if (after.startsWith('e')) return vowelBefore && !before.endsWith('a') ? 'ff' : 'ft';
  return 'ti';
}

/** TeX draws an accent as its own glyph above the next letter: given to the text that follows it. */
function mergeAccents(all: PdfItem[]): PdfItem[] {
  // Bold faked by drawing the same text twice, a hair apart: once.
  const items = all.filter((item, i) => {
    const before = all[i - 1];
    return !(before && before.str === item.str && item.str.trim() && Math.abs(before.x - item.x) < 1.5 && Math.abs(before.y - item.y) < 1.5);
  });
  const out: PdfItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const next = items[i + 1];
    // « Pers¨ » + « onliche »: the accent at the end of one item belongs to the next one's first letter.
    // « Franc » + « ¸ ais »: a cedilla is drawn after its letter, and the gap after it is no space.
    const joined = next ? `${item.str}${next.str}` : '';
    if (
      next &&
      /[cCsStT]\s?¸\s?\p{Ll}/u.test(joined.slice(item.str.length - 1, item.str.length + 3)) &&
      Math.abs(next.y - item.y) < Math.max(item.size, next.size) * 1.2
    ) {
      // Merged into the next slot, so that an accent at its end still joins the item after it.
      items[i + 1] = { ...item, str: joined.replace(/([cCsStT])\s?¸\s?(?=\p{Ll})/gu, '$1¸'), width: next.x + next.width - item.x };
    } else if (
      next &&
      /[¨´`ˆ˜¸ˇ˚˝]$/.test(item.str) &&
      /^\p{L}/u.test(next.str) &&
      Math.abs(next.y - item.y) < Math.max(item.size, next.size) * 1.2 &&
      next.x >= item.x - next.size
    ) {
      out.push({ ...item, str: item.str + next.str, width: next.x + next.width - item.x });
      i += 1;
    } else out.push(item);
  }
  return out;
}

interface Line {
  items: PdfItem[];
  y: number;
  x0: number;
  x1: number;
  size: number;
}

const years = /(?:^|[^\d])(?:19|20)\d{2}(?!\d)/;

/** Items on one baseline, left to right (a small vertical shift: superscripts, mixed fonts). */
function groupLines(items: PdfItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - item.y) <= Math.max(1.5, 0.4 * Math.min(line.size, item.size))) {
      line.items.push(item);
      line.x0 = Math.min(line.x0, item.x);
      line.x1 = Math.max(line.x1, item.x + item.width);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ items: [item], y: item.y, x0: item.x, x1: item.x + item.width, size: item.size });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

/** A line's text: a space where words touch without one, a tab between far-apart cells. */
function lineCells(line: Line): string[] {
  const cells: string[] = [];
  let current = '';
  let end: number | undefined;
  // The gap is measured in the smaller of the two sizes: « PERSONAL INFORMATION » (9 pt) and
  // « Stefano Sabatini » (13 pt) 14 pt apart are two cells, as a word processor's tab made them.
  // A space drawn in a gap over 1.1 em wide is a tab too (« Giugno 2025 » ⇥ « CTO, LUMEN LABS »):
  // a word space, even a justified one, stays well under an em.
  let endSize = 0;
  let spaced = false;
  for (const item of line.items) {
    const gap = end === undefined ? 0 : item.x - end;
    const em = Math.min(item.size, endSize);
    if (!item.str.trim()) spaced = true;
    else if (end !== undefined && current.trim() && gap > Math.max(8, em * (spaced ? 1.1 : 1.4))) {
      cells.push(current);
      current = '';
    } else if (end !== undefined && gap > item.size * 0.18 && !/\s$/.test(current) && !/^\s/.test(item.str)) current += ' ';
    current += item.str;
    if (item.str.trim()) {
      end = item.x + item.width;
      endSize = item.size;
      spaced = false;
    }
  }
  cells.push(current);
  return cells.map((c) => c.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * Vertical bands with (almost) no text across the page's body: the gutters between a sidebar
 * and the main column, or between dates and the lines they belong to. Their middles, widest first.
 */
function findGutters(items: PdfItem[], page: PdfPage): number[] {
  const text = items.filter((i) => i.str.trim());
  if (text.length < 12) return [];
  const left = Math.max(0, Math.floor(Math.min(...text.map((i) => i.x))));
  const right = Math.min(Math.ceil(page.width) + 1, Math.ceil(Math.max(...text.map((i) => i.x + i.width))));
  const span = right - left;
  if (span < 100) return [];
  const coverage = new Float64Array(span + 1);
  // A line across the whole page (a headline above the columns) does not close a gutter.
  for (const item of text.filter((i) => i.width < span * 0.55)) {
    const from = Math.max(0, Math.floor(item.x - left));
    const to = Math.min(span, Math.ceil(item.x + item.width - left));
    for (let x = from; x <= to; x++) coverage[x]! += 1;
  }
  // A few items may cross it (a name or a rule across the top); a gutter is at least 8 pt wide.
  const tolerance = Math.max(2, Math.round(text.length * 0.03));
  const found: Array<{ middle: number; width: number }> = [];
  let runFrom = -1;
  for (let x = 0; x <= span + 1; x++) {
    const empty = x <= span && coverage[x]! <= tolerance;
    if (empty && runFrom < 0) runFrom = x;
    if (!empty && runFrom >= 0) {
      const middle = (runFrom + x - 1) / 2;
      if (x - 1 - runFrom >= 8 && middle > span * 0.12 && middle < span * 0.88) found.push({ middle: left + middle, width: x - 1 - runFrom });
      runFrom = -1;
    }
  }
  return found.sort((a, b) => b.width - a.width).map((g) => g.middle);
}

const lineText = (line: Line) =>
  line.items
    .map((i) => i.str)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Share of lines that are only a date or a range (« 04.01.2016 - », « 2019 – 2021 », « Present »). */
function dateColumnShare(lines: Line[]): number {
  if (!lines.length) return 0;
  const only = lines.filter((l) => {
    const text = lineText(l);
    const stripped = text.replace(
      /(?:\d{1,2}[./]){0,2}(?:19|20)\d{2}|\b\d{1,2}\/\d{2}\b|\p{L}{3,9}\.?(?=\s+(?:19|20)\d{2})|present|aujourd'hui|heute|oggi|today|now|[-–—‑:,.\s]/giu,
      '',
    );
    return text.length > 0 && years.test(text) ? stripped.length <= 4 : /^(?:present|aujourd.hui|heute|oggi|today|now|bis heute)$/i.test(text);
  }).length;
  return only / lines.length;
}

/**
 * Whether the two sides of a gutter are a table rather than columns: dates or labels beside
 * the lines they belong to (« 2019 – 2021 | Développeur »), which read row by row, against a
 * sidebar and a main column, which read one after the other.
 */
function isRowLayout(leftLines: Line[], rightLines: Line[]): boolean {
  if (dateColumnShare(leftLines) >= 0.4 || dateColumnShare(rightLines) >= 0.4) return true;
  const [fewer, more] = leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines];
  const aligned = fewer.filter((l) => more.some((m) => Math.abs(m.y - l.y) <= 1.5)).length / Math.max(1, fewer.length);
  return aligned >= 0.8 && fewer.length <= more.length * 0.6;
}

/** The body text size of the document: the size most characters are set in. */
function bodySize(pages: PdfPage[]): number {
  const counts = new Map<number, number>();
  for (const page of pages)
    for (const item of page.items) {
      const size = Math.round(item.size * 2) / 2;
      counts.set(size, (counts.get(size) ?? 0) + item.str.replace(/\s/g, '').length);
    }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** Lines per page up to which the drawing order is checked pair by pair (about a million comparisons). */
const MAX_ORDER_CHECK = 1_500;

/**
 * The page's lines in the order the file draws them (how Word, LaTeX and most builders write a
 * CV: a column or a sidebar is one run), or undefined when that order jumps about the page
 * (design tools place boxes in any order): more than a few returns to a line above.
 */
function streamLines(items: PdfItem[], pageHeight: number): Line[] | undefined {
  const lines: Line[] = [];
  for (const item of items) {
    const line = lines.at(-1);
    const sameBaseline = line && Math.abs(line.y - item.y) <= Math.max(2, 0.5 * Math.min(line.size, item.size));
    // Same baseline but drawn to the left of what the line has: another block at the same height.
    if (line && sameBaseline && item.x >= line.x1 - item.size * 0.5) {
      line.items.push(item);
      // A space may be drawn as wide as the gap it fills: only text moves the line's end.
      if (item.str.trim()) line.x1 = Math.max(line.x1, item.x + item.width);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ items: [item], y: item.y, x0: item.x, x1: item.x + item.width, size: item.size });
  }
  // A second column read after the first returns once to the top of the page; design tools
  // that place boxes in any order go up and down many times.
  let returns = 0;
  let climbed = 0;
  for (let n = 1; n < lines.length; n++) {
    if (lines[n]!.y > lines[n - 1]!.y + 2 * lines[n]!.size) {
      returns += 1;
      climbed += lines[n]!.y - lines[n - 1]!.y;
    }
  }
  if (returns > Math.max(4, lines.length * 0.08) || climbed > 1.25 * pageHeight) return undefined;
  // A line of the body drawn before one above it in the same column is out of place (the Europass
  // builder draws every section title first, then the content). Running headers and footers, in
  // the page's top and bottom margins, are often drawn apart: they do not count. The check compares
  // pairs of lines: a page of more than MAX_ORDER_CHECK lines (no CV's) keeps the file's order.
  if (lines.length > MAX_ORDER_CHECK) return lines;
  let misplaced = 0;
  const margin = 0.07 * pageHeight;
  for (let i = 0; i < lines.length && misplaced <= 1; i++) {
    const a = lines[i]!;
    if (a.y < margin || a.y > pageHeight - margin) continue;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j]!;
      if (b.y > a.y + Math.max(a.size, b.size) && Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0) {
        misplaced += 1;
        break;
      }
    }
  }
  return misplaced <= 1 ? lines : undefined;
}

/** The page's lines by their place on the page: a sidebar and a main column one after the other. */
function geometricBlocks(items: PdfItem[], page: PdfPage, header = true): Array<{ lines: Line[]; column?: 'side' | 'main' }> {
  const gutters = findGutters(items, page);
  if (!gutters.length && header) {
    // A centred header above the columns (name, headline, contacts) crosses the gutter: the
    // header read as rows, then the columns below it.
    const text = items.filter((i) => i.str.trim());
    const top = Math.max(...text.map((i) => i.y));
    const cut = top - 0.25 * (top - Math.min(...text.map((i) => i.y)));
    const below = items.filter((i) => i.y < cut);
    if (text.length && findGutters(below, page).length) return [{ lines: groupLines(items.filter((i) => i.y >= cut)) }, ...geometricBlocks(below, page, false)];
  }
  for (const gutter of gutters) {
    const crossing = items.filter((i) => i.x < gutter && i.x + i.width > gutter);
    const leftItems = items.filter((i) => i.x + i.width <= gutter);
    const rightItems = items.filter((i) => i.x >= gutter);
    const leftLines = groupLines(leftItems);
    const rightLines = groupLines(rightItems);
    if (isRowLayout(leftLines, rightLines)) continue;
    // Text on one side only: the page's right margin, not a gutter between columns.
    if (!leftItems.some((i) => i.str.trim()) || !rightItems.some((i) => i.str.trim())) continue;
    const chars = (lines: Line[]) => lines.reduce((n, l) => n + l.items.reduce((m, i) => m + i.str.length, 0), 0);
    const leftIsSide = chars(leftLines) < chars(rightLines);
    // What crosses the gutter (a name across the top) comes before the columns or after them.
    const top = Math.max(...[...leftItems, ...rightItems].map((i) => i.y));
    const above = crossing.filter((i) => i.y >= top - 1);
    const below = crossing.filter((i) => i.y < top - 1);
    return [
      ...(above.length ? [{ lines: groupLines(above) }] : []),
      { lines: leftLines, column: leftIsSide ? ('side' as const) : ('main' as const) },
      { lines: rightLines, column: leftIsSide ? ('main' as const) : ('side' as const) },
      ...(below.length ? [{ lines: groupLines(below) }] : []),
    ];
  }
  return [{ lines: groupLines(items) }];
}

/**
 * A CV's PDF pages as lines in reading order: the file's own order when it reads top to bottom,
 * else the page's geometry (a sidebar beside the main column read one after the other, dates or
 * labels beside their lines read row by row, cells separated by tabs); each line with what its
 * look says (larger or bold text, a gap above).
 */
export function pdfLayoutLines(pages: PdfPage[]): SourceLine[] {
  const body = bodySize(pages);
  const out: SourceLine[] = [];
  const ligature = ligatureGuesser(pages);
  for (const [pageIndex, page] of pages.entries()) {
    const items = mergeAccents(page.items.filter((i) => !ICON_FONT.test(i.font)))
      .map((i) => ({ ...i, str: repairPdfText(ligature(i.str)) }))
      .filter((i) => i.str.length > 0);
    const inOrder = streamLines(items, page.height || 842);
    const blocks = inOrder ? [{ lines: inOrder, column: undefined }] : geometricBlocks(items, page);
    for (const block of blocks) {
      const spacings = block.lines
        .slice(1)
        .map((l, i) => block.lines[i]!.y - l.y)
        .filter((d) => d > 0)
        .sort((a, b) => a - b);
      const usual = spacings[Math.floor(spacings.length / 2)] ?? body * 1.2;
      block.lines.forEach((line, index) => {
        const cells = lineCells(line);
        if (!cells.length) return;
        const chars = line.items.reduce((n, i) => n + i.str.replace(/\s/g, '').length, 0);
        const boldChars = line.items.filter((i) => i.bold).reduce((n, i) => n + i.str.replace(/\s/g, '').length, 0);
        const sizes = new Map<number, number>();
        for (const i of line.items) sizes.set(i.size, (sizes.get(i.size) ?? 0) + i.str.replace(/\s/g, '').length);
        const main = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
        const size = Math.round((main / body) * 100) / 100;
        const text = cells.join('\t');
        const short = text.length <= 80;
        const bold = chars > 0 && boldChars / chars >= 0.9;
        const emphasis = short && (size >= 1.15 || bold) ? 'heading' : bold ? 'strong' : undefined;
        const previous = block.lines[index - 1];
        const gapBefore = previous !== undefined && previous.y - line.y > usual * 1.6;
        for (const [n, piece] of splitLongLine(text).entries()) {
          out.push({
            text: piece,
            ...(emphasis ? { emphasis } : {}),
            ...(size !== 1 ? { size } : {}),
            ...(block.column ? { column: block.column } : {}),
            ...(gapBefore && n === 0 ? { gapBefore } : {}),
            page: pageIndex + 1,
            x: Math.round((line.x0 / (page.width || 595)) * 100) / 100,
          });
        }
      });
    }
  }
  return out;
}
