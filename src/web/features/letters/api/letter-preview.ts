import { useQuery } from '@tanstack/react-query';
import type { LetterDocumentInput } from '../../../../domain/letter/letter-schema';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export interface LetterPreview {
  data: string;
  pages: number;
  /** The spacing factor used: below 1 when « Ajuster sur une page » tightened the letter. */
  fit: number;
  /** False when the recipient's address grows past the envelope's window. */
  address_fits: boolean;
}

/**
 * POST /letters/preview/: the letter in the PDF's own pages. Keyed by the letter's text, so a
 * pause in typing asks once and going back to an earlier text is answered from the cache.
 */
export function useLetterPreview(
  letter: LetterDocumentInput,
  letterId: string | undefined,
  signedIn: boolean,
  signatureKey: string | null,
  showWindow: boolean,
) {
  const body = { letter_data: letter, ...(letterId ? { letter_id: letterId } : {}), ...(showWindow ? { show_window: true } : {}) };
  return useQuery({
    queryKey: ['letters', 'preview', JSON.stringify(body), signedIn, signatureKey],
    queryFn: ({ signal }) => apiRequest<LetterPreview>(api.letters.preview, { method: 'POST', body, signal, anonymous: !signedIn }),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
}
