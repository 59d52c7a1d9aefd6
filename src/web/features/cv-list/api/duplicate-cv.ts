import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCv } from '../../../../domain/cv/saved-cv';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { reloadCvListSoon } from './list-cvs';

/** POST /cvs/{id}/duplicate/: the new CV, titled '{title} - Copie'. */
export function duplicateCv(id: string): Promise<SavedCv> {
  return apiRequest<SavedCv>(api.cvs.duplicate(id), { method: 'POST' });
}

export function useDuplicateCv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateCv, onSuccess: () => reloadCvListSoon(queryClient) });
}
