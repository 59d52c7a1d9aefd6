import { INK, WHITE, contrastRatio, isHexColor, mixColors } from '../domain/cv/colour-math.js';
import { GRADIENT, normaliseAccentColor, secondaryColorFor, templateGradient } from '../domain/cv/colours.js';
import type { TemplateId } from '../domain/cv/template-catalogue.js';

/**
 * The colours a design paints with, derived from the accent and secondary so that every
 * palette colour (and any custom one) keeps readable text: white on a dark accent, ink on a
 * light one, and accent-coloured text darkened until it reads on white.
 */
export interface Theme {
  /** CSS background for accent areas: the colour or the template's gradient. */
  accentFill: string;
  /** A solid stand-in for the accent (the gradient's middle). */
  accent: string;
  accentIsDark: boolean;
  /** Text on the accent fill. */
  onAccent: string;
  /** Secondary text on the accent fill (job titles, labels). */
  onAccentMuted: string;
  /** The accent as text or rule on white paper (contrast >= 4.5). */
  accentInk: string;
  /** A light wash of the accent for panels on white. */
  accentWash: string;
  /** The designed companion colour. */
  secondary: string;
  /** The secondary as text on white (contrast >= 4.5). */
  secondaryInk: string;
  ink: string;
  muted: string;
  faint: string;
  rule: string;
}

export interface ThemeInput {
  templateId: TemplateId;
  accentColor?: string | undefined;
  secondaryColor?: string | undefined;
}

export function buildTheme({ templateId, accentColor, secondaryColor }: ThemeInput): Theme {
  const chosen = normaliseAccentColor(accentColor);
  const [from, to] = templateGradient(templateId);
  const accent = chosen === GRADIENT ? mixColors(from, to, 0.5) : chosen;
  const accentFill = chosen === GRADIENT ? `linear-gradient(160deg, ${from} 0%, ${to} 100%)` : accent;
  // Text on a gradient must read on both ends.
  const fills = chosen === GRADIENT ? [from, to] : [accent];
  const onAccent = readableOn(fills);
  const accentIsDark = onAccent === WHITE;
  const secondary = isHexColor(secondaryColor) ? secondaryColor : secondaryColorFor(templateId, chosen);
  const accentWash = accentIsDark ? mixColors(accent, WHITE, 0.9) : mixColors(accent, WHITE, 0.35);
  return {
    accentFill,
    accent,
    accentIsDark,
    onAccent,
    onAccentMuted: ensureContrastOnAll(mixColors(onAccent, accent, accentIsDark ? 0.22 : 0.3), fills),
    // Accent text sits on paper and on the accent's wash (date badges, tags): readable on both.
    accentInk: ensureContrastOnAll(accent, [WHITE, accentWash]),
    accentWash,
    secondary,
    secondaryInk: ensureContrastOnAll(secondary, [WHITE, ...(accentIsDark ? [] : fills)]),
    ink: '#1f2328',
    muted: '#55595f',
    faint: '#6b7078',
    rule: '#dcdfe3',
  };
}

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

/**
 * White or ink on the accent fill (both ends of a gradient), whichever reads better; black
 * when neither reaches 4.5:1 (a mid grey: black always reaches it where white does not).
 */
function readableOn(fills: readonly string[]): string {
  const worst = (text: string) => Math.min(...fills.map((c) => contrastRatio(c, text)));
  const best = worst(WHITE) >= worst(INK) ? WHITE : INK;
  if (worst(best) >= MIN_CONTRAST) return best;
  return worst('#000000') > worst(best) ? '#000000' : best;
}

/**
 * `color` itself when it reads at 4.5:1 on every one of `backgrounds`, otherwise the least
 * change of it towards black or white that does (the nearer solution first).
 */
function ensureContrastOnAll(color: string, backgrounds: readonly string[]): string {
  const reads = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= MIN_CONTRAST);
  if (reads(color)) return color;
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
  const targets = worst('#000000') >= worst(WHITE) ? ['#000000', WHITE] : [WHITE, '#000000'];
  for (let step = 1; step <= 40; step += 1) {
    for (const target of targets) {
      const candidate = mixColors(color, target, step / 40);
      if (reads(candidate)) return candidate;
    }
  }
  return targets[0] as string;
}

/** The theme as CSS custom properties on :root (values are computed colours, never user text). */
export function themeCss(theme: Theme): string {
  const vars: Record<string, string> = {
    '--accent-fill': theme.accentFill,
    '--accent': theme.accent,
    '--on-accent': theme.onAccent,
    '--on-accent-muted': theme.onAccentMuted,
    '--accent-ink': theme.accentInk,
    '--accent-wash': theme.accentWash,
    '--secondary': theme.secondary,
    '--secondary-ink': theme.secondaryInk,
    '--ink': theme.ink,
    '--muted': theme.muted,
    '--faint': theme.faint,
    '--rule': theme.rule,
  };
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
