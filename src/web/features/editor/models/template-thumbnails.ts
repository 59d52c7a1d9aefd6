import { useEffect, useState } from 'react';
import type { CvDocument } from '../../../../domain/cv/cv-schema';
import { cvTemplates } from '../../../../domain/cv/template-catalogue';
import { fetchTemplatePreview } from '../api/template-preview';
import { setTemplate } from '../model/cv-updates';
import { browserPhotoDeps, createPreviewPhotos } from '../preview/preview-photos';
import { previewRequestBody } from '../preview/preview-request';

/** The CV's content changes are followed this long after the last one (the models view rarely sees any). */
const THUMBNAILS_DEBOUNCE_MS = 500;

const NONE: ReadonlyMap<number, string> = new Map();

/** What the thumbnails depend on: the content, not the template or colours that each one sets itself. */
const contentKey = (cv: CvDocument) => JSON.stringify({ ...cv, template_id: 0, accent_colors: null });

/**
 * Each of the six templates rendered with the user's own CV (issue 31, like Reactive Resume's
 * gallery): the preview call once per template, one after the other (the renderer is shared),
 * in the colours switching to it would give. A template whose render is missing or failed keeps
 * its gallery image (spec section 3).
 */
export function useTemplateThumbnails(cv: CvDocument, cvId: string | undefined, enabled: boolean): ReadonlyMap<number, string> {
  // Renders of an earlier content stay until the new ones arrive: closer to the CV than the gallery's.
  const [thumbnails, setThumbnails] = useState<ReadonlyMap<number, string>>(new Map());
  const key = enabled ? `${cvId ?? ''}|${contentKey(cv)}` : '';
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const photos = createPreviewPhotos(browserPhotoDeps());
    const renderAll = async () => {
      for (const template of cvTemplates) {
        if (controller.signal.aborted) return;
        try {
          const body = await photos.requestBody(previewRequestBody(setTemplate(cv, template.id), cvId));
          const html = await photos.resolveHtml(await fetchTemplatePreview(body, controller.signal));
          if (controller.signal.aborted) return;
          setThumbnails((t) => new Map(t).set(template.id, html));
        } catch {
          // This template keeps its gallery image.
        }
      }
    };
    const timer = window.setTimeout(() => void renderAll(), THUMBNAILS_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // `key` says when the content changed; `cv` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return enabled ? thumbnails : NONE;
}
