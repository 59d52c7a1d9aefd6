import type { CvDocument } from '../../../../domain/cv/cv-schema';
import type { CheckpointCause } from '../../../../domain/cv/version-cause';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCvMeta, type SavedCvMeta } from '../../../lib/saved-cv';

/** A state kept as its own history entry just before a destructive change (issue 31). */
export interface CvCheckpoint {
  document: CvDocument;
  cause: CheckpointCause;
  subject?: string;
}

/**
 * PUT /cvs/{id}/ with the full formatted CV and the version it was based on (a newer version on
 * the server answers 409); `newHistoryEntry` keeps the version it replaces in the history as its
 * own entry (an overwrite after a conflict); `checkpoints` are states kept as entries of their
 * own before this one (the server numbers them). Answers the saved CV.
 */
export async function updateCv(
  cvId: string,
  cv: CvDocument,
  options: { version?: number | null; newHistoryEntry?: boolean; checkpoints?: readonly CvCheckpoint[] } = {},
): Promise<SavedCvMeta> {
  const body = {
    ...cv,
    ...(options.version ? { version: options.version } : {}),
    ...(options.newHistoryEntry ? { new_history_entry: true } : {}),
    ...(options.checkpoints?.length ? { checkpoints: options.checkpoints } : {}),
  };
  return readSavedCvMeta(await apiRequest<unknown>(api.cvs.detail(cvId), { method: 'PUT', body }));
}
