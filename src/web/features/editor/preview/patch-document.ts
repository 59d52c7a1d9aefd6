/**
 * The head of a paginated document (everything before `<body`) without the root's inline style,
 * which only carries the spacing factor the paginator chose and is patched like the body.
 */
export function documentHead(html: string): string {
  const bodyAt = html.indexOf('<body');
  const head = bodyAt < 0 ? html : html.slice(0, bodyAt);
  return head.replace(/<html\b([^>]*?)\sstyle="[^"]*"/i, '<html$1');
}

/**
 * Replaces the body (and the root's inline style) of `target`, a document already showing a
 * document with the same head, by those of `html`. The new body is parsed inert (DOMParser runs
 * no script and loads nothing) and then adopted: one DOM change, painted in the next frame.
 * Images already on screen with the same source (the photo) are moved into the new body rather
 * than decoded again, so that they do not blink. False when `html` has no body to take (the
 * caller then loads it as a new document).
 */
export function patchDocument(target: Document, html: string): boolean {
  if (!html.includes('<body') || !target.body) return false;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const body = target.adoptNode(parsed.body);
  const onScreen = new Map<string, HTMLImageElement[]>();
  for (const img of Array.from(target.body.querySelectorAll('img'))) {
    const src = img.getAttribute('src');
    if (src) onScreen.set(src, [...(onScreen.get(src) ?? []), img]);
  }
  for (const img of Array.from(body.querySelectorAll('img'))) {
    const kept = onScreen.get(img.getAttribute('src') ?? '')?.shift();
    if (!kept) continue;
    for (const { name, value } of Array.from(img.attributes)) if (kept.getAttribute(name) !== value) kept.setAttribute(name, value);
    for (const { name } of Array.from(kept.attributes)) if (!img.hasAttribute(name)) kept.removeAttribute(name);
    img.replaceWith(kept);
  }
  const style = parsed.documentElement.getAttribute('style');
  if (style) target.documentElement.setAttribute('style', style);
  else target.documentElement.removeAttribute('style');
  target.body.replaceWith(body);
  return true;
}
