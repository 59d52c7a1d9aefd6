import { isHexColor } from './colour-math.js';
import { resolveTemplateId, type TemplateId } from './template-catalogue.js';

/** Spec section 3, Colours: the default accent, two fixed options and the gradient type. */
export const DEFAULT_ACCENT_COLOR = '#E1E1E1';
export const GRADIENT = 'gradient';

export const colorOptions = [
  { id: 'default', label: 'Par défaut', value: DEFAULT_ACCENT_COLOR },
  { id: 'green', label: 'Vert', value: '#3F5130' },
  { id: 'brown', label: 'Marron', value: '#513031' },
  { id: 'gradient', label: 'Dégradé', value: GRADIENT },
] as const;

/** 'gradient' or a # hex colour of 3, 6 or 8 digits. */
export function isValidAccentColor(value: unknown): value is string {
  return value === GRADIENT || isHexColor(value);
}

/** Spec section 5: anything else is replaced by #E1E1E1. */
export function normaliseAccentColor(value: unknown): string {
  return isValidAccentColor(value) ? value : DEFAULT_ACCENT_COLOR;
}

interface Swatch {
  /** The accent (primary) colour. */
  primary: string;
  /** Its designed companion: a dark ink on the light designs, a light tint on the dark ones. */
  secondary: string;
}

interface TemplatePalette {
  /** Light pastel designs (1, 4, 6) or dark ones (2, 3, 5). */
  tone: 'light' | 'dark';
  swatches: readonly Swatch[];
  /** What 'gradient' paints for this design, start and end. */
  gradient: readonly [string, string];
  /** Companion of the gradient and of the three fixed options. */
  extras: Readonly<Record<string, string>>;
  fallbackSecondary: string;
}

const LIGHT_FALLBACK = '#333132';
const DARK_FALLBACK = '#dee4ef';

/*
 * The secondary colour is the designed companion of the accent. On the light designs (1, 4, 6)
 * the accent is a pastel band and the secondary is the dark ink of names, headings and rules,
 * taken from the same hue so that they belong together (contrast >= 4.5 on white and on the
 * pastel). On the dark designs (2, 3, 5) the accent is a deep colour and the secondary is a
 * light tint of it for panels, bar tracks and highlights. Any other colour falls back to the
 * spec's #333132 / #dee4ef.
 */
