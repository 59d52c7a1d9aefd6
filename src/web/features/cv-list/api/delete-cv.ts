import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { cvListKey, updateCvListCache } from './list-cvs';

/** DELETE /cvs/{id}/delete/. */
export function deleteCv(id: string): Promise<void> {
  return apiRequest<void>(api.cvs.delete(id), { method: 'DELETE' });
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    // Spec section 4: the card goes once the server has deleted the CV.
    onSuccess: (_answer, id) => {
      updateCvListCache(queryClient, (items) => items.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: cvListKey, refetchType: 'none' });
      // The CV is now in the bin.
      void queryClient.invalidateQueries({ queryKey: ['cvs', 'bin'] });
    },
  });
}
