import type { CvDocument } from '../cv/cv-schema.js';

/** Our own export: a versioned envelope around the CV document, re-importable as it is. */
export const CV_EXPORT_FORMAT = 'cv-suisse';
export const CV_EXPORT_VERSION = 1;

export interface CvExportEnvelope {
  format: typeof CV_EXPORT_FORMAT;
  version: typeof CV_EXPORT_VERSION;
  exported_at: string;
  cv: CvDocument;
}

/** The CV (its photo as a data URL in personal_info.photo_base64, when it has one) in the envelope. */
export function cvExportEnvelope(cv: CvDocument, exportedAt: Date, photoDataUrl?: string): CvExportEnvelope {
  return {
    format: CV_EXPORT_FORMAT,
    version: CV_EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    cv: photoDataUrl ? { ...cv, personal_info: { ...cv.personal_info, photo_base64: photoDataUrl } } : cv,
  };
}
