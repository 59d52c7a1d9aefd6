import { z } from 'zod';

/**
 * Per-CV layout settings (saved in the CV document as `layout`): the spacing density and the
 * body text size. A CV without them (every CV saved before they existed) gets the defaults.
 */
export const CV_DENSITIES = ['compact', 'normal', 'airy'] as const;
export type CvDensity = (typeof CV_DENSITIES)[number];

/** Body text sizes in points; the smallest is 10 pt so that a CV always reads well printed. */
export const CV_FONT_SIZES = [10, 10.5, 11, 11.5, 12] as const;
export type CvFontSize = (typeof CV_FONT_SIZES)[number];

export const DEFAULT_CV_LAYOUT = { density: 'normal', font_size: 10 } as const satisfies CvLayout;

export interface CvLayout {
  density: CvDensity;
  font_size: CvFontSize;
}

/** The multiplier of every vertical spacing for a density. */
export const DENSITY_FACTORS: Record<CvDensity, number> = { compact: 0.8, normal: 1, airy: 1.2 };

/** French labels, as the editor shows them. */
export const densityLabels: Record<CvDensity, string> = { compact: 'Compact', normal: 'Normal', airy: 'Aéré' };

/** « 10,5 pt »: French decimal comma. */
export function fontSizeLabel(size: number): string {
  return `${String(size).replace('.', ',')}\u00a0pt`;
}

const DENSITY_ERROR = 'Choisissez un espacement\u00a0: compact, normal ou aéré.';
const FONT_SIZE_ERROR = `Choisissez une taille de texte parmi ${CV_FONT_SIZES.map(fontSizeLabel).join(', ')}.`;

export function isCvFontSize(value: unknown): value is CvFontSize {
  return typeof value === 'number' && (CV_FONT_SIZES as readonly number[]).includes(value);
}

export const cvLayoutSchema = z
  .object({
    density: z
      .enum(CV_DENSITIES, { error: DENSITY_ERROR })
      .nullish()
      .transform((v) => v ?? DEFAULT_CV_LAYOUT.density),
    font_size: z
      .number({ error: FONT_SIZE_ERROR })
      .refine(isCvFontSize, { message: FONT_SIZE_ERROR })
      .nullish()
      .transform((v): CvFontSize => (isCvFontSize(v) ? v : DEFAULT_CV_LAYOUT.font_size)),
  })
  .nullish()
  .transform((v): CvLayout => v ?? { ...DEFAULT_CV_LAYOUT });
