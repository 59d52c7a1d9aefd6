import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Attachment, AttachmentKind, AttachmentList } from '../../../../domain/dossier/attachment';
import { apiRequest, refreshTokens } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/cv-download';
import { tokens } from '../../../lib/tokens';
import { API_BASE, api } from '../../../paths';

export const documentListKey = ['documents', 'list'] as const;

/** GET /documents/: the user's documents, oldest first, with the space used and the limits. */
export const documentListQuery = () =>
  queryOptions({ queryKey: documentListKey, queryFn: ({ signal }) => apiRequest<AttachmentList>(api.documents.list, { signal }), staleTime: 0 });

export function useDocumentList() {
  return useQuery(documentListQuery());
}

/** Page 1 of a document as a small JPEG (its id never changes content). */
export function useDocumentThumbnail(id: string) {
  return useQuery({
    queryKey: ['documents', 'thumbnail', id],
    queryFn: ({ signal }) => apiRequest<Blob>(api.documents.thumbnail(id), { signal, responseType: 'blob' }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** One page of a stored document as drawn for the recruiter (the server draws it with PDFium). */
export function useDocumentPage(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'page', id, page],
    enabled,
    queryFn: ({ signal }) => apiRequest<Blob>(api.documents.page(id, page), { signal, responseType: 'blob' }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** GET /documents/{id}/file/: the stored, cleaned copy, saved under the document's name. */
export async function downloadStoredDocument(doc: Pick<Attachment, 'id' | 'name' | 'content_type'>): Promise<void> {
  const blob = await apiRequest<Blob>(api.documents.file(doc.id), { responseType: 'blob' });
  saveBlob(blob, `${doc.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Document'}.${doc.content_type === 'application/pdf' ? 'pdf' : 'jpg'}`);
}

function sendUpload(file: File, kind: AttachmentKind | undefined, onProgress: (fraction: number) => void): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (kind) form.append('kind', kind);
    form.append('file', file);
    // XMLHttpRequest, not fetch: only it reports the upload's progress.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${api.documents.upload}`);
    const access = tokens.access();
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError('network'));
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON (a proxy's page): kept as text.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as Attachment);
      else reject(new ApiRequestError('http', xhr.status, data));
    };
    xhr.send(form);
  });
}

/** POST /documents/upload/ (field `file`), with progress; one token refresh on a 401 like every call. */
export async function uploadDocument(file: File, kind: AttachmentKind | undefined, onProgress: (fraction: number) => void): Promise<Attachment> {
  try {
    return await sendUpload(file, kind, onProgress);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401 && (await refreshTokens()) === 'refreshed') return sendUpload(file, kind, onProgress);
    throw err;
  }
}

/**
 * The list fetched again after a change. A fetch still in flight is cancelled first: on the
 * first load (no data yet) TanStack Query would otherwise join that fetch, begun before the
 * change, and show the list without the document just uploaded.
 */
export async function refreshDocumentList(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: documentListKey });
  await queryClient.invalidateQueries({ queryKey: documentListKey });
}

function useListMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshDocumentList(queryClient) });
}

export const useEditDocument = () =>
  useListMutation(({ id, ...changes }: { id: string; name?: string; kind?: AttachmentKind; document_date?: string | null }) =>
    apiRequest<Attachment>(api.documents.detail(id), { method: 'PATCH', body: changes }),
  );

export const useDeleteDocument = () => useListMutation((id: string) => apiRequest<void>(api.documents.detail(id), { method: 'DELETE' }));
