import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterListItem } from '../../../../domain/letter/saved-letter';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export const letterListKey = ['letters', 'list'] as const;

/** GET /letters/list/: the user's letters, newest modified first. */
export function fetchLetterList(signal?: AbortSignal): Promise<LetterListItem[]> {
  return apiRequest<LetterListItem[]>(api.letters.list, { signal });
}

export const letterListQuery = () => queryOptions({ queryKey: letterListKey, queryFn: ({ signal }) => fetchLetterList(signal), staleTime: 0 });

export function useLetterList() {
  return useQuery(letterListQuery());
}
