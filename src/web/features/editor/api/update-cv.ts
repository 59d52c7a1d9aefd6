import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCvMeta, type SavedCvMeta } from '../../../lib/saved-cv';

/**
 * PUT /cvs/{id}/ with the full formatted CV and the version it was based on (a newer version on
 * the server answers 409); `newHistoryEntry` keeps the version it replaces in the history as its
 * own entry (an overwrite after a conflict). Answers the saved CV.
 */
export async function updateCv(cvId: string, cv: CvDocument, options: { version?: number | null; newHistoryEntry?: boolean } = {}): Promise<SavedCvMeta> {
  const body = { ...cv, ...(options.version ? { version: options.version } : {}), ...(options.newHistoryEntry ? { new_history_entry: true } : {}) };
  return readSavedCvMeta(await apiRequest<unknown>(api.cvs.detail(cvId), { method: 'PUT', body }));
}
