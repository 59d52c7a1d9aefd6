import { repairCvDocument, type CvRepair } from '../../../../domain/cv/cv-repair';
import { cvDocumentSchema, type CvDocument } from '../../../../domain/cv/cv-schema';
import { local, localKeys } from '../../../lib/storage-keys';
import { isBlankItem, isBlankRichText, LIST_SECTION_IDS } from '../model/blank-items';

export interface StoredDraft {
  cv: CvDocument;
  /** The stored draft named a template (spec: a draft is resumed only with one). */
  hasTemplate: boolean;
  /** What was changed so that a draft that no longer fits the schema could be opened. */
  repairs?: CvRepair[];
}

/**
 * Where a stored CV that could not be opened, or had to be repaired, is kept as it was, so
 * that the editor can offer it back (download) instead of losing it.
 */
export const ORIGINAL_ASIDE_KEY = 'cvSuisse.storedCvAside';

/** Reads a stored draft (tempCvData); undefined when there is none or it cannot be read. */
export function parseDraft(json: string | null): StoredDraft | undefined {
  if (!json) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as { template_id?: unknown; template?: { id?: unknown } | null };
  const hasTemplate = r.template_id != null || r.template?.id != null;
  const parsed = cvDocumentSchema.safeParse(raw);
  if (parsed.success) return { cv: parsed.data, hasTemplate };
  // A draft written by an older editor, or over a limit: made to fit, and the change said.
  const repaired = repairCvDocument(raw);
  return repaired ? { cv: repaired.cv, hasTemplate, repairs: repaired.repairs } : undefined;
}

/** Keeps a stored CV's text as it was (before a repair, or when it cannot be opened). */
export function keepOriginalAside(json: string): void {
  local.set(ORIGINAL_ASIDE_KEY, json);
}

export function readOriginalAside(): string | null {
  return local.get(ORIGINAL_ASIDE_KEY);
}

/**
 * Spec section 3, "Temporary draft": the CV fields, with custom_fields, section_order,
 * section_titles and hidden_sections always present; the photo as personal_info.photo_base64.
 */
export function draftJson(cv: CvDocument): string {
  return JSON.stringify({
    ...cv,
    custom_fields: cv.custom_fields,
    section_order: cv.section_order,
    section_titles: cv.section_titles,
    hidden_sections: cv.hidden_sections,
  });
}

/**
 * The visitor's draft. One that needed repairs, or that cannot be read at all, is first kept
 * aside as it was: the editor's next write replaces tempCvData, never that copy.
 */
export function readDraft(): (StoredDraft & { keptAside?: boolean }) | undefined {
  const json = local.get(localKeys.tempCvData);
  const draft = parseDraft(json);
  if (json && (!draft || draft.repairs?.length)) keepOriginalAside(json);
  return draft;
}

/** A draft was stored but could not be opened at all (kept aside). */
export function unreadableDraftStored(): boolean {
  const json = local.get(localKeys.tempCvData);
  return json !== null && json !== '' && parseDraft(json) === undefined;
}

/** False when the browser refused (storage full or disabled). */
export function writeDraft(cv: CvDocument): boolean {
  return local.set(localKeys.tempCvData, draftJson(cv));
}

export function clearDraft(): void {
  local.remove(localKeys.tempCvData);
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** Spec section 4: a draft is resumed when it has a template and a first name or experiences. */
export function isResumableDraft(draft: StoredDraft): boolean {
  return draft.hasTemplate && (filled(draft.cv.personal_info.firstName) || draft.cv.professional_experiences.some((e) => !isBlankItem(e)));
}

/** Anything the visitor wrote: worth saving as a CV at sign-in or registration. */
export function draftHasContent(cv: CvDocument): boolean {
  const { photo_base64: photo, ...fields } = cv.personal_info;
  if (Object.values(fields).some(filled) || filled(photo)) return true;
  if (!isBlankRichText(cv.summary.content) || !isBlankRichText(cv.miscellaneous.content)) return true;
  if (LIST_SECTION_IDS.some((section) => cv[section].some((item) => !isBlankItem(item)))) return true;
  return cv.custom_fields.some((f) => !isBlankRichText(f.content));
}