const palettes: Record<TemplateId, TemplatePalette> = {
  1: {
    tone: 'light',
    swatches: [
      { primary: '#f3eadf', secondary: '#6b5440' },
      { primary: '#e7e8e6', secondary: '#3f4441' },
      { primary: '#e4ebf2', secondary: '#2f4560' },
      { primary: '#f1e4e4', secondary: '#6e3f48' },
      { primary: '#e3ebe1', secondary: '#3c5640' },
      { primary: '#ece7f1', secondary: '#4d3f66' },
    ],
    gradient: ['#f3eadf', '#e4ebf2'],
    extras: { '#e1e1e1': LIGHT_FALLBACK, '#3f5130': '#2f3d24', '#513031': '#3f2526', gradient: '#4a4038' },
    fallbackSecondary: LIGHT_FALLBACK,
  },
  2: {
    tone: 'dark',
    swatches: [
      { primary: '#133664', secondary: '#dee4ef' },
      { primary: '#1f5f5b', secondary: '#dcecea' },
      { primary: '#3d3d3f', secondary: '#e6e6e8' },
      { primary: '#6b2737', secondary: '#f2e1e5' },
      { primary: '#2f5233', secondary: '#e0ebe1' },
      { primary: '#4b3a78', secondary: '#e6e1f2' },
    ],
    gradient: ['#133664', '#1f5f5b'],
    extras: { '#e1e1e1': '#4a4a4a', '#3f5130': '#e3ead9', '#513031': '#efe1e1', gradient: '#dde7ee' },
    fallbackSecondary: DARK_FALLBACK,
  },
  3: {
    tone: 'dark',
    swatches: [
      { primary: '#46719d', secondary: '#dbe6f2' },
      { primary: '#0f6b66', secondary: '#d4eeeb' },
      { primary: '#4338a8', secondary: '#e2e0f7' },
      { primary: '#1f2937', secondary: '#e2e8f0' },
      { primary: '#6d3fb5', secondary: '#ebe2f8' },
      { primary: '#a14a1a', secondary: '#f6e4d8' },
    ],
    gradient: ['#46719d', '#4338a8'],
    extras: { '#e1e1e1': '#4a4a4a', '#3f5130': '#e3ead9', '#513031': '#efe1e1', gradient: '#e0e3f5' },
    fallbackSecondary: DARK_FALLBACK,
  },
  4: {
    tone: 'light',
    swatches: [
      { primary: '#e7e8e6', secondary: '#2d3a3a' },
      { primary: '#f6e3d3', secondary: '#9a4a22' },
      { primary: '#dcefea', secondary: '#1b6357' },
      { primary: '#f6e0e8', secondary: '#94304f' },
      { primary: '#e2e6f6', secondary: '#34449a' },
      { primary: '#f5edcf', secondary: '#7a5d0c' },
    ],
    gradient: ['#f6e3d3', '#e2e6f6'],
    extras: { '#e1e1e1': LIGHT_FALLBACK, '#3f5130': '#2f3d24', '#513031': '#3f2526', gradient: '#5b3f6b' },
    fallbackSecondary: LIGHT_FALLBACK,
  },
  5: {
    tone: 'dark',
    swatches: [
      { primary: '#27384c', secondary: '#dee4ef' },
      { primary: '#1d4e4a', secondary: '#d9e9e6' },
      { primary: '#3b3f4a', secondary: '#e3e4e8' },
      { primary: '#56303d', secondary: '#efe0e5' },
      { primary: '#2d4a34', secondary: '#dfe9e0' },
      { primary: '#5a4630', secondary: '#efe6da' },
    ],
    gradient: ['#27384c', '#1d4e4a'],
    extras: { '#e1e1e1': '#4a4a4a', '#3f5130': '#e3ead9', '#513031': '#efe1e1', gradient: '#dce7ea' },
    fallbackSecondary: DARK_FALLBACK,
  },
  6: {
    tone: 'light',
    swatches: [
      { primary: '#e7e8e6', secondary: '#1f2a37' },
      { primary: '#ebe5da', secondary: '#4a3f31' },
      { primary: '#dfe5ec', secondary: '#1d3350' },
      { primary: '#e7e2e8', secondary: '#3f2f47' },
      { primary: '#dde6e0', secondary: '#1f4034' },
      { primary: '#efe7d7', secondary: '#5a4526' },
    ],
    gradient: ['#e7e8e6', '#dfe5ec'],
    extras: { '#e1e1e1': LIGHT_FALLBACK, '#3f5130': '#2f3d24', '#513031': '#3f2526', gradient: '#1f2a37' },
    fallbackSecondary: LIGHT_FALLBACK,
  },
};

/** The six accent colours offered for a template, its default first. */
export function templatePalette(templateId: unknown): readonly string[] {
  return palettes[resolveTemplateId(templateId)].swatches.map((s) => s.primary);
}

export function templateTone(templateId: unknown): 'light' | 'dark' {
  return palettes[resolveTemplateId(templateId)].tone;
}

export function templateGradient(templateId: unknown): readonly [string, string] {
  return palettes[resolveTemplateId(templateId)].gradient;
}

/** The per-template, per-colour secondary; unknown colours get #dee4ef (2, 3, 5) or #333132. */
export function secondaryColorFor(templateId: unknown, primary: string): string {
  const palette = palettes[resolveTemplateId(templateId)];
  const key = primary.toLowerCase();
  return palette.swatches.find((s) => s.primary === key)?.secondary ?? palette.extras[key] ?? palette.fallbackSecondary;
}

export interface AccentColors {
  primary: string;
  secondary: string;
}

/** Changing template resets the accent colours to the template's defaults (spec section 4). */
export function defaultAccentColors(templateId: unknown): AccentColors {
  const swatch = palettes[resolveTemplateId(templateId)].swatches[0] as Swatch;
  return { primary: swatch.primary, secondary: swatch.secondary };
}

/** Changing colour sets the primary and derives the secondary (spec section 4). */
export function accentColorsFor(templateId: unknown, primary: unknown): AccentColors {
  const valid = normaliseAccentColor(primary);
  return { primary: valid, secondary: secondaryColorFor(templateId, valid) };
}
