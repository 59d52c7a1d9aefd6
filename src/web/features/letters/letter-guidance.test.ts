import { describe, expect, it } from 'vitest';
import { letterHints } from './letter-guidance';

describe('letter guidance', () => {
  it('gives the structure and length hints, and a warning first once the letter runs over one page', () => {
    expect(letterHints(1).map((h) => h.tone)).toEqual(['info', 'info']);
    const over = letterHints(2);
    expect(over[0]).toEqual({ tone: 'warning', text: 'Votre lettre tient sur 2 pages\u00a0: les recruteurs suisses attendent une seule page. Raccourcissez le texte.' });
    expect(letterHints(undefined)).toHaveLength(2);
  });
});
