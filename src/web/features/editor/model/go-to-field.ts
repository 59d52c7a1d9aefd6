import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { describeCvField } from './field-labels';

/**
 * Takes the user to a field the server refused: its section and item opened if folded, the
 * field scrolled into view and focused.
 */
export function goToField(cv: CvDocument, path: string): void {
  const place = describeCvField(cv, path);
  if (place.sectionId === 'title') {
    document.querySelector<HTMLElement>('[data-cv-title] button, [data-cv-title] input')?.focus();
    return;
  }
  const section = document.getElementById(`section-${place.sectionId}`);
  if (!section) return;
  section.querySelector<HTMLButtonElement>(':scope > header button[aria-expanded="false"]')?.click();
  let container: HTMLElement = section;
  if (place.itemIndex !== undefined) {
    const items = (cv as unknown as Record<string, Array<{ id: string }> | undefined>)[place.sectionId];
    const id = items?.[place.itemIndex]?.id;
    const item = id ? section.querySelector<HTMLElement>(`[data-item="${CSS.escape(id)}"]`) : null;
    if (item) {
      item.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')?.click();
      container = item;
    }
  }
  window.requestAnimationFrame(() => {
    const label = place.label ? Array.from(container.querySelectorAll('label')).find((l) => l.textContent?.trim() === place.label) : undefined;
    const byLabel = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    const target = byLabel ?? container.querySelector<HTMLElement>('input:not([type="radio"]), textarea, [role="textbox"], [contenteditable="true"]');
    container.scrollIntoView({ block: 'center' });
    target?.focus();
  });
}
