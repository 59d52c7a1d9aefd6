/** The six CV designs (spec section 3). A missing or unknown template means template 1. */
export const TEMPLATE_IDS = [1, 2, 3, 4, 5, 6] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const DEFAULT_TEMPLATE_ID: TemplateId = 1;

export interface CvTemplate {
  id: TemplateId;
  name: string;
  /** Path of the gallery image under public/ (page 1 of the showcase CV). */
  image: string;
}

export const cvTemplates: readonly CvTemplate[] = [
  { id: 1, name: 'Classic Elegant', image: '/templates/modele-1.webp' },
  { id: 2, name: 'Minimalist Clean', image: '/templates/modele-2.webp' },
  { id: 3, name: 'Tech Startup', image: '/templates/modele-3.webp' },
  { id: 4, name: 'Creative Designer', image: '/templates/modele-4.webp' },
  { id: 5, name: 'Modern Professional', image: '/templates/modele-5.webp' },
  { id: 6, name: 'Executive Professional', image: '/templates/modele-6.webp' },
];

/**
 * A template's gallery image in both widths, for `srcset`: 400 px (a card on a phone or a 1x
 * screen) and 800 px (`image`, for larger cards and 2x screens). `npm run templates:images` makes both.
 */
export function templateImageSrcSet(id: TemplateId): string {
  return `/templates/modele-${id}-400.webp 400w, /templates/modele-${id}.webp 800w`;
}

/**
 * The displayed width of a card of the editor's model picker, for `sizes`: two columns (px-4,
 * gap-3) on phones; from 768 px the list takes half the screen (px-6, gap-4), three columns
 * from 1024 px (at most 52rem wide). The server preloads the first card's image with the same
 * `sizes` (src/server/http/route-preloads.ts): both must agree, or the image loads twice.
 */
export const MODEL_CARD_SIZES = '(min-width: 1024px) 250px, (min-width: 768px) calc(25vw - 32px), calc(50vw - 22px)';

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === 'number' && (TEMPLATE_IDS as readonly number[]).includes(value);
}

/** Accepts a number or a numeric string (route parameters, loose payloads); anything else is template 1. */
export function resolveTemplateId(value: unknown): TemplateId {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isTemplateId(id) ? id : DEFAULT_TEMPLATE_ID;
}

export function templateById(value: unknown): CvTemplate {
  const id = resolveTemplateId(value);
  return cvTemplates.find((t) => t.id === id) ?? (cvTemplates[0] as CvTemplate);
}
