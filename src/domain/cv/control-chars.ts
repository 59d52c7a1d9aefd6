/**
 * NUL and the other C0 control characters except tab and newline: invisible, never typed on
 * purpose (they arrive by pasting from PDFs and old documents), and PostgreSQL refuses NUL in
 * jsonb. A carriage return becomes a newline (Windows and old Mac line ends).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F]/g;

export function stripControlChars(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');
}

/** Every string of a JSON value (object keys included), control characters removed. */
export function stripControlCharsDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripControlChars(value);
  if (Array.isArray(value)) return value.map(stripControlCharsDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripControlChars(key), stripControlCharsDeep(item)]));
  }
  return value;
}
