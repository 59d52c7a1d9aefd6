import { describe, expect, it } from 'vitest';
import { TextMemo } from './text-memo.js';
import { typesetHtml, typesetMemo, typesetText } from './french-typography.js';

describe('TextMemo', () => {
  it('computes a text once and answers it again from memory', () => {
    const memo = new TextMemo(1000);
    let computed = 0;
    const upper = (text: string) => memo.get(text, () => (computed++, text.toUpperCase()));
    expect(upper('salut')).toBe('SALUT');
    expect(upper('salut')).toBe('SALUT');
    expect(computed).toBe(1);
    expect(memo.hits).toBe(1);
    expect(memo.size).toBe(10);
  });

  it('keeps at most its budget of characters, the oldest used dropped first', () => {
    const memo = new TextMemo(100);
    let computed = 0;
    const same = (text: string) => memo.get(text, () => (computed++, text));
    same('a'.repeat(5)); // 10 characters
    same('b'.repeat(5));
    for (let i = 0; i < 8; i++) same(String(i).repeat(5)); // 100 characters in all
    same('a'.repeat(5)); // used again: now the most recent
    same('c'.repeat(5)); // 110: the oldest used, « bbbbb », goes
    expect(memo.size).toBe(100);
    computed = 0;
    same('a'.repeat(5));
    same('c'.repeat(5));
    expect(computed).toBe(0);
    same('b'.repeat(5));
    expect(computed).toBe(1);
  });

  it('does not keep a text longer than a tenth of its budget', () => {
    const memo = new TextMemo(100);
    let computed = 0;
    const long = 'x'.repeat(6);
    memo.get(long, () => (computed++, long));
    memo.get(long, () => (computed++, long));
    expect(computed).toBe(2);
    expect(memo.size).toBe(0);
  });
});

describe('the typography of a CV, kept by text', () => {
  it('answers a text typeset before from memory, the same as the first time, apart by language', () => {
    const text = 'Budget : 80 000 CHF ; équipe de 12 personnes ! Und Deutsch: gewohnt, im Team zu arbeiten.';
    const first = typesetText(text, 'fr');
    expect(first).toBe('Budget\u202f: 80\u202f000\u00a0CHF\u202f; équipe de 12\u00a0personnes\u202f! Und Deutsch: gewohnt, im Team zu arbeiten.');
    const hits = typesetMemo.hits;
    expect(typesetText(text, 'fr')).toBe(first);
    expect(typesetMemo.hits).toBe(hits + 1);
    // The same words in a German CV: a memory of its own (its first sentence says too little to be
    // taken for French there, so it keeps the CV's language and is left as written).
    expect(typesetText(text, 'de')).toBe(text);
    expect(typesetMemo.hits).toBe(hits + 1);
    const html = '<p>Chiffre d’affaires : 2 Mio CHF ; <strong>+ 30 %</strong></p>';
    const typeset = typesetHtml(html, 'fr');
    expect(typesetHtml(html, 'fr')).toBe(typeset);
    expect(typesetMemo.hits).toBe(hits + 2);
  });
});
