/**
 * How the public pages present the six CV templates: the catalogue's names with a French
 * description each, and the rendered preview images made by `npm run templates:images`
 * (public/templates/modele-{id}.webp and .png, A4 portrait).
 */
import { templateImageSrcSet } from './cv/template-catalogue.js';

export interface TemplateShowcase {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  name: string;
  /** One line under the name. */
  tagline: string;
  /** Who the design suits best. */
  idealFor: string;
}

export const templateShowcase: readonly TemplateShowcase[] = [
  {
    id: 1,
    name: 'Classic Elegant',
    tagline: 'Une présentation sobre et raffinée, dans la tradition des CV suisses.',
    idealFor: 'Banque, assurance, droit, administration publique',
  },
  {
    id: 2,
    name: 'Minimalist Clean',
    tagline: 'Beaucoup d’air et une hiérarchie nette\u00a0: votre parcours se lit d’un coup d’œil.',
    idealFor: 'Premier emploi, apprentissage, reconversion',
  },
  {
    id: 3,
    name: 'Tech Startup',
    tagline: 'Un style actuel qui met vos compétences techniques au premier plan.',
    idealFor: 'Informatique, ingénierie, métiers du numérique',
  },
  {
    id: 4,
    name: 'Creative Designer',
    tagline: 'Une touche de couleur et de caractère, sans sacrifier la lisibilité.',
    idealFor: 'Communication, marketing, design, hôtellerie',
  },
  {
    id: 5,
    name: 'Modern Professional',
    tagline: 'Une structure claire et contemporaine, adaptée à la plupart des postes.',
    idealFor: 'Vente, gestion de projet, santé, industrie',
  },
  {
    id: 6,
    name: 'Executive Professional',
    tagline: 'Une mise en page posée qui fait ressortir responsabilités et résultats.',
    idealFor: 'Cadres, direction, profils expérimentés',
  },
];

/** The rendered preview of a template; width and height keep the A4 ratio (210 × 297). */
export function templatePreviewImage(id: TemplateShowcase['id']) {
  return {
    webp: `/templates/modele-${id}.webp`,
    /** Both widths of the WebP (400 and 800 px), for `srcset` with the picture's `sizes`. */
    webpSrcSet: templateImageSrcSet(id),
    png: `/templates/modele-${id}.png`,
    width: 420,
    height: 594,
  } as const;
}
