import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCv } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { fetchCv } from './get-cv';
import { reloadCvListSoon, updateCvListCache } from './list-cvs';

/** Renaming saves the whole CV with its new title: GET it, then PUT /cvs/{id}/. */
export async function renameCv({ id, title }: { id: string; title: string }): Promise<SavedCv> {
  const cv = await fetchCv(id);
  return apiRequest<SavedCv>(api.cvs.detail(id), { method: 'PUT', body: { ...cv, title } });
}

export function useRenameCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCv,
    onSuccess: (saved) => {
      updateCvListCache(queryClient, (items) =>
        items.map((item) => (item.id === saved.id ? { ...item, title: saved.title, updated_at: saved.updated_at } : item)),
      );
      reloadCvListSoon(queryClient);
    },
  });
}
