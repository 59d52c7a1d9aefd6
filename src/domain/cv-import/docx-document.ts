import { CvImportError, importMessages } from './messages.js';
import { splitLongLine, type SourceLine, type TextBudget } from './source-lines.js';
import { attribute, scanXml } from './xml-scan.js';

/** The XML parts of a Word document that hold a CV's text. */
export interface DocxParts {
  document: string;
  styles?: string;
  headers?: string[];
  footers?: string[];
}

interface StyleInfo {
  id?: string;
  heading: boolean;
  bold?: boolean;
  size?: number;
  basedOn?: string;
}

const HEADING_STYLE_NAME = /^(?:heading|titre|title|subtitle|sous-titre|überschrift|uberschrift|titel|titolo|intestazione)\b|\bheading\b|\btitre\b/i;

/** Paragraph styles: which are headings (name or outline level), and their bold and size. */
function readStyles(xml: string | undefined): { styles: Map<string, StyleInfo>; defaultSize?: number } {
  const styles = new Map<string, StyleInfo>();
  let defaultSize: number | undefined;
  if (!xml) return { styles };
  let current: StyleInfo | undefined;
  let inDefaults = false;
  scanXml(xml, {
    open(name, attributes) {
      if (name === 'w:docDefaults') inDefaults = true;
      else if (name === 'w:style') {
        const type = attribute(attributes, 'w:type');
        current = type === 'paragraph' || type === 'character' ? { id: attribute(attributes, 'w:styleId') ?? '', heading: false } : undefined;
      } else if (name === 'w:name' && current) current.heading ||= HEADING_STYLE_NAME.test(attribute(attributes, 'w:val') ?? '');
      else if (name === 'w:basedOn' && current) current.basedOn = attribute(attributes, 'w:val');
      else if (name === 'w:outlineLvl' && current) current.heading = true;
      else if (name === 'w:b' && current) current.bold = onOff(attributes);
      else if (name === 'w:sz') {
        const size = Number(attribute(attributes, 'w:val'));
        if (current && Number.isFinite(size)) current.size = size;
        else if (inDefaults && Number.isFinite(size)) defaultSize = size;
      }
    },
    close(name) {
      if (name === 'w:docDefaults') inDefaults = false;
      if (name === 'w:style' && current) {
        if (current.id) styles.set(current.id, current);
        current = undefined;
      }
    },
    text() {},
  });
  // Inherited bold and size, a few levels deep at most.
  for (const style of styles.values()) {
    let base = style.basedOn ? styles.get(style.basedOn) : undefined;
    for (let depth = 0; base && depth < 8; depth++) {
      style.bold ??= base.bold;
      style.size ??= base.size;
      style.heading ||= base.heading;
      base = base.basedOn ? styles.get(base.basedOn) : undefined;
    }
  }
  return { styles, defaultSize };
}

const onOff = (attributes: string) => {
  const value = attribute(attributes, 'w:val');
  return value === undefined || !/^(?:0|false|off)$/i.test(value);
};

interface Paragraph {
  text: string;
  boldChars: number;
  chars: number;
  /** Characters per size (half-points) to find the size most of the paragraph is in. */
  sizes: Map<number, number>;
  styleId?: string;
  outline: boolean;
  numbered: boolean;
}

type Block = { kind: 'paragraph'; paragraph: Paragraph; aside: boolean } | { kind: 'row'; cells: Paragraph[][]; aside: boolean };

/**
 * A Word document's text as lines, read in one pass (xml-scan): the headers first (a name and
 * contact details often sit there), the body in order, text boxes where they are anchored,
 * tables row by row (one line per row when each cell holds one paragraph, else cell by cell),
 * the footers last. Each line says whether it looks like a heading (a heading style or outline
 * level, larger or bold text) and whether it is a list item. Deleted text of tracked changes,
 * field instructions and the fallback copies of drawings are not text.
 */
