import type { CvVersionDetail, CvVersionItem } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { readLoadedCv, type LoadedCv } from '../../../lib/saved-cv';

/** GET /cvs/{id}/versions/: newest first; the first is the current version. */
export const fetchCvVersions = (cvId: string) => apiRequest<CvVersionItem[]>(api.cvs.versions(cvId));

/** GET /cvs/{id}/versions/{version}/: the document as it was saved then. */
export const fetchCvVersion = (cvId: string, version: number) => apiRequest<CvVersionDetail>(api.cvs.version(cvId, version));

/** POST /cvs/{id}/versions/{version}/restore/, based on the editor's current version (409 if it moved on). */
export async function restoreCvVersion(cvId: string, version: number, baseVersion: number | null | undefined): Promise<LoadedCv> {
  return readLoadedCv(await apiRequest<unknown>(api.cvs.restoreVersion(cvId, version), { method: 'POST', body: baseVersion ? { version: baseVersion } : {} }));
}
