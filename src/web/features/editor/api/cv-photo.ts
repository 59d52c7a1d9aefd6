import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /cvs/{id}/upload-photo/ as multipart, field 'image'; answers the photo's URL. */
export async function uploadCvPhoto(cvId: string, image: Blob, options: { accessToken?: string } = {}): Promise<string | null> {
  const form = new FormData();
  form.append('image', image, image instanceof File ? image.name : 'photo.jpg');
  const answer = await apiRequest<{ photo_url?: unknown }>(api.cvs.uploadPhoto(cvId), { method: 'POST', body: form, accessToken: options.accessToken });
  return typeof answer?.photo_url === 'string' ? answer.photo_url : null;
}

/** DELETE /cvs/{id}/upload-photo/. */
export async function deleteCvPhoto(cvId: string): Promise<void> {
  await apiRequest(api.cvs.uploadPhoto(cvId), { method: 'DELETE' });
}

/** GET /cvs/{id}/photo/ with the bearer token: the photo's bytes (an empty answer is no photo). */
export async function fetchCvPhoto(cvId: string, signal?: AbortSignal): Promise<Blob | undefined> {
  const blob = await apiRequest<Blob>(api.cvs.photo(cvId), { responseType: 'blob', signal });
  return blob && blob.size > 0 ? blob : undefined;
}
