import sanitizeHtml from 'sanitize-html';
import { TextMemo } from '../domain/cv/text-memo.js';

/**
 * The rich text of a CV (summary, descriptions, miscellaneous, custom sections): the editor's
 * subset only (paragraphs, line breaks, bold, italic, underline, bulleted and numbered lists),
 * no attribute at all, so no link, style, class or event handler can reach the preview or the
 * PDF. One allowlist for both uses: the server cleans rich text when it is written
 * (server/cvs/cv-input.ts), and the templates clean it again before inserting it as HTML
 * (defence in depth: data written before a rule changed, samples, drafts).
 */

/** Text with at least one tag is HTML; text with none is plain text, kept as typed and escaped when shown. */
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][^>]*>/;

export const looksLikeHtml = (text: string): boolean => LOOKS_LIKE_HTML.test(text);

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'];
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u']);

// Pasted block elements keep their line breaks as paragraphs instead of running together.
const AS_PARAGRAPH = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'address'];

/** The one allowlist of rich text, for sanitize-html. */
export const richTextSanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is not text for the reader: dropped with their content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'head',
    'iframe',
    'object',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: Object.fromEntries(AS_PARAGRAPH.map((tag) => [tag, 'p'])),
  exclusiveFilter: (frame) =>
    // Formatting around nothing, and list items or lists with no text.
    (INLINE_TAGS.has(frame.tag) && frame.text === '') || ((frame.tag === 'li' || frame.tag === 'ul' || frame.tag === 'ol') && frame.text.trim() === ''),
};

/**
 * What `sanitizeRichText` answered lately, by input (2 M characters, a few MB). It is a pure
 * function of its text with one allowlist, and the editor sends the whole CV on every pause in
 * typing: each rich text was cleaned once when the request was read and once more by the
 * template, a quarter of a long CV's preview in this process (issue 33).
 */
export const sanitizedMemo = new TextMemo(2_000_000);

// A paragraph holding nothing but white space and line breaks (how the editor writes an empty line).
const EMPTY_PARAGRAPH = /<p>(?:\s|\u00a0|&nbsp;|<br \/>)*<\/p>/g;

/**
 * The allowlisted subset of `html`, with empty paragraphs normalised: each written `<p></p>`,
 * a run of them kept as one, none at the start or the end. Only white space left: ''.
 */
export function sanitizeRichText(html: string): string {
  return sanitizedMemo.get(html, () =>
    sanitizeHtml(html, richTextSanitizeOptions)
      .replace(EMPTY_PARAGRAPH, '<p></p>')
      .replace(/(?:<p><\/p>\s*){2,}/g, '<p></p>')
      .replace(/^(?:\s*<p><\/p>)+/, '')
      .replace(/(?:<p><\/p>\s*)+$/, '')
      .trim(),
  );
}

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

/** HTML safe to insert: the allowlisted subset of rich text, or plain text with its line breaks. */
export function richTextHtml(content: string | null | undefined): string {
  const text = content ?? '';
  if (text.trim() === '') return '';
  const html = looksLikeHtml(text) ? sanitizeRichText(text) : plainTextToHtml(text);
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
