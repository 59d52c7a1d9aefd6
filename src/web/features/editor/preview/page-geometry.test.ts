import { describe, expect, it } from 'vitest';
import { documentHeight, fitScale, mobilePageScale, pageCount, pageCountLabel, pageTop } from './page-geometry';

describe('page geometry', () => {
  it('scales phone pages by screen width (spec section 2)', () => {
    expect(mobilePageScale(320)).toBe(0.28);
    expect(mobilePageScale(375)).toBe(0.32);
    expect(mobilePageScale(430)).toBe(0.36);
    expect(mobilePageScale(600)).toBe(0.4);
  });

  it('reads the page count the server wrote, never guessing it', () => {
    expect(pageCount('<!DOCTYPE html><html><head></head><body class="cv" data-pages="4"><div class="cv-page"></div></body></html>')).toBe(4);
    expect(pageCount('<html><body class="cv"><p data-pages="9">x</p></body></html>')).toBe(1);
    expect(pageCount('')).toBe(1);
  });

  it('places pages one A4 height and one gap apart', () => {
    expect(pageTop(0)).toBe(0);
    expect(pageTop(2)).toBeCloseTo(2 * (1122.52 + 16), 1);
    expect(documentHeight(1)).toBeCloseTo(1122.52, 1);
    expect(documentHeight(3)).toBeCloseTo(3 * 1122.52 + 32, 1);
  });

  it('fits the page width without enlarging', () => {
    expect(fitScale(397)).toBeCloseTo(0.5, 2);
    expect(fitScale(2000, 0.9)).toBe(0.9);
    expect(fitScale(0, 0.9)).toBe(0.9);
  });

  it('says the page count in French', () => {
    expect(pageCountLabel(1)).toBe('1 page');
    expect(pageCountLabel(5)).toBe('5 pages');
  });
});
