import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, DossierEstimate, DossierOptions } from '../../../../domain/dossier/application';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/cv-download';
import { api } from '../../../paths';

export const applicationListKey = ['applications', 'list'] as const;

export interface ApplicationRequest {
  company: string;
  position: string;
  cv_id: string;
  letter_id: string | null;
  attachment_ids: string[];
  options: DossierOptions;
}

/** GET /applications/: newest first. */
export const applicationListQuery = () =>
  queryOptions({ queryKey: applicationListKey, queryFn: ({ signal }) => apiRequest<Application[]>(api.applications.list, { signal }), staleTime: 0 });

export function useApplicationList() {
  return useQuery(applicationListQuery());
}

/** POST /applications/estimate/: pages and size of the file as it would be made. */
export function estimateApplication(body: ApplicationRequest): Promise<DossierEstimate> {
  return apiRequest<DossierEstimate>(api.applications.estimate, { method: 'POST', body });
}

/** GET /applications/{id}/download/; throws the API error as is (403 `subscription_required` -> /tarifs). */
export async function downloadApplicationPdf(application: Pick<Application, 'id' | 'file_name'>): Promise<void> {
  const blob = await apiRequest<Blob>(api.applications.download(application.id), { responseType: 'blob' });
  if (!blob || blob.size === 0) throw new Error('empty PDF');
  saveBlob(blob, application.file_name);
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationRequest) => apiRequest<Application>(api.applications.create, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationListKey }),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(api.applications.detail(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationListKey }),
  });
}
