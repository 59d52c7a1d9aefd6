import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_CV_LAYOUT } from '../domain/cv/cv-layout.js';
import type { CvDocument } from '../domain/cv/cv-schema.js';
import { resolveTemplateId } from '../domain/cv/template-catalogue.js';
import { baseCss } from './base-css.js';
import { CvHtmlDocument } from './components/document.js';
import { buildCvView } from './cv-view.js';
import type { CvDesign } from './design.js';
import { classicElegant } from './designs/classic-elegant.js';
import { creativeDesigner } from './designs/creative-designer.js';
import { executiveProfessional } from './designs/executive-professional.js';
import { minimalistClean } from './designs/minimalist-clean.js';
import { modernProfessional } from './designs/modern-professional.js';
import { techStartup } from './designs/tech-startup.js';
import { fontFaceCss, printedText } from './fonts.js';
import { layoutCss, scaleDesignCss } from './layout-css.js';
import { buildTheme, themeCss } from './theme.js';

const designs: Record<number, CvDesign> = {
  1: classicElegant,
  2: minimalistClean,
  3: techStartup,
  4: creativeDesigner,
  5: modernProfessional,
  6: executiveProfessional,
};

export interface RenderCvOptions {
  /** 1 to 6; anything else renders template 1. */
  templateId: unknown;
  /** 'gradient' or a # hex colour; anything else is #E1E1E1. */
  accentColor?: string | undefined;
  /** The companion colour; derived from the template and accent when absent. */
  secondaryColor?: string | undefined;
  /** A saved photo as a data: URL (JPEG, PNG, WebP or GIF); wins over personal_info.photo_base64. */
  photoDataUrl?: string | undefined;
}

// A design's theme and style sheet depend on its colours only: made once per combination
// (the colour maths and the style sheet's rewriting were a third of a render).
const STYLE_CACHE_SIZE = 256;
const styles = new Map<string, { theme: ReturnType<typeof buildTheme>; designCss: string }>();

function designStyle(templateId: ReturnType<typeof resolveTemplateId>, design: CvDesign, options: RenderCvOptions) {
  const key = `${templateId}|${options.accentColor ?? ''}|${options.secondaryColor ?? ''}`;
  let style = styles.get(key);
  if (!style) {
    const theme = buildTheme({ templateId, accentColor: options.accentColor, secondaryColor: options.secondaryColor });
    style = { theme, designCss: scaleDesignCss(design.css(theme)) };
    if (styles.size >= STYLE_CACHE_SIZE) styles.clear();
    styles.set(key, style);
  }
  return style;
}

/**
 * The CV as one complete HTML document: the same bytes feed the live preview, the PDF and the
 * preview image. It references nothing but /cv-assets/fonts/* and data: URLs and has no script.
 */
export function renderCvHtml(cv: CvDocument, options: RenderCvOptions): string {
  const templateId = resolveTemplateId(options.templateId);
  const design = designs[templateId] as CvDesign;
  const { theme, designCss } = designStyle(templateId, design, options);
  const view = buildCvView(cv, { photoDataUrl: options.photoDataUrl });
  const layout = cv.layout ?? DEFAULT_CV_LAYOUT;
  const css = [fontFaceCss(design.fonts, printedText(view)), themeCss(theme), layoutCss(layout, { optical: design.optical }), baseCss, designCss].join('\n');
  const markup = renderToStaticMarkup(
    <CvHtmlDocument view={view} css={css} bodyClass={`cv cv-template-${templateId} cv-density-${layout.density}`}>
      <div className="cv-page">{design.render(view, theme)}</div>
    </CvHtmlDocument>,
  );
  return `<!DOCTYPE html>${markup}`;
}
