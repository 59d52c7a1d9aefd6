import type { CvAccreditation, CvDocument, CvEducation, CvExperience, CvLanguageItem, CvReference, CvSkill } from '../../../../domain/cv/cv-schema';
import { newItemId } from './item-ids';

/** The editor's list sections, by their key in the CV document. */
export const LIST_SECTION_IDS = ['professional_experiences', 'education', 'skills', 'languages', 'accreditations', 'references'] as const;
export type ListSectionId = (typeof LIST_SECTION_IDS)[number];
export type ListItem<K extends ListSectionId> = CvDocument[K][number];
export type AnyListItem = CvExperience | CvEducation | CvSkill | CvLanguageItem | CvAccreditation | CvReference;

export function isListSectionId(id: string): id is ListSectionId {
  return (LIST_SECTION_IDS as readonly string[]).includes(id);
}

/** Spec section 4: removing the last item of these leaves one blank item; the others may become empty. */
export const KEEP_ONE_ITEM: ReadonlySet<ListSectionId> = new Set(['skills', 'languages', 'professional_experiences', 'education']);

export function blankItem<K extends ListSectionId>(section: K, id: string = newItemId()): ListItem<K> {
  const items: { [S in ListSectionId]: ListItem<S> } = {
    professional_experiences: { id, title: '', company: '', location: '', startDate: '', endDate: '', description: '' },
    education: { id, institution: '', degree: '', city: '', startDate: '', endDate: '', description: '' },
    skills: { id, name: '', level: null, type: 'hard', showLevel: true },
    languages: { id, name: '', level: null, showLevel: true },
    accreditations: { id, name: '', organization: '', date: '', description: '' },
    references: { id, jobTitle: '', company: '', name: '', email: '', phone: '' },
  };
  return items[section];
}

/** Rich text that shows nothing: '', '<p></p>', '<p><br></p>', whitespace. */
export function isBlankRichText(html: string | null | undefined): boolean {
  return (
    (html ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * An item the user has not written anything in. Levels, the hard/soft type and the show-level
 * switch are settings, not content: an item with only those set is still blank.
 */
export function isBlankItem(item: AnyListItem): boolean {
  for (const [key, value] of Object.entries(item)) {
    if (key === 'id' || key === 'level' || key === 'type' || key === 'showLevel') continue;
    if (typeof value !== 'string') continue;
    if (key === 'description' ? !isBlankRichText(value) : value.trim() !== '') return false;
  }
  return true;
}

/** Spec section 4: blank items are seeded only for a CV with no first name, last name or e-mail. */
export function needsBlankSeed(cv: CvDocument): boolean {
  const p = cv.personal_info;
  return ![p.firstName, p.lastName, p.email].some((v) => v.trim() !== '');
}

/**
 * Spec section 4: on entry, each empty list section of a CV without first name, last name or
 * e-mail gets one blank item. The caller applies this without marking changes.
 */
export function withBlankSeedItems(cv: CvDocument): CvDocument {
  if (!needsBlankSeed(cv)) return cv;
  let next = cv;
  for (const section of LIST_SECTION_IDS) {
    if (next[section].length === 0) next = { ...next, [section]: [blankItem(section)] };
  }
  return next;
}

/** Spec section 4: the remove button is hidden when the only item is blank. */
export function canRemoveItem(items: readonly AnyListItem[], item: AnyListItem): boolean {
  return !(items.length === 1 && items[0] === item && isBlankItem(item));
}

/** Removes an item; the last one of skills, languages, experiences and education leaves a blank item. */
export function removeListItem<K extends ListSectionId>(section: K, items: readonly ListItem<K>[], id: string): ListItem<K>[] {
  const kept = items.filter((item) => item.id !== id);
  if (kept.length === 0 && KEEP_ONE_ITEM.has(section)) return [blankItem(section)];
  return kept;
}
