// The French strings the app and its e-mails show, read from the sources with the TypeScript
// parser: string literals, template literal parts and JSX text. Used by the typography check
// (french-typography.test.ts) and by its fixer (fix-french-typography.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { NBSP } from '../src/domain/french-typography';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where user-visible French lives: domain messages, the web app, the e-mail templates. */
const roots = ['src/domain', 'src/web'];
const extraFiles = ['src/server/mail/layout.ts', 'src/server/mail/templates.ts', 'src/server/billing/mails.ts', 'src/server/tracker/mails.ts'];
// The typography rules themselves (patterns of signs and units), not strings anyone reads; and the
// proof's German and Italian, whose typography puts no space before a colon.
const skipped = new Set(['src/domain/french-typography.ts', 'src/domain/cv/french-typography.ts', 'src/domain/tracker/proof-labels-de-it.ts']);

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'testing') walk(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export function frenchSourceFiles(): string[] {
  const files = roots.flatMap((root) => walk(path.join(repoRoot, root), []));
  for (const extra of extraFiles) files.push(path.join(repoRoot, extra));
  return files.filter((file) => !skipped.has(path.relative(repoRoot, file)));
}

/** French, not code: accented letters or common French words (CSS, URLs and English logs have neither). */
const FRENCH = /[à-ÿœ’«»]|\b(le|la|les|de|des|du|un|une|votre|vos|vous|et|est|pour|avec|sur|dans|ex|ce|cette|au|aux|en|nous|ou)\b/iu;

export interface FrenchString {
  file: string;
  line: number;
  /** The text as shown (JSX entities such as &nbsp; decoded). */
  text: string;
  /** The piece comes right after other text (after an interpolation or an element). */
  followsText: boolean;
  /** Source offsets of the raw text between its delimiters. */
  start: number;
  end: number;
  /** JSX text or a JSX attribute string: escapes are HTML entities (&nbsp;), not \u00a0. */
  jsx: boolean;
}

export function frenchStringsIn(file: string, source = readFileSync(file, 'utf8')): FrenchString[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FrenchString[] = [];
  const add = (node: ts.Node, start: number, end: number, followsText: boolean, decodeEntities: boolean) => {
    const raw = source.slice(start, end);
    let text = ts.isJsxText(node) ? raw : (node as ts.LiteralLikeNode).text;
    if (decodeEntities) text = text.replace(/&nbsp;/g, NBSP);
    // A template literal's parts are judged by the whole literal; a space before a high sign is French in any case.
    const context = ts.isTemplateLiteralToken(node) ? node.parent.parent.getText(sf) : text;
    if (!FRENCH.test(context) && !/[ \u00a0\u202f][!?:;](\s|$)/u.test(text)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(start).line + 1, text, followsText, start, end, jsx: decodeEntities });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && ['className', 'class', 'href', 'to', 'id', 'type', 'media'].includes(node.name.getText(sf))) return;
    const start = node.getStart(sf);
    const end = node.getEnd();
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, start + 1, end - 1, false, ts.isJsxAttribute(node.parent));
    else if (ts.isTemplateHead(node)) add(node, start + 1, end - 2, false, false);
    else if (ts.isTemplateMiddle(node)) add(node, start + 1, end - 2, true, false);
    else if (ts.isTemplateTail(node)) add(node, start + 1, end - 1, true, false);
    else if (ts.isJsxText(node)) add(node, node.pos, end, !/^\s*\n/.test(node.text), true);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
