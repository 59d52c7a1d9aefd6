import { cvDocumentSchema, type CvDocument, type CvDocumentInput } from './cv-schema.js';

/**
 * Spec section 5, "before sending a CV": title 'Sans titre', template_id from the template's id
 * then 1, missing sections empty, custom fields as a list of {id, title, content} without
 * id-less entries, a missing primary colour #E1E1E1. The schema carries every one of these
 * rules; this is the named operation the editor and the server call.
 */
export function prepareCvForSending(draft: CvDocumentInput): CvDocument {
  return cvDocumentSchema.parse(draft);
}

type NamedItems = readonly { name?: string | null }[] | null | undefined;

const hasName = (item: { name?: string | null }) => (item.name ?? '').trim() !== '';

/**
 * Spec section 5, preview request: skills and languages with an empty or blank name are
 * dropped, and a list is dropped entirely when none remain.
 */
export function withoutBlankSkillsAndLanguages<T extends { skills?: NamedItems; languages?: NamedItems }>(cv: T): T {
  const result = { ...cv };
  for (const key of ['skills', 'languages'] as const) {
    const items = cv[key];
    if (items == null) continue;
    const kept = items.filter(hasName);
    if (kept.length === 0) delete result[key];
    else result[key] = kept;
  }
  return result;
}
