import { describe, expect, it } from 'vitest';
import { reconnectDelay, refreshDelay } from './refresh-schedule';

const now = 1_000_000;
describe('refreshDelay', () => {
  it.each([
    ['15 min left: 5 min before expiry', 15 * 60_000, 10 * 60_000],
    ['4 min left: half the remaining life', 4 * 60_000, 2 * 60_000],
    ['1.5 s left: never sooner than 1 s', 1_500, 1_000],
    ['already expired: at once', -10, 0],
    ['exactly now: at once', 0, 0],
  ])('%s', (_n, left, expected) => {
    expect(refreshDelay(now + left, now)).toBe(expected);
  });
});

describe('reconnectDelay', () => {
  it('tries again after 1, 2, 5, 10 and 20 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 20000, 30000, 30000, 30000]);
  });
});
