import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Fonts ship with the project (@fontsource packages, woff2, latin + latin-ext so that French
 * and German text renders with its own glyphs: é è ê à ç ô û ü ö ä ß « » • – ’ €). The HTML
 * refers to them by absolute path under /cv-assets/fonts/ on whatever origin serves it: the
 * web server for the live preview, the renderer's in-memory origin for PDF and images.
 */
export const FONT_URL_PREFIX = '/cv-assets/fonts/';

export interface FontFamily {
  /** CSS family name. */
  family: string;
  /** @fontsource package name, without the scope. */
  pkg: string;
  weights: readonly number[];
  italicWeights: readonly number[];
}

export const fontFamilies = {
  playfair: { family: 'Playfair Display', pkg: 'playfair-display', weights: [400, 600, 700], italicWeights: [400] },
  lato: { family: 'Lato', pkg: 'lato', weights: [400, 700], italicWeights: [400] },
  inter: { family: 'Inter', pkg: 'inter', weights: [300, 400, 500, 600], italicWeights: [400] },
  plex: { family: 'IBM Plex Sans', pkg: 'ibm-plex-sans', weights: [400, 500, 600, 700], italicWeights: [400] },
  montserrat: { family: 'Montserrat', pkg: 'montserrat', weights: [500, 700, 800], italicWeights: [] },
  sourceSans: { family: 'Source Sans 3', pkg: 'source-sans-3', weights: [400, 600, 700], italicWeights: [400] },
  garamond: { family: 'EB Garamond', pkg: 'eb-garamond', weights: [400, 500, 600], italicWeights: [400] },
} as const satisfies Record<string, FontFamily>;

export type FontFamilyKey = keyof typeof fontFamilies;

