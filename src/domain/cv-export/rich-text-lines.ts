/**
 * The editor's rich text (its allowlisted subset: p, br, strong, em, u, ul, ol, li) as plain
 * lines: a paragraph per line, list items with « • » (or « 1. »), entities decoded.
 */
export interface TextBlock {
  text: string;
  /** A list item: its list kind. */
  list?: 'bullet' | 'number';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return name === '#39' ? "'" : String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function richTextBlocks(html: string): TextBlock[] {
  if (!/<\/?[a-z][^>]*>/i.test(html))
    return html
      .split(/\r?\n/)
      .map((t) => ({ text: t.trim() }))
      .filter((b) => b.text);
  const blocks: TextBlock[] = [];
  const lists: Array<'bullet' | 'number'> = [];
  let current = '';
  let inItem = false;
  const flush = () => {
    const text = decodeEntities(current)
      .replace(/[^\S\n]+/g, ' ')
      .trim();
    if (text)
      for (const line of text.split('\n'))
        if (line.trim()) blocks.push(inItem && lists.length ? { text: line.trim(), list: lists.at(-1) } : { text: line.trim() });
    current = '';
  };
  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      current += token;
      continue;
    }
    const [, closing, nameRaw] = tag;
    const name = nameRaw!.toLowerCase();
    if (name === 'br') current += '\n';
    else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push(name === 'ol' ? 'number' : 'bullet');
    } else if (name === 'li') {
      flush();
      inItem = !closing;
    } else if (name === 'p') flush();
  }
  flush();
  return blocks;
}

/** Plain lines: list items marked with « • » or their number. */
export function richTextLines(html: string): string[] {
  let n = 0;
  return richTextBlocks(html).map((b) => {
    if (b.list === 'number') return `${(n += 1)}. ${b.text}`;
    n = 0;
    return b.list === 'bullet' ? `• ${b.text}` : b.text;
  });
}
