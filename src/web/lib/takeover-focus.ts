/**
 * A prerendered page that the app renders over (main.tsx, 'over') is replaced in one commit: an
 * element of it that had the keyboard's focus is gone, and the focus falls back to the document;
 * what a visitor typed into its fields (the contact form) is gone with them. A visitor who pressed
 * Tab or started typing before the code arrived would start again. This keeps the prerendered
 * page's elements and, once the app has rendered, gives each typed value to its twin (as typed
 * input, so the form's state has it) and the focus to the twin of the element that had it. A twin
 * is an element of the same tag with the same link, name, type, label and text, at the same rank
 * among those. Nothing moves when the focus is elsewhere by then (the visitor clicked, or the page
 * set it), and a field that already has a value keeps it.
 */
export function carryFocusOverTakeover(container: HTMLElement): () => void {
  // The visitor may have pressed Tab before this code ran.
  let focused: Element | null = document.activeElement && container.contains(document.activeElement) ? document.activeElement : null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) focused = event.target;
  };
  container.addEventListener('focusin', onFocus);
  // The prerendered page's elements, kept: the takeover detaches them.
  const prerendered = [...container.children];
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];

  const alike = (a: Element, b: Element) =>
    a.tagName === b.tagName && ['href', 'name', 'type', 'aria-label'].every((n) => a.getAttribute(n) === b.getAttribute(n)) && a.textContent === b.textContent;
  const within = (roots: Element[], tag: string) => roots.flatMap((root) => [...(root.matches(tag) ? [root] : []), ...root.querySelectorAll(tag)]);
  const twinOf = (was: Element): Element | undefined => {
    const rank = within(prerendered, was.tagName)
      .filter((e) => alike(e, was))
      .indexOf(was);
    return within([...container.children], was.tagName).filter((e) => alike(e, was))[Math.max(0, rank)];
  };

  return () => {
    container.removeEventListener('focusin', onFocus);
    for (const field of fields) {
      if (field.isConnected || field.value === field.defaultValue) continue;
      const twin = twinOf(field);
      if (!(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) || twin.value !== '') continue;
      // The prototype's setter, then an input event: React's value tracking sees a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set?.call(twin, field.value);
      twin.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const was = focused;
    if (!was || was.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const twin = twinOf(was);
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
  };
}
