/**
 * Where focus goes back when a modal closes: the element that opened it. When that element is
 * gone by then (a menu item: the menu closed as the modal opened), the button that opened the
 * menu or dialog it was in (Radix triggers point at their content with aria-controls).
 */
export interface FocusReturn {
  opener: HTMLElement | null;
  fallback: HTMLElement | null;
}

/** Gives focus back to nothing (a modal closed only to let another one open). */
export const noFocusReturn: FocusReturn = { opener: null, fallback: null };

export function captureFocusReturn(active: Element | null = typeof document === 'undefined' ? null : document.activeElement): FocusReturn {
  if (!(active instanceof HTMLElement) || active === document.body) return { opener: null, fallback: null };
  const container = active.closest<HTMLElement>('[role="menu"][id], [role="dialog"][id]');
  const fallback = container ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(container.id)}"]`) : null;
  return { opener: active, fallback };
}

function focusable(element: HTMLElement | null): element is HTMLElement {
  return !!element && element.isConnected && element.getClientRects().length > 0 && !element.closest('[inert]');
}

/** Focuses the opener (or its fallback); false when neither can take focus any more. */
export function returnFocus(target: FocusReturn | undefined): boolean {
  const element = [target?.opener ?? null, target?.fallback ?? null].find(focusable);
  if (!element) return false;
  element.focus({ preventScroll: true });
  return true;
}
