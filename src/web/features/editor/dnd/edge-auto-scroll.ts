/** Spec section 9: while dragging, the panel scrolls within 150 px of its edge, 12 px every 16 ms. */
export const AUTO_SCROLL_EDGE_PX = 150;
export const AUTO_SCROLL_STEP_PX = 12;
export const AUTO_SCROLL_TICK_MS = 16;

/** The scroll step for a pointer at `pointerY` over a panel spanning `top`..`bottom`: -12, 0 or 12. */
export function edgeScrollStep(pointerY: number, top: number, bottom: number): number {
  if (pointerY < top + AUTO_SCROLL_EDGE_PX) return -AUTO_SCROLL_STEP_PX;
  if (pointerY > bottom - AUTO_SCROLL_EDGE_PX) return AUTO_SCROLL_STEP_PX;
  return 0;
}
