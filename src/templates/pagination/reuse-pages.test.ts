import { describe, expect, it } from 'vitest';
import { paginateDocument } from './paginate-document.js';
import { applyTextChanges, changeableTexts } from './reuse-pages.js';

// The functions run in the page as source text, self-contained: they cannot import the
// paginator's selectors, so they repeat them. A rule changed on one side only would let a text
// change in place where a break now reads it.
const literal = (source: string, name: string) => source.match(new RegExp(`const ${name} = (['"])(.+?)\\1`))?.[2];

describe('pages before: the paginator’s rules, read the same way', () => {
  it('names the same atomic units, headings kept with the next unit, short blocks and fitted lines', () => {
    const paginator = paginateDocument.toString();
    const reuse = `${changeableTexts.toString()}\n${applyTextChanges.toString()}`;
    for (const name of ['ATOMIC', 'KEEP_WITH_NEXT', 'SHORT_BLOCK']) {
      expect(literal(reuse, name)).toBeDefined();
      expect(literal(reuse, name)).toBe(literal(paginator, name));
    }
    const fitLines = paginator.match(/(['"])(\.cv-name,\[data-fit\].*?)\1/)?.[2];
    expect(literal(reuse, 'FITTED')).toBe(fitLines);
    expect(fitLines).toBe('.cv-name,[data-fit],.cv-flow--side .cv-section-title,.cv-flow--side h2,.cv-flow--side .cv-details--icons .cv-detail-value');
  });
});