/** Google Fonts' subset ranges, as in each package's unicode.json. */
const SUBSETS = [
  {
    name: 'latin-ext',
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    name: 'latin',
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
] as const;

interface FontFile {
  family: FontFamily;
  subset: (typeof SUBSETS)[number];
  weight: number;
  style: 'normal' | 'italic';
  file: string;
}

function filesOf(family: FontFamily): FontFile[] {
  const faces = [
    ...family.weights.map((weight) => ({ weight, style: 'normal' as const })),
    ...family.italicWeights.map((weight) => ({ weight, style: 'italic' as const })),
  ];
  return faces.flatMap(({ weight, style }) =>
    SUBSETS.map((subset) => ({ family, subset, weight, style, file: `${family.pkg}-${subset.name}-${weight}-${style}.woff2` })),
  );
}

/**
 * Fallback faces for what the text fonts lack: arrows, ≈, ✓, ★ (Noto Sans Symbols 2), emoji
 * (Noto Emoji, monochrome outlines, so that they print as vectors like the text), Arabic, and
 * Chinese and Japanese (Noto Sans SC and JP, regular weight only: bold is synthesised). Every
 * design lists them after its own families (`FALLBACK_STACK`); their subsets carry a
 * unicode-range, so Chromium only loads a file when the CV uses one of its characters. The host's
 * own fonts never decide what prints (docs/decisions/2026-11-24-operations-and-edges.md).
 */
interface FallbackFont {
  family: string;
  pkg: string;
  /** Subset names of the package's unicode.json to serve (`numbered`: the CJK slices `[0]`…`[n]`). */
  subsets?: readonly string[] | 'numbered';
}

export const fallbackFonts: readonly FallbackFont[] = [
  { family: 'Noto Sans Symbols 2', pkg: 'noto-sans-symbols-2', subsets: ['symbols', 'math'] },
  { family: 'Noto Emoji', pkg: 'noto-emoji' },
  { family: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', subsets: ['arabic'] },
  { family: 'Noto Sans SC', pkg: 'noto-sans-sc', subsets: 'numbered' },
  { family: 'Noto Sans JP', pkg: 'noto-sans-jp', subsets: 'numbered' },
];

function servesSubset(font: FallbackFont, name: string): boolean {
  if (!font.subsets) return true;
  if (font.subsets === 'numbered') return /^\[\d+\]$/.test(name);
  return font.subsets.includes(name);
}

/** Appended to every design's font-family, before the generic family. */
export const FALLBACK_STACK = fallbackFonts.map((f) => `'${f.family}'`).join(',');

const require = createRequire(import.meta.url);

interface FallbackFile {
  family: string;
  file: string;
  range: string;
  /** `range` as sorted [first, last] code point pairs. */
  intervals: Array<[number, number]>;
  path: string;
}

/** `U+0600-06FF,U+25ee8` as [[0x600, 0x6ff], [0x25ee8, 0x25ee8]], sorted. */
function parseUnicodeRange(range: string): Array<[number, number]> {
  return range
    .split(',')
    .map((part) => {
      const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
      const lo = parseInt(first ?? '', 16);
      return [lo, last ? parseInt(last, 16) : lo] as [number, number];
    })
    .sort((a, b) => a[0] - b[0]);
}

function covers(intervals: ReadonlyArray<[number, number]>, codePoint: number): boolean {
  let lo = 0;
  let hi = intervals.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = intervals[mid]!;
    if (codePoint < first) hi = mid - 1;
    else if (codePoint > last) lo = mid + 1;
    else return true;
  }
  return false;
}

let fallbackFilesCache: FallbackFile[] | undefined;

function fallbackFiles(): FallbackFile[] {
  if (fallbackFilesCache) return fallbackFilesCache;
  fallbackFilesCache = fallbackFonts.flatMap((font) => {
    const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.pkg}/unicode.json`), 'utf8')) as Record<string, string>;
    return Object.entries(ranges)
      .filter(([name]) => servesSubset(font, name))
      .map(([name, range]) => {
        const subset = name.replace(/^\[(\d+)\]$/, '$1');
        const file = `${font.pkg}-${subset}-400-normal.woff2`;
        return { family: font.family, file, range, intervals: parseUnicodeRange(range), path: require.resolve(`@fontsource/${font.pkg}/files/${file}`) };
      });
  });
  return fallbackFilesCache;
}

/** Everything a view prints, for `fontFaceCss`: its strings, images (data: URLs) left out. */
export function printedText(view: unknown): string {
  return JSON.stringify(view, (_key, value: unknown) => (typeof value === 'string' && value.startsWith('data:') ? '' : value));
}

let ownRangesCache: Array<[number, number]> | undefined;

/** The fallback files some character of `text` needs: none for what the designs' own subsets (latin, latin-ext) cover. */
function fallbackFilesFor(text: string): FallbackFile[] {
  const own = (ownRangesCache ??= parseUnicodeRange(SUBSETS.map((s) => s.range).join(',')));
  // Each distinct character past Latin-1 once, read by UTF-16 unit (a long CV is some 30,000
  // characters, almost all Latin-1: iterating it by code point cost ~1 ms per preview).
  const seen = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    let unit = text.charCodeAt(i);
    if (unit <= 0xff) continue;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        unit = (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    seen.add(unit);
  }
  const codePoints = [...seen].filter((codePoint) => !covers(own, codePoint));
  if (codePoints.length === 0) return [];
  return fallbackFiles().filter((f) => codePoints.some((codePoint) => covers(f.intervals, codePoint)));
}

/**
 * The @font-face rules for some families, and for the fallback faces that a character of
 * `text` (everything the document prints) needs: a CV in French carries no Arabic or CJK rules
 * (their unicode ranges alone are 200 KB). font-display: block so that nothing prints in a
 * fallback font.
 */
export function fontFaceCss(keys: readonly FontFamilyKey[], text: string): string {
  const own = keys
    .flatMap((key) => filesOf(fontFamilies[key]))
    .map(
      (f) =>
        `@font-face{font-family:'${f.family.family}';font-style:${f.style};font-weight:${f.weight};font-display:block;` +
        `src:url('${FONT_URL_PREFIX}${f.file}') format('woff2');unicode-range:${f.subset.range}}`,
    );
  const fallback = fallbackFilesFor(text).map(
    (f) =>
      `@font-face{font-family:'${f.family}';font-style:normal;font-weight:400;font-display:block;` +
      `src:url('${FONT_URL_PREFIX}${f.file}') format('woff2');unicode-range:${f.range}}`,
  );
  return [...own, ...fallback].join('\n');
}

/** Every URL path the templates may reference, mapped to the font file on disk. */
export function cvAssetFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of Object.values(fontFamilies)) {
    for (const f of filesOf(family)) {
      files.set(`${FONT_URL_PREFIX}${f.file}`, require.resolve(`@fontsource/${family.pkg}/files/${f.file}`));
    }
  }
  for (const f of fallbackFiles()) files.set(`${FONT_URL_PREFIX}${f.file}`, f.path);
  return files;
}
