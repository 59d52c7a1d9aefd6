import { describe, expect, it } from 'vitest';
import { edgeScrollStep } from './edge-auto-scroll';

describe('edgeScrollStep', () => {
  it('scrolls up near the top edge, down near the bottom edge, not in between', () => {
    expect(edgeScrollStep(100 + 149, 100, 900)).toBe(-12);
    expect(edgeScrollStep(100 + 150, 100, 900)).toBe(0);
    expect(edgeScrollStep(500, 100, 900)).toBe(0);
    expect(edgeScrollStep(900 - 150, 100, 900)).toBe(0);
    expect(edgeScrollStep(900 - 149, 100, 900)).toBe(12);
  });
});
