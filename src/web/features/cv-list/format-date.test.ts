import { describe, expect, it } from 'vitest';
import { shortFrenchDate } from './format-date';

describe('shortFrenchDate', () => {
  it('writes day/month/year with two digits each', () => {
    expect(shortFrenchDate('2026-03-04T12:00:00Z')).toBe('04/03/26');
  });
  it('leaves an unreadable date out', () => {
    expect(shortFrenchDate('hier')).toBe('');
  });
});
