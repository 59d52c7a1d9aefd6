import { describe, expect, it } from 'vitest';
import { layoutCss, scaleDesignCss } from './layout-css.js';

describe('layout CSS', () => {
  it('sets the density, the spacing factor with the paginator fit, and the body size', () => {
    expect(layoutCss({ density: 'compact', font_size: 11 })).toBe(
      ':root{--cv-density:0.8;--cv-space:calc(var(--cv-density) * var(--cv-fit, 1));--cv-font:calc(11pt * var(--cv-font-fit, 1))}',
    );
    expect(layoutCss({ density: 'airy', font_size: 10 }, { optical: 1.05 })).toContain('--cv-density:1.2;');
    expect(layoutCss({ density: 'airy', font_size: 10 }, { optical: 1.05 })).toContain('--cv-font:calc(10.5pt * var(--cv-font-fit, 1))');
  });

  it('scales font sizes from the body size and vertical spacing by --cv-space', () => {
    const css = scaleDesignCss(
      [
        'body{font-family:x;font-size:9pt}',
        '.t-name{font-size:27pt;margin-top:2mm}',
        '.cv-section{margin:0 0 5mm;padding:4mm 0 5mm 43mm}',
        '.t-main{padding:11mm 20mm 12mm}',
        '.cv-tags{gap:1mm 2mm}',
        '.t-x{gap:2mm;margin:0 auto;margin-left:3mm;margin-top:-3mm!important}',
      ].join('\n'),
    );
    expect(css).toContain('body{font-family:x;font-size:calc(var(--cv-font) * 1)}');
    expect(css).toContain('.t-name{font-size:calc(var(--cv-font) * 3);margin-top:calc(2mm * var(--cv-space))}');
    expect(css).toContain('.cv-section{margin:0 0 calc(5mm * var(--cv-space));padding:calc(4mm * var(--cv-space)) 0 calc(5mm * var(--cv-space)) 43mm}');
    // The page frame's paddings are page margins: fixed.
    expect(css).toContain('.t-main{padding:11mm 20mm 12mm}');
    expect(css).toContain('.cv-tags{gap:calc(1mm * var(--cv-space)) 2mm}');
    expect(css).toContain('.t-x{gap:calc(2mm * var(--cv-space)) 2mm;margin:0 auto;margin-left:3mm;margin-top:calc(-3mm * var(--cv-space))!important}');
  });
});
