import sanitizeHtml from 'sanitize-html';

/**
 * The rich text of a CV (summary, descriptions, miscellaneous, custom sections) as stored:
 * the editor's subset only (paragraphs, line breaks, bold, italic, underline, bulleted and
 * numbered lists), no attribute at all, so no link, style, class or event handler can reach
 * the preview or the PDF.
 */

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'];
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u']);

// Pasted block elements keep their line breaks as paragraphs instead of running together.
const AS_PARAGRAPH = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'address'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is not text for the reader: dropped with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'head', 'iframe', 'object', 'svg', 'math', 'xmp', 'noembed', 'noframes'],
  transformTags: Object.fromEntries(AS_PARAGRAPH.map((tag) => [tag, 'p'])),
  exclusiveFilter: (frame) =>
    // Formatting around nothing, and list items or lists with no text.
    (INLINE_TAGS.has(frame.tag) && frame.text === '') || ((frame.tag === 'li' || frame.tag === 'ul' || frame.tag === 'ol') && frame.text.trim() === ''),
};

// A paragraph holding nothing but white space and line breaks (how the editor writes an empty line).
const EMPTY_PARAGRAPH = /<p>(?:\s|\u00a0|&nbsp;|<br \/>)*<\/p>/g;

/**
 * The allowlisted subset of `html`, with empty paragraphs normalised: each written `<p></p>`,
 * a run of them kept as one, none at the start or the end. Only white space left: ''.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(EMPTY_PARAGRAPH, '<p></p>')
    .replace(/(?:<p><\/p>\s*){2,}/g, '<p></p>')
    .replace(/^(?:\s*<p><\/p>)+/, '')
    .replace(/(?:<p><\/p>\s*)+$/, '')
    .trim();
}
