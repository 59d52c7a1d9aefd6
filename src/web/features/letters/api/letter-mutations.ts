import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterDocumentInput } from '../../../../domain/letter/letter-schema';
import type { SavedLetter } from '../../../../domain/letter/saved-letter';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { letterListKey } from './list-letters';

/** POST /letters/create/: blank, a draft, or `{cv_id}` for the letter matching a CV. */
export function createLetter(body: LetterDocumentInput & { cv_id?: string }): Promise<SavedLetter> {
  return apiRequest<SavedLetter>(api.letters.create, { method: 'POST', body });
}

/** GET /letters/{id}/. */
export function fetchLetter(id: string, signal?: AbortSignal): Promise<SavedLetter> {
  return apiRequest<SavedLetter>(api.letters.detail(id), { signal });
}

/** PUT /letters/{id}/ based on `version` (409 when another tab saved since). */
export function updateLetter(id: string, body: LetterDocumentInput, version: number): Promise<SavedLetter> {
  return apiRequest<SavedLetter>(api.letters.detail(id), { method: 'PUT', body: { ...body, version } });
}

function useListMutation<A>(call: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: letterListKey }) });
}

export const useRenameLetter = () =>
  useListMutation(({ id, title }: { id: string; title: string }) => apiRequest<SavedLetter>(api.letters.rename(id), { method: 'PATCH', body: { title } }));

export const useDuplicateLetter = () => useListMutation((id: string) => apiRequest<SavedLetter>(api.letters.duplicate(id), { method: 'POST' }));

export const useDeleteLetter = () => useListMutation((id: string) => apiRequest<void>(api.letters.delete(id), { method: 'DELETE' }));
