import type { CvDocument } from './cv-schema.js';

/**
 * The shapes of the CV calls (spec section 7), shared by the server that answers them and the
 * web app that reads them.
 */

/** One item of GET /api/cvs/list/ (newest modified first); no document, so that long lists stay light. */
export interface CvListItem {
  id: string;
  title: string;
  template_id: number;
  template: { id: number; name: string };
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  has_photo: boolean;
}

/**
 * A saved CV as GET /api/cvs/{id}/, POST /api/cvs/create/, PUT /api/cvs/{id}/ and
 * POST /api/cvs/{id}/duplicate/ answer it: every field of the document plus the server's own.
 * `personal_info.photo_base64` is always '' (the photo is at `photo_url`, fetched with the
 * bearer token); `version` counts the saves (1 on creation).
 */
export type SavedCv = Omit<CvDocument, 'photo_url' | 'template_id'> &
  Omit<CvListItem, 'has_photo'> & {
    photo_url: string | null;
    version: number;
  };

/** One entry of GET /api/cvs/{id}/versions/ (newest first; the first is the current version). */
export interface CvVersionItem {
  version: number;
  title: string;
  template_id: number;
  /** ISO 8601: when this version was saved last. */
  saved_at: string;
  /** Why the entry exists (version-cause.ts); null for an ordinary stretch of work. */
  cause: string | null;
  /** What the cause names (« Firme SA »; for a restore, the restored version's saved_at). */
  subject: string | null;
}

/** GET /api/cvs/{id}/versions/{version}/: the document as saved then (no photo: photos are not versioned). */
export interface CvVersionDetail {
  version: number;
  saved_at: string;
  cause: string | null;
  subject: string | null;
  document: Omit<CvDocument, 'photo_url'>;
}

/** One CV of GET /api/cvs/bin/: deleted, restorable until `purge_at`. */
export interface CvBinItem {
  id: string;
  title: string;
  template_id: number;
  deleted_at: string;
  purge_at: string;
}
