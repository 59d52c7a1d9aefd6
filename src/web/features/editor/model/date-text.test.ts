import { describe, expect, it } from 'vitest';
import { dateError } from './date-text';

describe('dateError', () => {
  it('accepts free text and valid month/year dates', () => {
    for (const value of ['', '03/2021', '3/2021', '12/24', '2019', 'Aujourd’hui', 'depuis 2020']) expect(dateError(value)).toBeUndefined();
  });
  it("refuses a month/year with an impossible month with 'Date invalide'", () => {
    expect(dateError('13/2021')).toBe('Date invalide');
    expect(dateError('00/2021')).toBe('Date invalide');
  });
});
