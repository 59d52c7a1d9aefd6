import type { ReactElement } from 'react';
import type { TemplateId } from '../domain/cv/template-catalogue.js';
import type { CvView } from './cv-view.js';
import type { FontFamilyKey } from './fonts.js';
import type { Theme } from './theme.js';

/** One of the six CV designs. */
export interface CvDesign {
  id: TemplateId;
  fonts: readonly FontFamilyKey[];
  /**
   * How much larger than the chosen text size the body is set, for a face that reads small
   * at a given size (EB Garamond's short x-height): 1 when absent.
   */
  optical?: number;
  /** The design's style sheet; colours come from the theme's CSS variables. */
  css: (theme: Theme) => string;
  /** The body content. */
  render: (view: CvView, theme: Theme) => ReactElement;
}