export function docxSourceLines(parts: DocxParts, budget: TextBudget): SourceLine[] {
  const { styles, defaultSize } = readStyles(parts.styles);
  const blocks: Block[] = [];
  let chars = 0;
  let lines = 0;
  const count = (text: string) => {
    chars += text.length;
    lines += 1;
    if (chars > budget.maxChars || lines > budget.maxLines) throw new CvImportError(importMessages.tooMuchText);
  };

  const read = (xml: string, aside: boolean) => {
    const paragraphs: Paragraph[] = [];
    const tables: Array<{ rows: number; cells: Paragraph[][]; cell: Paragraph[] | undefined }> = [];
    let inText = 0;
    let skip = 0;
    let inRunProps = false;
    let inParagraphProps = false;
    let run: { bold?: boolean; size?: number; styleBold?: boolean } = {};
    const current = () => paragraphs.at(-1);
    const add = (text: string) => {
      const p = current();
      if (!p) return;
      p.text += text;
      const visible = text.replace(/\s/g, '').length;
      if (!visible) return;
      const style = p.styleId ? styles.get(p.styleId) : undefined;
      const bold = run.bold ?? run.styleBold ?? style?.bold ?? false;
      const size = run.size ?? style?.size ?? defaultSize ?? 22;
      p.chars += visible;
      if (bold) p.boldChars += visible;
      p.sizes.set(size, (p.sizes.get(size) ?? 0) + visible);
      if (p.text.length > budget.maxChars) throw new CvImportError(importMessages.tooMuchText);
    };
    scanXml(xml, {
      open(name, attributes, selfClosing) {
        if (skip) {
          if (!selfClosing) skip += 1;
          return;
        }
        switch (name) {
          case 'mc:Fallback':
          case 'w:del':
          case 'w:instrText':
          case 'w:delText':
            if (!selfClosing) skip = 1;
            return;
          case 'w:p':
            paragraphs.push({ text: '', boldChars: 0, chars: 0, sizes: new Map(), outline: false, numbered: false });
            if (selfClosing) finishParagraph();
            return;
          case 'w:pPr':
            inParagraphProps = !selfClosing;
            return;
          case 'w:pStyle':
            if (inParagraphProps && current()) current()!.styleId = attribute(attributes, 'w:val');
            return;
          case 'w:outlineLvl':
            if (inParagraphProps && current()) current()!.outline = Number(attribute(attributes, 'w:val')) < 9;
            return;
          case 'w:numPr':
            if (inParagraphProps && current()) current()!.numbered = true;
            return;
          case 'w:r':
            run = {};
            return;
          case 'w:rPr':
            inRunProps = !selfClosing && !inParagraphProps;
            return;
          case 'w:rStyle':
            if (inRunProps) run.styleBold = styles.get(attribute(attributes, 'w:val') ?? '')?.bold;
            return;
          case 'w:b':
            if (inRunProps) run.bold = onOff(attributes);
            return;
          case 'w:sz':
            if (inRunProps) {
              const size = Number(attribute(attributes, 'w:val'));
              if (Number.isFinite(size) && size > 0) run.size = size;
            }
            return;
          case 't':
          case 'w:t':
            if (!selfClosing) inText += 1;
            return;
          case 'w:tab':
            if (!inParagraphProps) add('\t');
            return;
          case 'w:br':
          case 'w:cr':
            add('\n');
            return;
          case 'w:noBreakHyphen':
            add('-');
            return;
          case 'w:tbl':
            tables.push({ rows: 0, cells: [], cell: undefined });
            return;
          case 'w:tc': {
            const table = tables.at(-1);
            if (table) {
              table.cell = [];
              table.cells.push(table.cell);
            }
            return;
          }
          default:
        }
      },
      close(name) {
        if (skip) {
          skip -= 1;
          return;
        }
        switch (name) {
          case 'w:p':
            finishParagraph();
            return;
          case 'w:pPr':
            inParagraphProps = false;
            return;
          case 'w:rPr':
            inRunProps = false;
            return;
          case 't':
          case 'w:t':
            inText = Math.max(0, inText - 1);
            return;
          case 'w:tc': {
            const table = tables.at(-1);
            if (table) table.cell = undefined;
            return;
          }
          case 'w:tr': {
            const table = tables.at(-1);
            if (!table) return;
            const cells = table.cells.filter((c) => c.length);
            table.cells = [];
            if (!cells.length) return;
            const outer = tables.at(-2)?.cell;
            if (outer) {
              // A table inside a cell: its rows become that cell's paragraphs.
              for (const cell of cells) outer.push(...cell);
            } else blocks.push({ kind: 'row', cells, aside });
            return;
          }
          case 'w:tbl':
            tables.pop();
            return;
          default:
        }
      },
      text(text) {
        if (!skip && inText) add(text);
      },
    });

    function finishParagraph() {
      const paragraph = paragraphs.pop();
      if (!paragraph || !paragraph.text.trim()) return;
      count(paragraph.text);
      const cell = tables.at(-1)?.cell;
      // A text box's paragraphs come out where the box is anchored, before its paragraph ends.
      if (cell) cell.push(paragraph);
      else blocks.push({ kind: 'paragraph', paragraph, aside });
    }
  };

  for (const header of parts.headers ?? []) read(header, true);
  read(parts.document, false);
  for (const footer of parts.footers ?? []) read(footer, true);

  // The body size: the size most characters are set in.
  const totals = new Map<number, number>();
  const tally = (p: Paragraph) => p.sizes.forEach((n, size) => totals.set(size, (totals.get(size) ?? 0) + n));
  for (const block of blocks) {
    if (block.kind === 'paragraph') tally(block.paragraph);
    else block.cells.flat().forEach(tally);
  }
  const body = [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? defaultSize ?? 22;

  const out: SourceLine[] = [];
  const describe = (p: Paragraph, aside: boolean): SourceLine[] => {
    const style = p.styleId ? styles.get(p.styleId) : undefined;
    const main = [...p.sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? body;
    const size = Math.round((main / body) * 100) / 100;
    const text = p.text.replace(/[^\S\t\n]+/g, ' ');
    const short = text.trim().length <= 80;
    const styled = !!style?.heading || p.outline;
    const bold = p.chars > 0 && p.boldChars / p.chars >= 0.9;
    const emphasis = short && (styled || size >= 1.15 || bold) ? 'heading' : bold ? 'strong' : undefined;
    return text
      .split('\n')
      .flatMap((l) => splitLongLine(l.trim()))
      .filter(Boolean)
      .map((line, i) => ({
        text: line,
        ...(emphasis ? { emphasis } : {}),
        ...(size !== 1 ? { size } : {}),
        ...(styled ? { styled } : {}),
        ...(p.numbered && i === 0 ? { bullet: true } : {}),
        ...(aside ? { aside } : {}),
      }));
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      out.push(...describe(block.paragraph, block.aside));
      continue;
    }
    // A row of short cells is one line, a tab between cells: « Software Entwicklung / Praktikum »,
    // « BMW Group », « Regensburg, / Deutschland », « seit 02/2023 » (a cell's paragraphs joined).
    const compact =
      block.cells.length > 1 &&
      block.cells.every(
        (c) => c.length <= 3 && c.every((p) => !p.numbered && !p.text.includes('\n')) && c.reduce((n, p) => n + p.text.trim().length + 1, 0) <= 81,
      );
    if (compact) {
      const described = block.cells.flatMap((c): SourceLine[] => {
        const lines = c.flatMap((p) => describe(p, block.aside));
        const [first] = lines;
        if (!first) return [];
        // A paragraph that ends on a comma, or a lone word after it, is the cell's text wrapped
        // by hand (« Regensburg, » « Deutschland »; « Software Entwicklung » « Praktikum »);
        // otherwise each paragraph is a field of its own (« Bundeswehr » « Fallschirmjäger, Seedorf »).
        const text = lines
          .map((l) => l.text.replace(/\t/g, ' '))
          .reduce((all, next) => (/,$/.test(all) || !/\s/.test(next.trim()) ? `${all} ${next}` : `${all}\t${next}`));
        return [{ ...first, text, emphasis: lines.every((l) => l.emphasis === 'heading') ? first.emphasis : undefined }];
      });
      const [first] = described;
      if (!first) continue;
      out.push({
        ...first,
        text: described.map((l) => l.text).join('\t'),
        emphasis: described.every((l) => l.emphasis === 'heading') ? 'heading' : undefined,
      });
    } else for (const cell of block.cells) for (const p of cell) out.push(...describe(p, block.aside));
  }
  return out;
}
