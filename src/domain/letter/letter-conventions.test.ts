import { describe, expect, it } from 'vitest';
import { formatPlaceAndDate, letterConventions } from './letter-conventions.js';

describe('letter conventions', () => {
  const today = new Date('2026-11-23T10:00:00Z');

  it('writes the place and date line of each language', () => {
    expect(formatPlaceAndDate('fr', 'Lausanne', '', today)).toBe('Lausanne, le 23 novembre 2026');
    expect(formatPlaceAndDate('de', 'Zürich', '', today)).toBe('Zürich, 23. November 2026');
    expect(formatPlaceAndDate('it', 'Lugano', '', today)).toBe('Lugano, 23 novembre 2026');
    expect(formatPlaceAndDate('en', 'Geneva', '2026-11-23', today)).toBe('Geneva, 23 November 2026');
  });

  it('writes the first of the month as French and Italian do, and leaves out an empty place', () => {
    expect(formatPlaceAndDate('fr', 'Sion', '2027-05-01', today)).toBe('Sion, le 1er mai 2027');
    expect(formatPlaceAndDate('it', '', '2027-05-01', today)).toBe('1º maggio 2027');
  });

  it('reads today in Swiss time (just after midnight in Zurich is already the next day)', () => {
    expect(formatPlaceAndDate('fr', 'Bienne', '', new Date('2026-11-23T23:30:00Z'))).toBe('Bienne, le 24 novembre 2026');
  });

  it('has no comma after the German salutation and no « ß » anywhere in German defaults', () => {
    expect(letterConventions.de.salutation).toBe('Sehr geehrte Damen und Herren');
    expect(letterConventions.de.closing).toBe('Freundliche Grüsse');
    expect(JSON.stringify(letterConventions.de)).not.toContain('ß');
  });
});
