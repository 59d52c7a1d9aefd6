import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import type { PreviewRequestBody } from '../preview/preview-request';

/** POST /cvs/template-preview/: the rendered CV as one HTML document (anonymous visitors too). */
export async function fetchTemplatePreview(body: PreviewRequestBody, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<{ data?: unknown }>(api.cvs.templatePreview, { method: 'POST', body, signal });
  if (typeof answer?.data !== 'string') throw new Error('preview answer without HTML');
  return answer.data;
}
