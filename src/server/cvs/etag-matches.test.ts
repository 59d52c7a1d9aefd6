import { describe, expect, it } from 'vitest';
import { etagMatches } from './cv-rendering.js';

describe('If-None-Match', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['"x", "y"', false],
  ])('%s against "abc": %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});
