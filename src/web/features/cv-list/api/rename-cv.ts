import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCv } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { fetchCv } from '../../../lib/saved-cv';
import { reloadCvListSoon, updateCvListCache } from './list-cvs';

/**
 * Renaming saves the whole CV with its new title: GET it (read with the domain schema), then
 * PUT /cvs/{id}/ based on the version read, so that a save in between is not overwritten.
 */
export async function renameCv({ id, title }: { id: string; title: string }): Promise<SavedCv> {
  const { meta, cv } = await fetchCv(id);
  return apiRequest<SavedCv>(api.cvs.detail(id), { method: 'PUT', body: { ...cv, title, ...(meta.version ? { version: meta.version } : {}) } });
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
