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
 * Fallback faces for what the text fonts lack: arrows, ≈, ✓, ★ (Noto Sans Symbols 2) and
 * emoji (Noto Emoji, monochrome outlines, so that they print as vectors like the text). Every
 * design lists them after its own families (`FALLBACK_STACK`); their subsets carry a
 * unicode-range, so Chromium only loads a file when the CV uses one of its characters.
 */
interface FallbackFont {
  family: string;
  pkg: string;
  /** Subset names of the package's unicode.json to serve. */
  subsets?: readonly string[];
}

export const fallbackFonts: readonly FallbackFont[] = [
  { family: 'Noto Sans Symbols 2', pkg: 'noto-sans-symbols-2', subsets: ['symbols', 'math'] },
  { family: 'Noto Emoji', pkg: 'noto-emoji' },
];

/** Appended to every design's font-family, before the generic family. */
export const FALLBACK_STACK = fallbackFonts.map((f) => `'${f.family}'`).join(',');

const require = createRequire(import.meta.url);

interface FallbackFile {
  family: string;
  file: string;
  range: string;
  path: string;
}

let fallbackFilesCache: FallbackFile[] | undefined;

function fallbackFiles(): FallbackFile[] {
  if (fallbackFilesCache) return fallbackFilesCache;
  fallbackFilesCache = fallbackFonts.flatMap((font) => {
    const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.pkg}/unicode.json`), 'utf8')) as Record<string, string>;
    return Object.entries(ranges)
      .filter(([name]) => !font.subsets || font.subsets.includes(name))
      .map(([name, range]) => {
        const subset = name.replace(/^\[(\d+)\]$/, '$1');
        const file = `${font.pkg}-${subset}-400-normal.woff2`;
        return { family: font.family, file, range, path: require.resolve(`@fontsource/${font.pkg}/files/${file}`) };
      });
  });
  return fallbackFilesCache;
}

/** The @font-face rules for some families; font-display: block so that nothing prints in a fallback font. */
export function fontFaceCss(keys: readonly FontFamilyKey[]): string {
  const own = keys
    .flatMap((key) => filesOf(fontFamilies[key]))
    .map(
      (f) =>
        `@font-face{font-family:'${f.family.family}';font-style:${f.style};font-weight:${f.weight};font-display:block;` +
        `src:url('${FONT_URL_PREFIX}${f.file}') format('woff2');unicode-range:${f.subset.range}}`,
    );
  const fallback = fallbackFiles().map(
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
