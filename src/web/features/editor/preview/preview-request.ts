import { DEFAULT_ACCENT_COLOR } from '../../../../domain/cv/colours';
import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { withoutBlankSkillsAndLanguages } from '../../../../domain/cv/prepare-cv';

/** Spec section 7: the preview follows the last change by 300 ms, 200 ms in full screen. */
export const PREVIEW_DEBOUNCE_MS = 300;
export const FULLSCREEN_PREVIEW_DEBOUNCE_MS = 200;

export interface PreviewRequestBody {
  cv_data: Partial<CvDocument>;
  template_id: number;
  accent_color: string;
  cv_id?: string;
  /** The anonymous draft's photo, stored once (preview-photos.ts) instead of sent each time. */
  photo_key?: string;
}

/**
 * Spec sections 5 and 7: POST /cvs/template-preview/ with the CV (skills and languages without a
 * name dropped), its template, its primary colour and the saved CV's id. A photo not yet on the
 * server (an anonymous draft's photo_base64) is in personal_info here; preview-photos.ts swaps
 * it for the key of its stored copy before the request leaves.
 */
export function previewRequestBody(cv: CvDocument, cvId?: string): PreviewRequestBody {
  const { photo_url: _photoUrl, ...document } = cv;
  return {
    cv_data: withoutBlankSkillsAndLanguages(document),
    template_id: cv.template_id,
    accent_color: cv.accent_colors.primary || DEFAULT_ACCENT_COLOR,
    ...(cvId ? { cv_id: cvId } : {}),
  };
}
