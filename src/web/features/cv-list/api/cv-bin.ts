import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvBinItem, SavedCv } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { cvListKey } from './list-cvs';

export const cvBinKey = ['cvs', 'bin'] as const;

/** GET /cvs/bin/: deleted CVs, restorable for 30 days. */
export function useCvBin() {
  return useQuery({ queryKey: cvBinKey, queryFn: () => apiRequest<CvBinItem[]>(api.cvs.bin) });
}

/** POST /cvs/{id}/restore/: the CV comes back to the list. */
export function useRestoreCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SavedCv>(api.cvs.restore(id), { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cvBinKey });
      void queryClient.invalidateQueries({ queryKey: cvListKey });
    },
  });
}

/** DELETE /cvs/bin/{id}/ (« Supprimer définitivement »): the CV, its photo and its history are erased now. */
export function useEraseCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(api.cvs.erase(id), { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cvBinKey }),
  });
}
