import { describe, expect, it } from 'vitest';
import { fitScale, mobilePageScale, pageCount } from './page-geometry';

describe('page geometry', () => {
  it('scales phone pages by screen width', () => {
    expect(mobilePageScale(320)).toBe(0.28);
    expect(mobilePageScale(360)).toBe(0.28);
    expect(mobilePageScale(375)).toBe(0.32);
    expect(mobilePageScale(400)).toBe(0.32);
    expect(mobilePageScale(414)).toBe(0.36);
    expect(mobilePageScale(450)).toBe(0.36);
    expect(mobilePageScale(451)).toBe(0.4);
  });
  it('counts pages of an on-screen document', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1122.5)).toBe(1);
    expect(pageCount(1130)).toBe(2);
    expect(pageCount(3 * 1123)).toBe(3);
  });
  it('fits the A4 width without enlarging', () => {
    expect(fitScale(397)).toBe(0.5);
    expect(fitScale(2000)).toBe(1);
    expect(fitScale(0)).toBe(1);
  });
});
