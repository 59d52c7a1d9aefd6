import type { CvListItem, SavedCv } from '../../domain/cv/saved-cv.js';
import { templateById } from '../../domain/cv/template-catalogue.js';
import type { CvRow } from '../db/schema/cvs.js';

/** Where the owner fetches a CV's photo (bearer token; never a public URL). */
export const cvPhotoUrl = (cvId: string) => `/api/cvs/${cvId}/photo/`;

const templateOf = (templateId: number) => {
  const template = templateById(templateId);
  return { id: template.id, name: template.name };
};

export function toCvListItem(row: Pick<CvRow, 'id' | 'title' | 'templateId' | 'createdAt' | 'updatedAt'> & { hasPhoto: boolean }): CvListItem {
  return {
    id: row.id,
    title: row.title,
    template_id: row.templateId,
    template: templateOf(row.templateId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    has_photo: row.hasPhoto,
  };
}

/** A saved CV as GET /cvs/{id}/ answers it: the document's fields plus the server's own. */
export function toSavedCv(row: CvRow & { hasPhoto: boolean }): SavedCv {
  const { photo_url: _stored, ...document } = row.document;
  return {
    id: row.id,
    ...document,
    title: row.title,
    template_id: row.templateId,
    template: templateOf(row.templateId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    photo_url: row.hasPhoto ? cvPhotoUrl(row.id) : null,
    version: row.version,
  };
}
