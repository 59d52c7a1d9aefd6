/** An A4 page in CSS pixels (210 x 297 mm at 96 px per inch): the size of the server's page boxes. */
export const A4_WIDTH_PX = (210 * 96) / 25.4;
export const A4_HEIGHT_PX = (297 * 96) / 25.4;
/** The space the paginated document leaves between its pages on screen (templates' base CSS). */
export const PAGE_GAP_PX = 16;

/** Spec section 2: on phones the full-screen pages scale 0.28 / 0.32 / 0.36 / 0.4 by screen width. */
export function mobilePageScale(screenWidth: number): number {
  if (screenWidth <= 360) return 0.28;
  if (screenWidth <= 400) return 0.32;
  if (screenWidth <= 450) return 0.36;
  return 0.4;
}

/**
 * The page count the server's paginator wrote on the document (`<body data-pages>`): the PDF's
 * own count, never measured again in this browser. At least one.
 */
export function pageCount(pagedHtml: string): number {
  const found = /<body\b[^>]*\sdata-pages="(\d+)"/.exec(pagedHtml);
  return Math.max(1, Number(found?.[1] ?? 1));
}

/** Top of page `index` (0-based) in the paginated document, in CSS pixels. */
export function pageTop(index: number): number {
  return index * (A4_HEIGHT_PX + PAGE_GAP_PX);
}

/** Height of a paginated document of `pages` pages on screen. */
export function documentHeight(pages: number): number {
  return pages * A4_HEIGHT_PX + (pages - 1) * PAGE_GAP_PX;
}

/** The scale that fits an A4 width into `availableWidth`, never enlarging. */
export function fitScale(availableWidth: number, max = 1): number {
  if (availableWidth <= 0) return max;
  return Math.min(max, availableWidth / A4_WIDTH_PX);
}

/** « 1 page », « 3 pages ». */
export function pageCountLabel(pages: number): string {
  return pages > 1 ? `${pages} pages` : '1 page';
}
