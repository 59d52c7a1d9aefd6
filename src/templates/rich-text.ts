/**
 * Defence in depth for rich text (summary, descriptions, miscellaneous, custom sections).
 * The server already sanitises rich text when it is written; before the templates insert it
 * as HTML they filter it again through this small allowlist: p, br, strong/b, em/i, u, ul, ol,
 * li, with no attribute at all. Everything else is dropped (script-like elements with their
 * content) or escaped, and the tags that remain are balanced. Plain text (no tags) keeps its
 * line breaks.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li']);
const VOID = new Set(['br']);
/** Elements whose content is never text for the reader. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'title',
  'head',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/y;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const TEXT = /[^<&>]+/y;
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][^>]*>/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text as typed: blank lines separate paragraphs, single newlines become line breaks. */
function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${block.split('\n').map(escapeText).join('<br>')}</p>`)
    .join('');
}

function filterHtml(html: string): string {
  let out = '';
  const lower = html.toLowerCase();
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const char = html.charAt(i);
    if (char === '<') {
      if (html.startsWith('<!--', i)) {
        const end = html.indexOf('-->', i + 4);
        i = end === -1 ? html.length : end + 3;
        continue;
      }
      TAG.lastIndex = i;
      const match = TAG.exec(html);
      if (!match) {
        out += '&lt;';
        i += 1;
        continue;
      }
      const closing = match[1] === '/';
      const name = (match[2] ?? '').toLowerCase();
      i += match[0].length;
      if (!closing && DROPPED_WITH_CONTENT.has(name)) {
        const end = lower.indexOf(`</${name}`, i);
        if (end === -1) break;
        const close = html.indexOf('>', end);
        i = close === -1 ? html.length : close + 1;
        continue;
      }
      if (!ALLOWED.has(name)) continue;
      if (VOID.has(name)) {
        if (!closing) out += `<${name}>`;
        continue;
      }
      if (!closing) {
        out += `<${name}>`;
        open.push(name);
        continue;
      }
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() as string}>`;
      continue;
    }
    if (char === '&') {
      ENTITY.lastIndex = i;
      const entity = ENTITY.exec(html);
      out += entity ? entity[0] : '&amp;';
      i += entity ? entity[0].length : 1;
      continue;
    }
    if (char === '>') {
      out += '&gt;';
      i += 1;
      continue;
    }
    TEXT.lastIndex = i;
    const chunk = TEXT.exec(html)?.[0] ?? char;
    out += chunk;
    i += chunk.length;
  }
  while (open.length > 0) out += `</${open.pop() as string}>`;
  return out;
}

/** HTML safe to insert: the allowlisted subset of rich text, or plain text with its line breaks. */
export function richTextHtml(content: string | null | undefined): string {
  const text = content ?? '';
  if (text.trim() === '') return '';
  const html = LOOKS_LIKE_HTML.test(text) ? filterHtml(text) : plainTextToHtml(text);
  return hasVisibleText(html) ? html : '';
}

/** Whether rich text shows anything once its tags, spaces and non-breaking spaces are removed. */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
      .replace(/[\s\u00a0\u200b]+/g, '') !== ''
  );
}
