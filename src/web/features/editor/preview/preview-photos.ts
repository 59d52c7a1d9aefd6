import { ApiRequestError } from '../../../lib/api-errors';
import { fetchCvPhoto } from '../api/cv-photo';
import { storePreviewPhoto } from '../api/preview-photo';
import type { PreviewRequestBody } from './preview-request';

/**
 * The preview answer names the photo instead of carrying it (issue 20):
 * - an anonymous draft's photo is stored once (POST /cvs/preview-photos/) and each preview sends
 *   its key; the answer's <img> points at /api/cvs/preview-photos/{key}/, which the frame loads
 *   (and the browser keeps) by itself;
 * - a saved CV's photo is named by its URL and version (`/api/cvs/{id}/photo/?v=...`), which
 *   only the bearer token opens: the editor fetches it once per version and puts its own copy
 *   (an object URL, same origin as the frame) in the HTML.
 */
export interface PreviewPhotoDeps {
  storePhoto: (photoBase64: string, signal?: AbortSignal) => Promise<string>;
  fetchSavedPhoto: (cvId: string, signal?: AbortSignal) => Promise<Blob | undefined>;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
}

export const browserPhotoDeps = (): PreviewPhotoDeps => ({
  storePhoto: storePreviewPhoto,
  fetchSavedPhoto: fetchCvPhoto,
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
});

export const PREVIEW_PHOTO_MISSING_CODE = 'preview_photo_missing';

const SAVED_PHOTO_SRC = /src="\/api\/cvs\/([0-9a-f-]{36})\/photo\/\?v=([A-Za-z0-9_-]+)"/g;
/** Object URLs kept: the one on screen and the next (the hidden frame swaps in after loading). */
const KEPT_PHOTOS = 2;

export function createPreviewPhotos(deps: PreviewPhotoDeps) {
  let draftPhoto: { base64: string; key: Promise<string> } | undefined;
  const saved = new Map<string, Promise<string | undefined>>();

  const keyOf = (base64: string): Promise<string> => {
    if (draftPhoto?.base64 !== base64) {
      const key = deps.storePhoto(base64);
      draftPhoto = { base64, key };
      // A failed store is tried again on the next preview.
      key.catch(() => {
        if (draftPhoto?.key === key) draftPhoto = undefined;
      });
    }
    return draftPhoto.key;
  };

  const savedPhotoUrl = (cvId: string, version: string): Promise<string | undefined> => {
    const id = `${cvId}|${version}`;
    let url = saved.get(id);
    if (!url) {
      url = deps.fetchSavedPhoto(cvId).then(
        (blob) => (blob ? deps.createObjectUrl(blob) : undefined),
        () => undefined,
      );
      saved.set(id, url);
      while (saved.size > KEPT_PHOTOS) {
        const [oldest, old] = saved.entries().next().value!;
        saved.delete(oldest);
        void old.then((u) => u && deps.revokeObjectUrl(u));
      }
    }
    return url;
  };

  return {
    /** The request with the draft's photo replaced by the key of its stored copy. */
    requestBody(body: PreviewRequestBody): PreviewRequestBody | Promise<PreviewRequestBody> {
      const info = body.cv_data.personal_info;
      const base64 = info?.photo_base64;
      // No photo: the request leaves at once (no extra turn of the event loop).
      if (!info || !base64) return body;
      return keyOf(base64).then((photo_key) => ({ ...body, cv_data: { ...body.cv_data, personal_info: { ...info, photo_base64: '' } }, photo_key }));
    },
    /** The answer with the saved photo's URL replaced by the editor's own copy. */
    async resolveHtml(html: string): Promise<string> {
      const found = [...html.matchAll(SAVED_PHOTO_SRC)];
      if (found.length === 0) return html;
      let resolved = html;
      for (const [src, cvId, version] of found) {
        const url = await savedPhotoUrl(cvId!, version!);
        if (url) resolved = resolved.replaceAll(src, `src="${url}"`);
      }
      return resolved;
    },
    /** The server no longer has the draft's photo (a day later): the next request stores it again. */
    isMissingPhoto(error: unknown): boolean {
      const missing =
        error instanceof ApiRequestError && error.status === 409 && (error.data as { code?: unknown } | undefined)?.code === PREVIEW_PHOTO_MISSING_CODE;
      if (missing) draftPhoto = undefined;
      return missing;
    },
  };
}

export type PreviewPhotos = ReturnType<typeof createPreviewPhotos>;

let shared: PreviewPhotos | undefined;

/** The saved photo in a preview answer shown outside the live preview (the history dialog). */
export function resolveSavedPhotos(html: string, deps: () => PreviewPhotoDeps): Promise<string> {
  shared ??= createPreviewPhotos(deps());
  return shared.resolveHtml(html);
}
