/**
 * The sidebar of the two sidebar designs (3 and 5), set so that poppler's layout analysis (the
 * text many parsers read: `pdftotext` without `-raw`) reads it in one run, after the name block
 * and before the main column, as pdf.js and `pdftotext -raw` do (the document's order). Poppler
 * groups lines into blocks, then sorts the blocks: a block wholly left of another comes first,
 * unless a block stretched across both columns stands between them. It stretches a block sideways
 * over the other column where nothing stands beside it, and it takes four blocks whose edges line
 * up two by two across the gap for a table read row by row; both happened between the sidebar's
 * sections and the main column's items (11 to 23 switches a page). One block per sidebar leaves
 * nothing of the sidebar for either rule to pair with. A block holds lines set within 5 % of one
 * size whose baselines are at most 1.5 sizes apart, so:
 * - every sidebar text is one size (titles marked by weight, capitals and a tinted bar; a title
 *   too long for its bar loses its letter spacing before its size, see `fitLines`);
 * - no two lines stand more than 1.5 sizes apart: sections are set apart within that
 *   (SIDEBAR_RHYTHM), never by a real gap, which splits the sidebar into blocks that poppler
 *   pairs with the main column's items as a table (4 mm between sections: « COMPÉTENCES » read
 *   between « EXPÉRIENCES PROFESSIONNELLES » and the first job);
 * - level marks (dots, bars, segments) stand beside their names, on the name's first line, at
 *   the right of the column; a long name wraps beside them under its bullet;
 * - chips are a run of text (« Esprit d'équipe · Rédaction »);
 * - the photo is not in the sidebar's flow but above it, beside the name block: the sidebar's
 *   first line is level with the main column's first title, so that nothing of the main column
 *   but the name block stands above the sidebar.
 * Nothing in the sidebar is positioned or transformed: Chromium writes such boxes' text after the
 * rest of the page, out of reading order.
 * See docs/decisions/2026-11-27-sidebar-spacing.md for the measures.
 */
export interface SidebarColours {
  /** Text on the band. */
  on: string;
  /** Labels, group titles, separators. */
  muted: string;
  /** Icons and the titles' left rule. */
  mark: string;
}

/** The side column's padding (mm), which its section titles' bars bleed over to the band's edges. */
export interface SidebarPadding {
  left: number;
  right: number;
}

/**
 * The vertical rhythm, in the sidebar's text size: lines within a section 1.22 apart, a title
 * (or a group's title) 1.4 below the line before it and 1.28 above its first line, its bar 1
 * high. Poppler keeps two lines in one block while their baselines are at most 1.5 sizes apart,
 * so no gap may come near that (`sidebar-layout.test.ts` measures every gap in the PDF).
 */
const SIDEBAR_RHYTHM = { line: 1.22, bar: 1, beforeTitle: 1.4, afterTitle: 1.28 } as const;

/** The titles' bar: darker under light text, lighter under dark text, so that contrast only grows. */
const barOn = (accentIsDark: boolean) => (accentIsDark ? 'rgba(0,0,0,.2)' : 'rgba(255,255,255,.45)');

const em = (n: number) => `${Math.round(n * 1000) / 1000}em`;
/** A length in the text's size rounded to whole pixels (`step` 2: an even number of them). */
const whole = (n: number, step: 1 | 2) => `round(nearest, ${em(n)}, ${step}px)`;

export function sidebarCss(prefix: string, sizePt: number, colours: SidebarColours, accentIsDark: boolean, pad: SidebarPadding): string {
  const side = `.${prefix}-side`;
  const { line, bar, beforeTitle, afterTitle } = SIDEBAR_RHYTHM;
  // Baselines of two block-level lines stand half of each line box apart, plus the margins
  // between them. Chromium draws each baseline on a whole pixel: with every line box an even
  // number of pixels high and every margin a whole number, all baselines share one offset
  // within their pixel and each gap is exactly as set (else each snaps by up to a pixel, 0.075
  // size, and a title set 1.4 below a line stood 1.5 below it, a block of its own for poppler).
  // A title's line box is its bar, lower than a line, so that air stays above and below it; the
  // bar bleeds over the column's padding to both edges of the band, and the title keeps the
  // column's left edge and may run to 2.5 mm of the band's right edge. Each rounded length
  // follows its plain value, for a browser without CSS round() (the preview in an older one).
  const lineBox = whole(line, 2);
  const barBox = whole(bar, 2);
  const halves = `(${lineBox} + ${barBox}) / 2`;
  const accent = 1.2;
  return `
${side}{font-size:${sizePt}pt;line-height:${line};line-height:${lineBox}}
${side} .cv-section-title,${side} .${prefix}-block-title{font-size:${sizePt}pt;line-height:${bar};line-height:${barBox};font-weight:700;letter-spacing:.04em;text-transform:uppercase;white-space:nowrap;color:${colours.on};background:${barOn(accentIsDark)};border-left:${accent}mm solid ${colours.mark};margin-top:${em(beforeTitle - (line + bar) / 2)};margin-top:calc(${whole(beforeTitle, 1)} - ${halves});margin-bottom:${em(afterTitle - (line + bar) / 2)};margin-bottom:calc(${whole(afterTitle, 1)} - ${halves});margin-left:-${pad.left}mm;margin-right:-${pad.right}mm;padding:0 2.5mm 0 ${pad.left - accent}mm}
${side}>:first-child>.cv-section-title:first-child,${side}>:first-child>.${prefix}-block-title:first-child{margin-top:0}
${side} .cv-group-title{font-size:${sizePt}pt;font-weight:600;color:${colours.muted}}
${side} .cv-group+.cv-group>.cv-group-title{margin-top:${em(beforeTitle - line)};margin-top:calc(${whole(beforeTitle, 1)} - ${lineBox})}
${side} .cv-details--icons .cv-detail-value{white-space:nowrap}
${side} .cv-details--icons .cv-detail{display:flex;gap:2.4mm;align-items:center}
${side} .cv-icon{width:3.4mm;height:3.4mm;color:${colours.mark};stroke-width:2}
${side} .cv-detail--linkedin{letter-spacing:-.01em}
${side} .cv-detail-label{color:${colours.muted}}
${side} .cv-level-item{display:flex;align-items:flex-start;gap:2.5mm}
${side} .cv-level-name{flex:1 1 auto;padding-left:.7em;text-indent:-.7em}
${side} .cv-level-name>.cv-mark{display:inline-block;width:.7em;text-indent:0}
${side} .cv-level-item>:not(.cv-level-name){flex:none;margin-left:auto}
${side} .cv-level-item>.cv-dots{margin-top:calc(${lineBox} / 2 - .85mm)}
${side} .cv-level-item>.cv-bar,${side} .cv-level-item>.cv-segments{width:11mm;height:1.3mm;border-radius:.65mm;margin-top:calc(${lineBox} / 2 - .65mm)}
${side} .cv-level-item>.cv-segments .cv-segment{height:100%;border-radius:.3mm}
${side} .cv-level-text{color:${colours.muted}}
${side} .cv-tags{display:block}
${side} .cv-tag{display:inline}
${side} .cv-tag+.cv-tag::before{content:' · ';color:${colours.muted}}
`;
}
