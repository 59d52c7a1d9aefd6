import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCvMeta, type SavedCvMeta } from './saved-cv';

/** PUT /cvs/{id}/ with the full formatted CV; answers the saved CV. */
export async function updateCv(cvId: string, cv: CvDocument): Promise<SavedCvMeta> {
  return readSavedCvMeta(await apiRequest<unknown>(api.cvs.detail(cvId), { method: 'PUT', body: cv }));
}
