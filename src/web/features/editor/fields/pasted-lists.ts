import { escapeHtml } from '../../../../domain/cv-import/import-draft';

/**
 * A bullet at the start of a pasted line, and what follows it: « • », « · » (Word's Symbol
 * bullet, pasted as plain text), « ▪ », « ◦ », « ‣ », « – », « - », « * », Wingdings' « § »
 * and Word's second-level « o » (both only before a tab, where they cannot be a word).
 */
const BULLET = /^\s*(?:[•●▪■◦‣∙·○◆►➢✓✔–—*-][\t \u00a0]+|[o§](?:\t|\u00a0{2,}))/u;
/** « 1. », « 2) » (Word's numbered lists pasted as text). */
const NUMBER = /^\s*\d{1,2}[.)][\t \u00a0]+/u;

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

/**
 * Pasted plain text as the editor's rich text (spec section 5: a paste keeps the text only):
 * lines that begin with a bullet become the items of a bulleted list, the glyph dropped, and
 * numbered lines those of a numbered list; other lines stay paragraphs. Undefined when no line
 * is a list item (the text is pasted as it is).
 */
export function pastedTextAsHtml(text: string): string | undefined {
  const blocks: Block[] = [];
  let listed = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(raw);
    const number = bullet ? null : NUMBER.exec(raw);
    const kind = bullet ? 'ul' : number ? 'ol' : 'p';
    const line = (bullet || number ? raw.slice((bullet ?? number)![0].length) : raw).trim();
    if (!line) continue;
    if (kind !== 'p') listed = true;
    const last = blocks.at(-1);
    if (kind !== 'p' && last?.kind === kind) last.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  if (!listed) return undefined;
  return blocks
    .map((block) =>
      block.kind === 'p'
        ? `<p>${escapeHtml(block.lines[0] ?? '')}</p>`
        : `<${block.kind}>${block.lines.map((l) => `<li><p>${escapeHtml(l)}</p></li>`).join('')}</${block.kind}>`,
    )
    .join('');
}
