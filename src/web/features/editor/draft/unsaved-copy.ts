import { repairCvDocument, type CvRepair } from '../../../../domain/cv/cv-repair';
import { cvDocumentSchema, type CvDocument } from '../../../../domain/cv/cv-schema';
import { local } from '../../../lib/storage-keys';
import { keepOriginalAside } from './draft-storage';

/**
 * A signed-in user's safety copy: the CV with its unsaved changes, kept in local storage under
 * the CV's id until a save covers them, so that a crash, a closed tab or a lost connection does
 * not lose a keystroke. `baseUpdatedAt` is the server version the changes were made on.
 */
export interface UnsavedCopy {
  cv: CvDocument;
  baseUpdatedAt: string | null;
  /** The server version counter the changes were made on (a photo upload moves updated_at, not this). */
  baseVersion?: number | null;
  changedAt: number;
  /** The copy no longer fitted the schema: what was changed to open it. */
  repairs?: CvRepair[];
}

const PREFIX = 'cvSuisse.unsavedCv.';
export const NEW_CV_KEY = 'new';

export function unsavedCopyKey(cvId: string | undefined): string {
  return PREFIX + (cvId ?? NEW_CV_KEY);
}

export function writeUnsavedCopy(cvId: string | undefined, copy: UnsavedCopy): boolean {
  return local.set(unsavedCopyKey(cvId), JSON.stringify(copy));
}

export function clearUnsavedCopy(cvId: string | undefined): void {
  local.remove(unsavedCopyKey(cvId));
}

export function parseUnsavedCopy(json: string | null): UnsavedCopy | undefined {
  if (!json) return undefined;
  try {
    const raw = JSON.parse(json) as Partial<UnsavedCopy>;
    if (typeof raw.changedAt !== 'number') return undefined;
    const baseUpdatedAt = typeof raw.baseUpdatedAt === 'string' ? raw.baseUpdatedAt : null;
    const base = { baseUpdatedAt, changedAt: raw.changedAt, ...(typeof raw.baseVersion === 'number' ? { baseVersion: raw.baseVersion } : {}) };
    const cv = cvDocumentSchema.safeParse(raw.cv);
    if (cv.success) return { cv: cv.data, ...base };
    const repaired = repairCvDocument(raw.cv);
    return repaired ? { cv: repaired.cv, ...base, repairs: repaired.repairs } : undefined;
  } catch {
    return undefined;
  }
}

/** The copy; one that needed repairs or cannot be read is kept aside as it was first. */
export function readUnsavedCopy(cvId: string | undefined): UnsavedCopy | undefined {
  const json = local.get(unsavedCopyKey(cvId));
  const copy = parseUnsavedCopy(json);
  if (json && (!copy || copy.repairs?.length)) keepOriginalAside(json);
  return copy;
}

/**
 * The copy is restored only over the very version it was made on: if the CV was saved since
 * (from another tab or device), the server's version wins and the copy is dropped.
 */
export function restorableCopy(
  copy: UnsavedCopy | undefined,
  serverUpdatedAt: string | null | undefined,
  serverVersion?: number | null,
): CvDocument | undefined {
  if (!copy) return undefined;
  // The version counter when both sides know it: updated_at also moves with a photo upload.
  if (typeof copy.baseVersion === 'number' && typeof serverVersion === 'number') return copy.baseVersion === serverVersion ? copy.cv : undefined;
  return copy.baseUpdatedAt === (serverUpdatedAt ?? null) ? copy.cv : undefined;
}
