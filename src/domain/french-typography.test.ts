import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems as problems } from './french-typography';

describe('French typography', () => {
  it('accepts non-breaking spaces before the high signs and inside guillemets', () => {
    expect(problems('Vos informations ont été mises à jour avec succès\u00a0!')).toEqual([]);
    expect(problems('Mot de passe oublié\u00a0? Erreur\u00a0: réessayez\u00a0; merci.')).toEqual([]);
    expect(problems('Cliquez sur «\u00a0Télécharger\u00a0»')).toEqual([]);
    expect(problems('narrow\u202f!')).toEqual([]);
  });

  it('finds a plain space or no space before « ! ? : ; »', () => {
    expect(problems('Succès !')).toHaveLength(1);
    expect(problems('Erreur : {message}')).toHaveLength(1);
    expect(problems('Succès!')).toHaveLength(1);
    expect(problems('Erreur: réessayez')).toHaveLength(1);
    expect(problems('Vraiment?')).toHaveLength(1);
    expect(problems('! après une valeur', { followsText: true })).toHaveLength(1);
  });

  it('finds guillemets without non-breaking spaces', () => {
    expect(problems('« Télécharger »')).toHaveLength(1);
    expect(problems('«Télécharger»')).toHaveLength(1);
  });

  it('leaves code-like text alone: URLs, query strings, CSS, ternaries without spaces', () => {
    expect(problems('https://cv-suisse.ch/auth/verify-email?key=abc')).toEqual([]);
    expect(problems('margin:0 0 16px;font-size:15px')).toEqual([]);
    expect(problems('hover:bg-ink-100 md:flex')).toEqual([]);
  });
});

describe('French typography after an interpolation', () => {
  it('finds a plain space at the start of a piece that follows text', () => {
    expect(problems(' !', { followsText: true })).toHaveLength(1);
    expect(problems('\u00a0!', { followsText: true })).toEqual([]);
  });
});
