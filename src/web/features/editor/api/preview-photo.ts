import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/**
 * POST /cvs/preview-photos/ (anyone): stores an anonymous draft's photo for a day and answers
 * its key, which previews then name instead of carrying the photo.
 */
export async function storePreviewPhoto(photoBase64: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<{ key?: unknown }>(api.cvs.previewPhotos, { method: 'POST', body: { photo_base64: photoBase64 }, signal });
  if (typeof answer?.key !== 'string') throw new Error('preview photo answer without key');
  return answer.key;
}
