import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '../../../../domain/tracker/csv-import';
import type { ProofLanguage } from '../../../../domain/tracker/zurich-time';
import { apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/cv-download';
import { api } from '../../../paths';

export interface ProofRequest {
  month: string;
  language: ProofLanguage;
  name: string;
  address: string;
  person_number: string;
  format: 'pdf' | 'csv';
}

const proofStem: Record<ProofLanguage, string> = { fr: 'Preuves_recherches_emploi', de: 'Nachweis_Arbeitsbemuehungen', it: 'Prova_sforzi_personali' };

/** POST /tracker/proof/: the month's proof as PDF or CSV, saved by the browser. */
export async function downloadProof(request: ProofRequest): Promise<void> {
  const blob = await apiRequest<Blob>(api.tracker.proof, { method: 'POST', body: request, responseType: 'blob' });
  if (!blob || blob.size === 0) throw new Error('empty file');
  saveBlob(blob, `${proofStem[request.language]}_${request.month}.${request.format}`);
}

/** GET /tracker/export/: the whole tracker as CSV. */
export async function downloadTrackerCsv(today: string): Promise<void> {
  const blob = await apiRequest<Blob>(api.tracker.export, { responseType: 'blob' });
  saveBlob(blob, `candidatures_${today}.csv`);
}

/** POST /tracker/import/: `dry_run` reads and reports; without it the readable rows are imported. */
export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; dry_run: boolean }) => apiRequest<ImportSummary>(api.tracker.import, { method: 'POST', body }),
    onSuccess: (summary) => {
      if (!summary.dry_run) void queryClient.invalidateQueries({ queryKey: ['tracker'] });
    },
  });
}
