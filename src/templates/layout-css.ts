import { DENSITY_FACTORS, type CvLayout } from '../domain/cv/cv-layout.js';

/**
 * The CV's layout settings as CSS custom properties on :root:
 * - `--cv-density`: the chosen spacing (compact 0.8, normal 1, airy 1.2);
 * - `--cv-space`: what every vertical spacing between sections, items, groups and header
 *   blocks is multiplied by; it includes `--cv-fit` (1 unless the paginator sets it lower on
 *   <html> to pull a nearly empty last page back);
 * - `--cv-font`: the body text size, times `--cv-font-fit` (1 unless the paginator sets it lower
 *   as its last step to pull a nearly empty last page back); every font size of a design is a
 *   multiple of it.
 */
export function layoutCss(layout: CvLayout, { optical = 1 }: { optical?: number } = {}): string {
  const font = Math.round(layout.font_size * optical * 100) / 100;
  return `:root{--cv-density:${DENSITY_FACTORS[layout.density]};--cv-space:calc(var(--cv-density) * var(--cv-fit, 1));--cv-font:calc(${font}pt * var(--cv-font-fit, 1))}`;
}

const round = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** `2mm` -> `calc(2mm * var(--cv-space))`; anything but a length in mm stays as written. */
function space(value: string): string {
  return /^-?(?:\d+\.?\d*|\.\d+)mm$/.test(value) ? `calc(${value} * var(--cv-space))` : value;
}

function verticalShorthand(values: string[]): string[] {
  // margin: a | a b | a b c | a b c d: the first and third values are vertical.
  if (values.length === 1) {
    const [all = ''] = values;
    return all === '0' ? values : [space(all), all];
  }
  return values.map((v, i) => (i === 0 || i === 2 ? space(v) : v));
}

const SPACING_PROPERTY = /^(margin-top|margin-bottom|row-gap|gap|margin|padding-top|padding-bottom|padding)$/;

/**
 * A design's style sheet, written with fixed sizes, made to follow the layout settings:
 * - every `font-size: N pt` becomes `calc(var(--cv-font) * N / body)`, where body is the size
 *   of the design's own `body` rule, so that the whole typographic scale follows the chosen
 *   text size;
 * - every vertical margin and row gap in mm becomes `calc(<mm> * var(--cv-space))`, and so do
 *   the vertical paddings of section-level boxes (`.cv-` selectors). The paddings of the page
 *   frame (columns, bands, header panels) stay fixed: they are the page margins.
 */
export function scaleDesignCss(css: string): string {
  const body = /(?:^|\n)body\{[^}]*font-size:(\d+(?:\.\d+)?)pt/.exec(css);
  const bodyPt = body ? Number(body[1]) : 10;
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_rule, selector: string, block: string) => {
    const sectionLevel = /\.cv-/.test(selector) && !/\.cv-(?:flow|band)\b/.test(selector);
    const declarations = block.split(';').map((declaration) => {
      const at = declaration.indexOf(':');
      if (at === -1) return declaration;
      const property = declaration.slice(0, at).trim();
      const value = declaration.slice(at + 1).trim();
      if (property === 'font-size') {
        const pt = /^(\d+(?:\.\d+)?)pt$/.exec(value);
        return pt ? `font-size:calc(var(--cv-font) * ${round(Number(pt[1]) / bodyPt)})` : declaration;
      }
      if (!SPACING_PROPERTY.test(property)) return declaration;
      if (property.startsWith('padding') && !sectionLevel) return declaration;
      const important = value.endsWith('!important') ? '!important' : '';
      const values = value
        .replace(/!important$/, '')
        .trim()
        .split(/\s+/);
      let scaled: string[];
      if (property === 'gap') scaled = values.length === 1 ? [space(values[0] ?? ''), values[0] ?? ''] : [space(values[0] ?? ''), ...values.slice(1)];
      else if (property === 'margin' || property === 'padding') scaled = verticalShorthand(values);
      else scaled = values.map(space);
      return `${property}:${scaled.join(' ')}${important}`;
    });
    return `${selector}{${declarations.join(';')}}`;
  });
}
