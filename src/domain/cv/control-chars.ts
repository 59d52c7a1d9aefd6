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

/** A JSON value with every string (object keys included) passed through `clean`. */
export function mapStringsDeep(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map((item) => mapStringsDeep(item, clean));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), mapStringsDeep(item, clean)]));
  }
  return value;
}

/** Every string of a JSON value (object keys included), control characters removed. */
export function stripControlCharsDeep(value: unknown): unknown {
  return mapStringsDeep(value, stripControlChars);
}
