import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CvListItem } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** A card of the list: the server's item, or a copy kept locally after a failed duplicate (spec section 4). */
export type CvCardItem = CvListItem & { status: 'completed'; localOnly?: boolean };

export const cvListKey = ['cvs', 'list'] as const;

/** Spec section 4: the list reloads 1 s after a rename or a duplicate. */
export const LIST_RELOAD_DELAY_MS = 1000;

/** GET /cvs/list/: the user's CVs, newest modified first. */
export function fetchCvList(signal?: AbortSignal): Promise<CvCardItem[]> {
  return apiRequest<CvListItem[]>(api.cvs.list, { signal }).then((items) => items.map((item) => ({ ...item, status: 'completed' as const })));
}

export const cvListQuery = () => queryOptions({ queryKey: cvListKey, queryFn: ({ signal }) => fetchCvList(signal), staleTime: 0 });

export function useCvList() {
  return useQuery(cvListQuery());
}

export function updateCvListCache(queryClient: QueryClient, update: (items: CvCardItem[]) => CvCardItem[]): void {
  queryClient.setQueryData<CvCardItem[]>(cvListKey, (items) => (items ? update(items) : items));
}

export function reloadCvListSoon(queryClient: QueryClient): void {
  window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: cvListKey }), LIST_RELOAD_DELAY_MS);
}
