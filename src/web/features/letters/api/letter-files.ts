import { useQuery } from '@tanstack/react-query';
import type { LetterListItem } from '../../../../domain/letter/saved-letter';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/cv-download';
import { api } from '../../../paths';

/**
 * GET /letters/{id}/download/, saved as « Lettre_Prénom_Nom_Entreprise.pdf »; throws the API
 * error as is (403 `subscription_required` -> /tarifs).
 */
export async function downloadLetterPdf(letter: Pick<LetterListItem, 'id' | 'file_name'>): Promise<void> {
  const blob = await apiRequest<Blob>(api.letters.download(letter.id), { responseType: 'blob' });
  if (!blob || blob.size === 0) throw new Error('empty PDF');
  saveBlob(blob, letter.file_name);
}

/** Page 1 of a saved letter as an image, keyed by its last change. */
export function useLetterPreviewImage(letter: LetterListItem, enabled: boolean) {
  return useQuery({
    queryKey: ['letters', 'preview-image', letter.id, letter.updated_at],
    queryFn: ({ signal }) => apiRequest<Blob>(api.letters.previewImage(letter.id), { signal, responseType: 'blob', query: { t: letter.updated_at } }),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}

/** POST /letters/{id}/upload-signature/ (field `image`). */
export function uploadSignature(letterId: string, file: File): Promise<{ signature_url: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ signature_url: string }>(api.letters.uploadSignature(letterId), { method: 'POST', body: form });
}

/** DELETE /letters/{id}/upload-signature/. */
export function deleteSignature(letterId: string): Promise<void> {
  return apiRequest<void>(api.letters.uploadSignature(letterId), { method: 'DELETE' });
}
