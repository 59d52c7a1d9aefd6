import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** POST /applications/create/: the file is made, stored, and tracked as an application « à envoyer ». */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationRequest) => apiRequest<Application>(api.applications.create, { method: 'POST', body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: applicationListKey }), queryClient.invalidateQueries({ queryKey: ['tracker'] })]),
  });
}
