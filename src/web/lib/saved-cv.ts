import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema';
import { api } from '../paths';
import { apiRequest } from './api-client';

/** What the server adds around the CV document: `GET /cvs/{id}/`, and the answers of create and update. */
export interface SavedCvMeta {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
  photoUrl: string | null;
  /** The server's version counter (what a save says it was based on). */
  version: number | null;
}

export interface LoadedCv {
  meta: SavedCvMeta;
  cv: CvDocument;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function readSavedCvMeta(answer: unknown): SavedCvMeta {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const id = typeof a.id === 'number' ? String(a.id) : str(a.id);
  if (!id) throw new Error('CV answer without id');
  const version = typeof a.version === 'number' && Number.isInteger(a.version) ? a.version : null;
  return { id, createdAt: str(a.created_at), updatedAt: str(a.updated_at), photoUrl: str(a.photo_url), version };
}

/** Reads a saved CV with the domain schema (the same rules as the server's). */
export function readLoadedCv(answer: unknown): LoadedCv {
  return { meta: readSavedCvMeta(answer), cv: cvDocumentSchema.parse(answer) };
}

/** GET /cvs/{id}/: one saved CV, read with the domain schema (the editor's load and conflict checks, the list's rename). */
export async function fetchCv(cvId: string, signal?: AbortSignal): Promise<LoadedCv> {
  return readLoadedCv(await apiRequest<unknown>(api.cvs.detail(cvId), { signal }));
}
