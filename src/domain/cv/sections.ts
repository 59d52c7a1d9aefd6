/** The standard CV sections, in the editor's default order (spec section 2). */
export const STANDARD_SECTION_IDS = [
  'personal_info',
  'summary',
  'professional_experiences',
  'education',
  'skills',
  'languages',
  'accreditations',
  'references',
  'linkedin',
  'miscellaneous',
] as const;

export type StandardSectionId = (typeof STANDARD_SECTION_IDS)[number];

/** @alias The order of a new CV: the standard sections in their catalogue order. */
export const DEFAULT_SECTION_ORDER: readonly StandardSectionId[] = STANDARD_SECTION_IDS;

/** The job title under the name can be hidden like a section (spec section 4). */
export const JOB_TITLE_SECTION_ID = 'job_title';

/** Sections the user may hide (spec section 4); personal_info and summary always stay. */
export const OPTIONAL_SECTION_IDS = ['professional_experiences', 'education', 'skills', 'accreditations', 'references', 'miscellaneous'] as const;

export const CUSTOM_SECTION_PREFIX = 'custom_field_';

export function isStandardSectionId(value: string): value is StandardSectionId {
  return (STANDARD_SECTION_IDS as readonly string[]).includes(value);
}

/** One payload names the experience list 'experiences', the other 'professional_experiences'. */
export function canonicalSectionId(id: string): string {
  return id === 'experiences' ? 'professional_experiences' : id;
}

/**
 * The order to render: the saved order's known entries first (duplicates and unknown ids
 * dropped), each missing standard section put back after its default predecessor, and custom
 * sections missing from the order appended at the end.
 */
export function resolveSectionOrder(sectionOrder: readonly string[], customSectionIds: readonly string[]): string[] {
  const known = new Set<string>([...STANDARD_SECTION_IDS, ...customSectionIds]);
  const order: string[] = [];
  for (const raw of sectionOrder) {
    const id = canonicalSectionId(raw);
    if (known.has(id) && !order.includes(id)) order.push(id);
  }
  STANDARD_SECTION_IDS.forEach((id, index) => {
    if (order.includes(id)) return;
    const predecessor = STANDARD_SECTION_IDS.slice(0, index)
      .reverse()
      .find((p) => order.includes(p));
    order.splice(predecessor === undefined ? 0 : order.indexOf(predecessor) + 1, 0, id);
  });
  for (const id of customSectionIds) if (!order.includes(id)) order.push(id);
  return order;
}
