import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readLoadedCv, type LoadedCv } from './saved-cv';

/** GET /cvs/{id}/: one saved CV. */
export async function fetchCv(cvId: string, signal?: AbortSignal): Promise<LoadedCv> {
  return readLoadedCv(await apiRequest<unknown>(api.cvs.detail(cvId), { signal }));
}
