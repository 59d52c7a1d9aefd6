import { INK, WHITE, contrastRatio, ensureContrast, isHexColor, mixColors } from '../domain/cv/colour-math.js';
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
  const whiteWorks = fills.every((c) => contrastRatio(c, WHITE) >= contrastRatio(c, INK));
  const onAccent = whiteWorks ? WHITE : INK;
  const accentIsDark = onAccent === WHITE;
  const secondary = isHexColor(secondaryColor) ? secondaryColor : secondaryColorFor(templateId, chosen);
  return {
    accentFill,
    accent,
    accentIsDark,
    onAccent,
    onAccentMuted: mixColors(onAccent, accent, accentIsDark ? 0.22 : 0.3),
    accentInk: ensureContrast(accent, WHITE, 4.5),
    accentWash: accentIsDark ? mixColors(accent, WHITE, 0.9) : mixColors(accent, WHITE, 0.35),
    secondary,
    secondaryInk: ensureContrast(secondary, WHITE, 4.5),
    ink: '#1f2328',
    muted: '#55595f',
    faint: '#8a8f96',
    rule: '#dcdfe3',
  };
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

