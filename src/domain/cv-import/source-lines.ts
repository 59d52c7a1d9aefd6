/**
 * A line of a CV as a file presents it, before any reading of its meaning: its text (cells of
 * one visual line separated by tabs) and what its look says (a heading is bold, larger, in
 * capitals or in a heading style; a sidebar is its own column). PDF and Word readers produce
 * these; the text-CV reader consumes them.
 */
export interface SourceLine {
  text: string;
  /** Looks like a heading: bold or larger than the body text, or a heading style. */
  emphasis?: 'heading' | 'strong';
  /** Font size relative to the document's body text (1 = body). */
  size?: number;
  /** Word's own heading style or outline level. */
  styled?: boolean;
  /** Which block of the page: the sidebar or the main column (two-column layouts). */
  column?: 'side' | 'main';
  /** A paragraph of a list (Word numbering, or a bullet glyph the reader removed). */
  bullet?: boolean;
  /** A visible break above the line (blank space larger than the line spacing). */
  gapBefore?: boolean;
  /** Comes from a page header or footer, or a text box outside the flow. */
  aside?: boolean;
  /** The page (from 1) and the line's left edge as a share of the page's width (PDF only). */
  page?: number;
  x?: number;
}

/** What any reader of a file may produce at most: past it the file is not a CV we can read. */
export interface TextBudget {
  /** Characters of text all lines together. */
  maxChars: number;
  /** Lines (paragraphs) all together. */
  maxLines: number;
}

/** Bounds a line's length: a longer run of text is cut at spaces into lines of at most this. */
export const MAX_LINE_CHARS = 400;

/** A text line cut into pieces of at most MAX_LINE_CHARS, at a space where there is one. */
export function splitLongLine(text: string): string[] {
  if (text.length <= MAX_LINE_CHARS) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_LINE_CHARS) {
    const cut = rest.lastIndexOf(' ', MAX_LINE_CHARS);
    const at = cut > MAX_LINE_CHARS / 2 ? cut : MAX_LINE_CHARS;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}
