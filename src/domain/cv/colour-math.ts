/** Small colour arithmetic for palettes and readable text colours (sRGB, WCAG 2 formulas). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** Parses #rgb, #rrggbb or #rrggbbaa; a translucent colour is composited over white paper. */
export function parseHexColor(hex: string): Rgb | undefined {
  if (!isHexColor(hex)) return undefined;
  let digits = hex.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  const alpha = digits.length === 8 ? channel(6) / 255 : 1;
  const over = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
  return { r: over(channel(0)), g: over(channel(2)), b: over(channel(4)) };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (c: number) =>
    Math.max(0, Math.min(255, Math.round(c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `a` towards `b`: 0 gives `a`, 1 gives `b`. Unparseable input counts as mid grey. */
export function mixColors(a: string, b: string, amount: number): string {
  const grey = { r: 128, g: 128, b: 128 };
  const x = parseHexColor(a) ?? grey;
  const y = parseHexColor(b) ?? grey;
  const t = Math.max(0, Math.min(1, amount));
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) return 0.5;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const WHITE = '#ffffff';
export const INK = '#1f2328';

/** White text on dark backgrounds, near-black ink on light ones: whichever contrasts more. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

export function isDarkColor(hex: string): boolean {
  return readableTextOn(hex) === WHITE;
}

/**
 * The colour itself when it reaches `minRatio` against `background`, otherwise the same hue
 * darkened (or lightened) step by step until it does.
 */
export function ensureContrast(color: string, background: string, minRatio: number): string {
  if (contrastRatio(color, background) >= minRatio) return color;
  const target = isDarkColor(background) ? WHITE : '#000000';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mixColors(color, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}
