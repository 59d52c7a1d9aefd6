/**
 * A prerendered page that the app renders over (main.tsx, 'over') is replaced in one commit: an
 * element of it that had the keyboard's focus is gone, and the focus falls back to the document.
 * A visitor who pressed Tab before the code arrived (onto the skip link, a menu link) would start
 * again from the top. This keeps the last element of the prerendered page that took the focus
 * and, once the app has rendered, gives the focus to its twin: the same tag with the same link,
 * name and text. Nothing moves when the focus is elsewhere by then (the visitor clicked, or the
 * page set it).
 */
export function carryFocusOverTakeover(container: HTMLElement): () => void {
  // The visitor may have pressed Tab before this code ran.
  let focused: Element | null = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) focused = event.target;
  };
  container.addEventListener('focusin', onFocus);
  return () => {
    container.removeEventListener('focusin', onFocus);
    const was = focused;
    if (!was || was.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const same = (a: Element, b: Element) =>
      a.getAttribute('href') === b.getAttribute('href') && a.getAttribute('aria-label') === b.getAttribute('aria-label') && a.textContent === b.textContent;
    const twin = [...container.querySelectorAll(was.tagName)].find((candidate) => same(candidate, was));
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
  };
}
