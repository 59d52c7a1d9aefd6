/**
 * The letter's page, shared by the six designs (docs/decisions/2026-11-23-cover-letters.md and
 * 2026-11-26-letters-round-two.md):
 * - the letterhead fills the top 45 mm (`.lt-header`, a fixed height, nothing positioned);
 * - the recipient's address prints from 54 mm from the top and 118 mm from the left, at most
 *   70 mm wide and down to 90 mm: inside the right-hand window of a Swiss C5/C6 envelope
 *   (100 x 45 mm, 20 mm from the right edge, its top 45 to 50 mm from the sheet's), with room
 *   for the sheet to move. Up to six lines that wrap, never cut; a block that grows past the
 *   window is reported (`data-fit-max`) and the editor warns;
 * - then place and date, subject, salutation, body, closing, signature and enclosures in one
 *   column with Swiss margins (25 mm left, 20 mm right);
 * - pages 2 and after carry the sender's name and « 2/2 » in a discreet running head
 *   (`.lt-running`, a band the paginator copies onto each continuation page, in normal flow so
 *   that it reads first on its page);
 * - « Ajuster sur une page »: the paginator's spacing factor `--cv-fit` (1, then 0.9 down to
 *   0.6, LETTER_FIT_STEPS) tightens the gaps, the line height and the text size, never below
 *   9 pt and a line height of 1.29.
 * Everything else is in normal flow so that the PDF's text comes out in reading order.
 */
export const LETTER_LAYOUT = {
  headerHeightMm: 45,
  /** The right-hand window of a Swiss C5/C6 envelope, its top at the highest it sits. */
  envelopeWindow: { leftMm: 90, topMm: 45, widthMm: 100, heightMm: 45 },
  addressTopMm: 50,
  addressPaddingTopMm: 4,
  addressLeftMm: 118,
  addressWidthMm: 70,
  /** The address block's height from `addressTopMm`: its last line ends by the window's bottom (90 mm). */
  addressHeightMm: 40,
  marginLeftMm: 25,
  marginRightMm: 20,
} as const;

/** Spacing factors tried by « Ajuster sur une page », mildest first. */
export const LETTER_FIT_STEPS = [1, 0.9, 0.8, 0.7, 0.6] as const;

const L = LETTER_LAYOUT;
const W = L.envelopeWindow;
const fit = 'var(--cv-fit,1)';

/** `data-fit-max` of the address block, in CSS pixels (96 per inch). */
export const ADDRESS_MAX_HEIGHT_PX = Math.round(((L.addressHeightMm * 96) / 25.4) * 10) / 10;

/** « 2/2 »: the total is known once paginated (the paginator writes `data-pages` on the body). */
const pageOfTotal = Array.from({ length: 29 }, (_, i) => i + 2)
  .map((n) => `body[data-pages="${n}"] .lt-running-page::after{content:counter(lt-page) "/${n}"}`)
  .join('\n');

export const letterLayoutCss = `
body{counter-reset:lt-page}
.cv-page{counter-increment:lt-page}
.lt-header{height:${L.headerHeightMm}mm;overflow:hidden}
.lt-flow{padding:${L.addressTopMm - L.headerHeightMm}mm ${L.marginRightMm}mm calc(10mm + 8mm * ${fit}) ${L.marginLeftMm}mm}
.cv-page--cont .lt-flow{padding-top:calc(5mm + 3mm * ${fit})}
.lt-name{overflow-wrap:anywhere}
.lt-sender span{white-space:nowrap}
.lt-address{font-style:normal;margin-left:${L.addressLeftMm - L.marginLeftMm}mm;width:${L.addressWidthMm}mm;min-height:${L.addressHeightMm}mm;font-size:10.5pt;line-height:1.35;padding-top:${L.addressPaddingTopMm}mm}
.lt-address p{overflow-wrap:break-word}
.lt-date{margin:2mm 0 calc(9mm * ${fit})}
.lt-subject{margin-bottom:calc(7mm * ${fit})}
.lt-salutation{margin-bottom:calc(4mm * ${fit})}
.lt-body{text-align:left;hyphens:manual}
.lt-body.cv-rich p{margin:0 0 calc(.8em * ${fit})}
.lt-closing{margin-top:calc(5mm * ${fit})}
.lt-signature{padding-top:calc(10mm + 6mm * ${fit})}
.lt-signature--image{padding-top:1mm}
.lt-signature img{height:auto;max-height:20mm;max-width:60mm;margin:0 0 1mm}
.lt-signature-name{padding-top:1mm}
.lt-annexes{margin-top:calc(8mm * ${fit});font-size:.92em}
.lt-annexes-title{font-weight:700;margin-bottom:1mm}
.lt-annexes ul{list-style:none}
.lt-annexes li::before{content:'– '}
html[style*="--cv-fit"] .lt-flow{font-size:max(9pt,calc(1em * (.8 + .2 * ${fit})));line-height:calc(1.05 + .4 * ${fit})}
html[style*="--cv-fit"] .lt-address{font-size:10.5pt;line-height:1.35}
.lt-running{display:none}
.cv-page--cont .lt-running{display:flex;position:relative;top:auto;bottom:auto;justify-content:space-between;align-items:baseline;gap:6mm;margin:9mm ${L.marginRightMm}mm 0 ${L.marginLeftMm}mm;padding-bottom:1.4mm;border-bottom:.5pt solid var(--rule);font-size:8.4pt;line-height:1.2;color:var(--muted);z-index:1}
.lt-running-name{font-weight:600;color:var(--accent-ink)}
${pageOfTotal}
.lt-window{position:absolute;left:${W.leftMm}mm;top:${W.topMm}mm;width:${W.widthMm}mm;height:${W.heightMm}mm;border:.6mm dashed #d14343;border-radius:2mm;z-index:2;pointer-events:none}
.lt-window::after{content:'Fenêtre de l’enveloppe';position:absolute;left:0;bottom:calc(100% + .8mm);font:600 7pt/1 sans-serif;color:#b42318;background:#fff;padding:.6mm 1mm}
`;
