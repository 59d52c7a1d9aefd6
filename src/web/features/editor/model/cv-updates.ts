import { accentColorsFor, defaultAccentColors } from '../../../../domain/cv/colours';
import type { CvLanguage } from '../../../../domain/cv/cv-language';
import type { CvLayout } from '../../../../domain/cv/cv-layout';
import { CV_LIMITS, DEFAULT_CUSTOM_SECTION_TITLE, type CvDocument, type PersonalInfo } from '../../../../domain/cv/cv-schema';
import { resolveTemplateId } from '../../../../domain/cv/template-catalogue';
import { blankItem, removeListItem, type ListItem, type ListSectionId } from './blank-items';
import { newCustomSectionId } from './item-ids';
import { editorSectionOrder } from './section-layout';

/* Pure, immutable updates of the CV document: every change the editor makes goes through one. */

export function setTitle(cv: CvDocument, title: string): CvDocument {
  return title === cv.title ? cv : { ...cv, title };
}

export function setPersonalField<F extends keyof PersonalInfo>(cv: CvDocument, field: F, value: PersonalInfo[F]): CvDocument {
  if (cv.personal_info[field] === value) return cv;
  return { ...cv, personal_info: { ...cv.personal_info, [field]: value } };
}

export function setRichBlockContent(cv: CvDocument, block: 'summary' | 'miscellaneous', content: string): CvDocument {
  if (cv[block].content === content) return cv;
  return { ...cv, [block]: { ...cv[block], content } };
}

export function updateListItem<K extends ListSectionId>(cv: CvDocument, section: K, id: string, patch: Partial<ListItem<K>>): CvDocument {
  const items = cv[section] as ListItem<K>[];
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const merged = { ...item, ...patch };
    changed = Object.keys(patch).some((k) => (item as Record<string, unknown>)[k] !== (merged as Record<string, unknown>)[k]);
    return changed ? merged : item;
  });
  return changed ? { ...cv, [section]: next } : cv;
}

export function addListItem<K extends ListSectionId>(cv: CvDocument, section: K): { cv: CvDocument; id: string } {
  const item = blankItem(section);
  return { cv: { ...cv, [section]: [...(cv[section] as ListItem<K>[]), item] }, id: item.id };
}

export function removeItem<K extends ListSectionId>(cv: CvDocument, section: K, id: string): CvDocument {
  return { ...cv, [section]: removeListItem(section, cv[section] as ListItem<K>[], id) };
}

export function moveListItem<K extends ListSectionId>(cv: CvDocument, section: K, activeId: string, overId: string): CvDocument {
  const items = [...(cv[section] as ListItem<K>[])];
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  if (from === -1 || to === -1 || from === to) return cv;
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved as ListItem<K>);
  return { ...cv, [section]: items };
}

export function setSectionOrder(cv: CvDocument, order: readonly string[]): CvDocument {
  return { ...cv, section_order: [...order] };
}

export function isSectionHidden(cv: Pick<CvDocument, 'hidden_sections'>, id: string): boolean {
  return cv.hidden_sections.includes(id);
}

/** Spec section 4: optional sections and the job title ('job_title') are hidden through hidden_sections. */
export function setSectionHidden(cv: CvDocument, id: string, hidden: boolean): CvDocument {
  if (isSectionHidden(cv, id) === hidden) return cv;
  return { ...cv, hidden_sections: hidden ? [...cv.hidden_sections, id] : cv.hidden_sections.filter((s) => s !== id) };
}

/** Stores a section's title; a custom section's own title follows. */
export function setSectionTitle(cv: CvDocument, id: string, title: string): CvDocument {
  const custom = cv.custom_fields.some((f) => f.id === id);
  return {
    ...cv,
    section_titles: { ...cv.section_titles, [id]: title },
    custom_fields: custom ? cv.custom_fields.map((f) => (f.id === id ? { ...f, title } : f)) : cv.custom_fields,
  };
}

