import type { SavedCv } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** GET /cvs/{id}/: the whole saved CV. */
export function fetchCv(id: string, signal?: AbortSignal): Promise<SavedCv> {
  return apiRequest<SavedCv>(api.cvs.detail(id), { signal });
}
