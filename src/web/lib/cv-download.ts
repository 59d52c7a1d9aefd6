import { api } from '../paths';
import { apiRequest } from './api-client';

/** The PDF's file name from the server's Content-Disposition rule, kept on the client too. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a saved CV as PDF (GET /cvs/{id}/download/) and hands it to the browser. Throws the
 * API error as is: callers turn a 403 `subscription_required` into the redirect to /tarifs.
 */
export async function downloadCvPdf(cvId: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>(api.cvs.download(cvId), { responseType: 'blob' });
  if (!blob || blob.size === 0) throw new Error('empty PDF');
  saveBlob(blob, fileName);
}
