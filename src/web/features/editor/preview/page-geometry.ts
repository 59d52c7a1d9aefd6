/** An A4 page in CSS pixels (210 x 297 mm at 96 px per inch): the width the templates lay out at. */
export const A4_WIDTH_PX = 794;
export const A4_HEIGHT_PX = 1123;

/** Spec section 2: on phones the full-screen pages scale 0.28 / 0.32 / 0.36 / 0.4 by screen width. */
export function mobilePageScale(screenWidth: number): number {
  if (screenWidth <= 360) return 0.28;
  if (screenWidth <= 400) return 0.32;
  if (screenWidth <= 450) return 0.36;
  return 0.4;
}

/** Pages a document of this height fills on screen (at least one; a hair over a page is still one). */
export function pageCount(contentHeightPx: number): number {
  return Math.max(1, Math.ceil((contentHeightPx - 2) / A4_HEIGHT_PX));
}

/** The scale that fits an A4 width into `availableWidth`, never enlarging. */
export function fitScale(availableWidth: number, max = 1): number {
  if (availableWidth <= 0) return max;
  return Math.min(max, availableWidth / A4_WIDTH_PX);
}
