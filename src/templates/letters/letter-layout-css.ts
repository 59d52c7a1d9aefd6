/**
 * The letter's page, shared by the six designs (docs/decisions/2026-11-23-cover-letters.md):
 * - the letterhead fills the top 45 mm (`.lt-header`, a fixed height, nothing positioned);
 * - the recipient's address starts 50 mm from the top and 118 mm from the left, at most 75 mm
 *   wide and 40 mm high: inside the right-hand window (100 x 45 mm, 20 mm from the right edge,
 *   45-50 mm from the top) of a C5 or C4 envelope, with room for the sheet to move in it;
 * - then place and date, subject, salutation, body, closing, signature and enclosures in one
 *   column with Swiss margins (25 mm left, 20 mm right).
 * Everything is in normal flow so that the PDF's text comes out in reading order.
 */
export const LETTER_LAYOUT = {
  headerHeightMm: 45,
  addressTopMm: 50,
  addressLeftMm: 118,
  addressWidthMm: 75,
  addressHeightMm: 40,
  marginLeftMm: 25,
  marginRightMm: 20,
} as const;

const L = LETTER_LAYOUT;

export const letterLayoutCss = `
.lt-header{height:${L.headerHeightMm}mm;overflow:hidden}
.lt-flow{padding:${L.addressTopMm - L.headerHeightMm}mm ${L.marginRightMm}mm 18mm ${L.marginLeftMm}mm}
.cv-page--cont .lt-flow{padding-top:20mm}
.lt-name{overflow-wrap:anywhere}
.lt-sender span{white-space:nowrap}
.lt-address{font-style:normal;margin-left:${L.addressLeftMm - L.marginLeftMm}mm;width:${L.addressWidthMm}mm;height:${L.addressHeightMm}mm;overflow:hidden;font-size:10.5pt;line-height:1.35;padding-top:4mm}
.lt-address p{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lt-date{margin:2mm 0 9mm}
.lt-subject{margin-bottom:7mm}
.lt-salutation{margin-bottom:4mm}
.lt-body{text-align:left;hyphens:manual}
.lt-body.cv-rich p{margin:0 0 .8em}
.lt-closing{margin-top:5mm}
.lt-signature{padding-top:16mm}
.lt-signature--image{padding-top:1mm}
.lt-signature img{height:auto;max-height:20mm;max-width:60mm;margin:0 0 1mm}
.lt-signature-name{padding-top:1mm}
.lt-annexes{margin-top:8mm;font-size:.92em}
.lt-annexes-title{font-weight:700;margin-bottom:1mm}
.lt-annexes ul{list-style:none}
.lt-annexes li::before{content:'– '}
`;
