import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCvMeta, type SavedCvMeta } from '../../../lib/saved-cv';
import type { CvCheckpoint } from './update-cv';

/**
 * POST /cvs/create/ with the full CV (and the states kept before it, an import over a draft); 201 with its id. `accessToken` serves the registration,
 * whose tokens are not stored.
 */
export async function createCv(cv: CvDocument, options: { accessToken?: string; checkpoints?: readonly CvCheckpoint[] } = {}): Promise<SavedCvMeta> {
  const body = options.checkpoints?.length ? { ...cv, checkpoints: options.checkpoints } : cv;
  return readSavedCvMeta(await apiRequest<unknown>(api.cvs.create, { method: 'POST', body, accessToken: options.accessToken }));
}
