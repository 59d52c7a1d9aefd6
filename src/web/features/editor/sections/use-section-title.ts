import { sectionTitle } from '../model/section-layout';
import { useCvSelector } from '../state/editor-store';

/** A section's title as the CV prints it (the user's own, else the default in the CV's language). */
export function useSectionTitle(id: string): string {
  const titles = useCvSelector((cv) => cv.section_titles);
  const customFields = useCvSelector((cv) => cv.custom_fields);
  const language = useCvSelector((cv) => cv.cv_language);
  return sectionTitle({ section_titles: titles, custom_fields: customFields, cv_language: language }, id);
}
