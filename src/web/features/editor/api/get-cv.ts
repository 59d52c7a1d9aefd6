import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readSavedCv, type SavedCv } from './saved-cv';

/** GET /cvs/{id}/: one saved CV. */
export async function fetchCv(cvId: string, signal?: AbortSignal): Promise<SavedCv> {
  return readSavedCv(await apiRequest<unknown>(api.cvs.detail(cvId), { signal }));
}
