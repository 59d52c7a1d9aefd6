import { pdfFileBaseName } from '../../../domain/cv/pdf-file-name';
import { apiRequest } from '../../lib/api-client';
import { saveBlob } from '../../lib/cv-download';

export type ExportFormat = 'docx' | 'txt' | 'json' | 'jsonresume';

const EXTENSIONS: Record<ExportFormat, string> = { docx: '.docx', txt: '.txt', json: '.json', jsonresume: '.resume.json' };

/** The export's file name, as the server names it: the PDF's base name and the format's extension. */
export const exportFileName = (title: string, format: ExportFormat) => `${pdfFileBaseName(title)}${EXTENSIONS[format]}`;

/**
 * Downloads a saved CV in another format (GET /cvs/{id}/export/{format}/). Throws the API error
 * as is: callers turn a 403 `subscription_required` into the redirect to /tarifs, like the PDF.
 */
export async function downloadCvExport(cvId: string, title: string, format: ExportFormat): Promise<void> {
  const blob = await apiRequest<Blob>(`/cvs/${cvId}/export/${format}/`, { responseType: 'blob' });
  if (!blob || blob.size === 0) throw new Error('empty export');
  saveBlob(blob, exportFileName(title, format));
}
