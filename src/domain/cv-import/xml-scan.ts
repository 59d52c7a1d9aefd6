import { decodeEntities } from '../cv-export/rich-text-lines.js';

/**
 * A forward-only XML scanner: one pass over the text, each tag found with indexOf and a
 * quote-aware walk to its end, so its cost is linear in the input whatever the nesting or the
 * repetition (regular expressions over a whole document backtrack on unclosed elements). It
 * knows nothing of namespaces or validity: a CV reader needs the tags and the text between.
 */
export interface XmlHandler {
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

export function scanXml(xml: string, handler: XmlHandler): void {
  let at = 0;
  const length = xml.length;
  while (at < length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      if (at < length) handler.text(decodeEntities(xml.slice(at)));
      return;
    }
    if (lt > at) handler.text(decodeEntities(xml.slice(at, lt)));
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) return;
      at = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end < 0) return;
      handler.text(xml.slice(lt + 9, end));
      at = end + 3;
      continue;
    }
    if (xml.startsWith('<?', lt) || xml.startsWith('<!', lt)) {
      const end = xml.indexOf('>', lt + 2);
      if (end < 0) return;
      at = end + 1;
      continue;
    }
    // The tag's end: the first '>' outside quotes.
    let end = lt + 1;
    let quote = 0;
    for (; end < length; end++) {
      const c = xml.charCodeAt(end);
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === 34 || c === 39) quote = c;
      else if (c === 62) break;
    }
    if (end >= length) return;
    const inner = xml.slice(lt + 1, end);
    at = end + 1;
    if (inner.startsWith('/')) {
      handler.close(inner.slice(1).trim());
      continue;
    }
    const selfClosing = inner.endsWith('/');
    const body = selfClosing ? inner.slice(0, -1) : inner;
    let nameEnd = 0;
    while (nameEnd < body.length && !/\s/.test(body[nameEnd]!)) nameEnd++;
    const name = body.slice(0, nameEnd);
    handler.open(name, body.slice(nameEnd), selfClosing);
    if (selfClosing) handler.close(name);
  }
}

/** An attribute's value in a tag's attribute text (`w:val="…"`), or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  const at = attributes.indexOf(`${name}=`);
  if (at < 0) return undefined;
  const quote = attributes[at + name.length + 1];
  if (quote !== '"' && quote !== "'") return undefined;
  const end = attributes.indexOf(quote, at + name.length + 2);
  return end < 0 ? undefined : decodeEntities(attributes.slice(at + name.length + 2, end));
}
