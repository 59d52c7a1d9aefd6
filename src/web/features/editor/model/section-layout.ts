import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { cvLabels } from '../../../../domain/cv/cv-language';
import { DEFAULT_CUSTOM_SECTION_TITLE } from '../../../../domain/cv/cv-schema';
import { isStandardSectionId, JOB_TITLE_SECTION_ID, OPTIONAL_SECTION_IDS, resolveSectionOrder } from '../../../../domain/cv/sections';

/** Spec section 4: these two stay on top; they cannot be dragged and nothing goes above them. */
export const FIXED_SECTION_IDS = ['personal_info', 'summary'] as const;

export function isFixedSection(id: string): boolean {
  return (FIXED_SECTION_IDS as readonly string[]).includes(id);
}

export function isOptionalSection(id: string): boolean {
  return id === JOB_TITLE_SECTION_ID || (OPTIONAL_SECTION_IDS as readonly string[]).includes(id);
}

/** The order the editor shows: the saved order resolved by the domain rule, the fixed sections first. */
export function editorSectionOrder(cv: Pick<CvDocument, 'section_order' | 'custom_fields'>): string[] {
  const order = resolveSectionOrder(
    cv.section_order,
    cv.custom_fields.map((f) => f.id),
  );
  return [...FIXED_SECTION_IDS, ...order.filter((id) => !isFixedSection(id))];
}

/**
 * Moves `activeId` to the place of `overId` (dnd-kit's arrayMove semantics). Fixed sections never
 * move, and a section dropped on a fixed one lands just below them. Returns the same array when
 * nothing changes.
 */
export function moveSection(order: readonly string[], activeId: string, overId: string): readonly string[] {
  if (activeId === overId || isFixedSection(activeId)) return order;
  const from = order.indexOf(activeId);
  let to = order.indexOf(overId);
  if (from === -1 || to === -1) return order;
  const firstMovable = order.findIndex((id) => !isFixedSection(id));
  if (to < firstMovable) to = firstMovable;
  if (to === from) return order;
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The title a section shows: the user's own, else the default in the CV's language. */
export function sectionTitle(cv: Pick<CvDocument, 'section_titles' | 'custom_fields' | 'cv_language'>, id: string): string {
  const own = cv.section_titles[id]?.trim();
  if (own) return own;
  const custom = cv.custom_fields.find((f) => f.id === id);
  if (custom) return custom.title.trim() || DEFAULT_CUSTOM_SECTION_TITLE;
  if (isStandardSectionId(id)) return cvLabels[cv.cv_language].sectionTitles[id];
  return id;
}
