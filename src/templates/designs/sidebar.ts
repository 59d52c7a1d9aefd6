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
 * - every sidebar text is one size (titles marked by weight, capitals and a tinted bar);
 * - lines follow each other at 1.4 sizes (1.5 is the limit: Chromium's rounding of line boxes
 *   to pixels left no room at 1.44), with no space between entries or sections;
 * - level marks stand beside their names, on the same line (dots), or as a gauge along the
 *   bottom of the name's line (bars, segments: pulled up into that line by a negative margin,
 *   never positioned, which would move the text's place in the PDF; the name keeps the column's
 *   whole width, so that it seldom wraps into two lines a reader takes for two skills);
 * - chips are a run of text (« Esprit d'équipe · Rédaction »);
 * - the photo is not in the sidebar's flow but above it, beside the name block: the sidebar's
 *   first line is level with the main column's first title, so that nothing of the main column
 *   but the name block stands above the sidebar.
 * See docs/decisions/2026-11-27-sidebars-read-in-order.md for the measures.
 */
export interface SidebarColours {
  /** Text on the band. */
  on: string;
  /** Labels, group titles, separators. */
  muted: string;
  /** Icons and the titles' left rule. */
  mark: string;
}

/** The titles' bar: darker under light text, lighter under dark text, so that contrast only grows. */
const barOn = (accentIsDark: boolean) => (accentIsDark ? 'rgba(0,0,0,.2)' : 'rgba(255,255,255,.45)');

export function sidebarCss(prefix: string, sizePt: number, colours: SidebarColours, accentIsDark: boolean): string {
  const side = `.${prefix}-side`;
  return `
${side}{font-size:${sizePt}pt;line-height:1.4}
${side} .cv-section-title,${side} .${prefix}-block-title{font-size:${sizePt}pt;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:${colours.on};background:${barOn(accentIsDark)};border-left:.8mm solid ${colours.mark};margin:0 -2mm;padding:0 2mm}
${side} .cv-section-title,${side} .cv-details--icons .cv-detail-value{white-space:nowrap}
${side} .cv-group-title{font-size:${sizePt}pt;font-weight:600;color:${colours.muted}}
${side} .cv-details--icons .cv-detail{display:flex;gap:2.4mm;align-items:center}
${side} .cv-icon{width:3.4mm;height:3.4mm;color:${colours.mark};stroke-width:2}
${side} .cv-detail--linkedin{letter-spacing:-.01em}
${side} .cv-detail-label{color:${colours.muted}}
${side} .cv-level-item{display:flex;justify-content:space-between;align-items:center;gap:3mm}
${side} .cv-level-item--gauge,${side} .cv-level-item--gauge>.cv-level-name{display:block}
${side} .cv-level-item--gauge>.cv-bar,${side} .cv-level-item--gauge>.cv-segments{width:auto;height:.7mm;border-radius:.35mm;margin-top:-.85mm}
${side} .cv-level-item--gauge .cv-segment{height:100%}
${side} .cv-level-text{color:${colours.muted}}
${side} .cv-tags{display:block}
${side} .cv-tag{display:inline}
${side} .cv-tag+.cv-tag::before{content:' · ';color:${colours.muted}}
`;
}
