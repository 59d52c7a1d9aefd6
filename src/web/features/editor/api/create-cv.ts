import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCvMeta, type SavedCvMeta } from '../../../lib/saved-cv';

/**
 * POST /cvs/create/ with the full CV; 201 with its id. `accessToken` serves the registration,
 * whose tokens are not stored.
 */
export async function createCv(cv: CvDocument, options: { accessToken?: string } = {}): Promise<SavedCvMeta> {
  return readSavedCvMeta(await apiRequest<unknown>(api.cvs.create, { method: 'POST', body: cv, accessToken: options.accessToken }));
}