/**
 * Spec section 4: a new custom section goes just after the summary. At the domain's cap
 * (CV_LIMITS.customSections) nothing is added and the id is empty: the server would refuse the CV.
 */
export function addCustomSection(cv: CvDocument): { cv: CvDocument; id: string } {
  if (cv.custom_fields.length >= CV_LIMITS.customSections) return { cv, id: '' };
  const id = newCustomSectionId();
  const order = editorSectionOrder(cv);
  const at = order.indexOf('summary') + 1;
  const nextOrder = [...order.slice(0, at), id, ...order.slice(at)];
  return {
    id,
    cv: {
      ...cv,
      custom_fields: [...cv.custom_fields, { id, title: DEFAULT_CUSTOM_SECTION_TITLE, content: '' }],
      section_order: nextOrder,
      section_titles: { ...cv.section_titles, [id]: DEFAULT_CUSTOM_SECTION_TITLE },
    },
  };
}

/** Spec section 4: removing a custom section also removes it from the order, the titles and the fields. */
export function removeCustomSection(cv: CvDocument, id: string): CvDocument {
  const { [id]: _removed, ...titles } = cv.section_titles;
  return {
    ...cv,
    custom_fields: cv.custom_fields.filter((f) => f.id !== id),
    section_order: cv.section_order.filter((s) => s !== id),
    section_titles: titles,
    hidden_sections: cv.hidden_sections.filter((s) => s !== id),
  };
}

/** An import's « À vérifier » kept on purpose: from now on a section of the CV like any other. */
export function keepReviewSection(cv: CvDocument, id: string): CvDocument {
  if (!cv.custom_fields.some((f) => f.id === id && f.review)) return cv;
  return { ...cv, custom_fields: cv.custom_fields.map((f) => (f.id === id ? { id: f.id, title: f.title, content: f.content } : f)) };
}

export function setCustomSectionContent(cv: CvDocument, id: string, content: string): CvDocument {
  const field = cv.custom_fields.find((f) => f.id === id);
  if (!field || field.content === content) return cv;
  return { ...cv, custom_fields: cv.custom_fields.map((f) => (f.id === id ? { ...f, content } : f)) };
}

/** Spec section 4: changing template resets the accent colours to the template's defaults. */
export function setTemplate(cv: CvDocument, templateId: unknown): CvDocument {
  const template_id = resolveTemplateId(templateId);
  if (template_id === cv.template_id) return cv;
  return { ...cv, template_id, accent_colors: defaultAccentColors(template_id) };
}

/** Spec section 4: changing colour sets the primary and derives the secondary. */
export function setAccentColor(cv: CvDocument, primary: string): CvDocument {
  const accent_colors = accentColorsFor(cv.template_id, primary);
  if (accent_colors.primary === cv.accent_colors.primary && accent_colors.secondary === cv.accent_colors.secondary) return cv;
  return { ...cv, accent_colors };
}

/** Spacing density or text size: saved with the CV like its colours. */
export function setLayout(cv: CvDocument, change: Partial<CvLayout>): CvDocument {
  const layout = { ...cv.layout, ...change };
  return layout.density === cv.layout.density && layout.font_size === cv.layout.font_size ? cv : { ...cv, layout };
}

export function setCvLanguage(cv: CvDocument, language: CvLanguage): CvDocument {
  return language === cv.cv_language ? cv : { ...cv, cv_language: language };
}

/** Spec section 4: on load, a custom field's title is replaced by its section_titles entry when present. */
export function withCustomTitlesFromSectionTitles(cv: CvDocument): CvDocument {
  if (!cv.custom_fields.some((f) => cv.section_titles[f.id]?.trim())) return cv;
  return {
    ...cv,
    custom_fields: cv.custom_fields.map((f) => {
      const title = cv.section_titles[f.id]?.trim();
      return title ? { ...f, title } : f;
    }),
  };
}
