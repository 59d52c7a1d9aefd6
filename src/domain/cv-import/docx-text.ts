import { strFromU8 } from 'fflate';
import { decodeEntities } from '../cv-export/rich-text-lines.js';
import { CvImportError, importMessages } from './messages.js';
import { safeUnzip } from './safe-zip.js';

const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;

/**
 * The text of a Word document (.docx) as lines: one per paragraph, bulleted paragraphs marked
 * « • », the cells of a table row separated by tabs. Refused: a macro-enabled document (a
 * vbaProject part, or the .docm content type) and external relationships other than links
 * (a remote image, an online template: Word would fetch them; we never do). A link to a web
 * page is only text here and stays.
 */
export function docxTextLines(bytes: Uint8Array): string[] {
  const { files, names } = safeUnzip(bytes, (name) => name === 'word/document.xml' || name === '[Content_Types].xml' || name.endsWith('.rels'));
  const contentTypes = files['[Content_Types].xml'] ? strFromU8(files['[Content_Types].xml']) : '';
  if (/macroEnabled|vbaProject/i.test(contentTypes) || names.some((n) => /vbaProject\.bin$/i.test(n))) throw new CvImportError(importMessages.docxMacros);
  for (const name of Object.keys(files)) {
    if (!name.endsWith('.rels')) continue;
    const rels = strFromU8(files[name]!);
    for (const rel of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
      if (/TargetMode\s*=\s*["']External["']/i.test(rel) && !HYPERLINK_TYPE.test(/Type\s*=\s*["']([^"']+)["']/.exec(rel)?.[1] ?? '')) {
        throw new CvImportError(importMessages.docxExternal);
      }
    }
    if (/vbaProject/i.test(rels)) throw new CvImportError(importMessages.docxMacros);
  }
  const document = files['word/document.xml'];
  if (!document) throw new CvImportError(importMessages.docxInvalid);
  return documentXmlLines(strFromU8(document));
}

function paragraphText(xml: string): string {
  let text = '';
  for (const token of xml.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>|<w:br\/>|<w:cr\/>/g) ?? []) {
    if (token === '<w:tab/>') text += '\t';
    else if (token === '<w:br/>' || token === '<w:cr/>') text += '\n';
    else text += decodeEntities(token.replace(/<[^>]+>/g, ''));
  }
  const bullet = /<w:numPr>/.test(xml) ? '• ' : '';
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => (i === 0 ? bullet + l : l))
    .join('\n');
}

const paragraphs = (xml: string) => (xml.match(/<w:p\b[\s\S]*?<\/w:p>/g) ?? []).map(paragraphText).filter(Boolean);

/** document.xml's body as lines (exported for tests). */
export function documentXmlLines(xml: string): string[] {
  const lines: string[] = [];
  for (const part of xml.split(/(<w:tbl>[\s\S]*?<\/w:tbl>)/)) {
    if (!part.startsWith('<w:tbl>')) {
      lines.push(...paragraphs(part).flatMap((p) => p.split('\n')));
      continue;
    }
    for (const row of part.match(/<w:tr\b[\s\S]*?<\/w:tr>/g) ?? []) {
      const cells = (row.match(/<w:tc\b[\s\S]*?<\/w:tc>/g) ?? []).map(paragraphs);
      if (cells.every((c) => c.length <= 1)) lines.push(cells.map((c) => c[0] ?? '').filter(Boolean).join('\t'));
      else for (const cell of cells) lines.push(...cell.flatMap((p) => p.split('\n')));
    }
  }
  return lines.filter((l) => l.trim());
}
