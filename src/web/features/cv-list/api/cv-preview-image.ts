import { useQuery } from '@tanstack/react-query';
import type { CvListItem } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

// A first visit renders every visible card on the server: a few at a time keeps the renderer's
// queue short and the first cards quick.
const MAX_PARALLEL = 3;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * GET /cvs/{id}/preview-image/?t=...: page 1 of the saved CV, fetched with the bearer token.
 * `t` changes with every save, so that no cache between us and the server serves an old page.
 * An empty answer is an error (spec section 7).
 */
export function fetchCvPreviewImage(cv: Pick<CvListItem, 'id' | 'updated_at'>, signal?: AbortSignal): Promise<Blob> {
  return inTurn(async () => {
    const blob = await apiRequest<Blob>(api.cvs.previewImage(cv.id), { responseType: 'blob', query: { t: Date.parse(cv.updated_at) }, signal });
    if (!blob || blob.size === 0) throw new Error('empty preview image');
    return blob;
  });
}

export function useCvPreviewImage(cv: Pick<CvListItem, 'id' | 'updated_at'>, enabled: boolean) {
  return useQuery({
    queryKey: ['cvs', 'preview-image', cv.id, cv.updated_at],
    queryFn: ({ signal }) => fetchCvPreviewImage(cv, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });
}
