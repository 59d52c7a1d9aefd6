import { useState } from 'react';
import { templateById } from '../../../domain/cv/template-catalogue';
import { cx } from '../../ui/cx';
import { useCvPreviewImage } from './api/cv-preview-image';
import type { CvCardItem } from './api/list-cvs';
import { useInView } from '../../lib/use-in-view';
import { useObjectUrl } from '../../lib/use-object-url';

/** Spec section 3: 'CV Modèle 1' when even the template's own image is missing. */
const LAST_RESORT_IMAGE = templateById(1).image;

/**
 * Page 1 of the saved CV, loaded once the card nears the viewport; while it loads, a skeleton;
 * when it cannot be had, the template's gallery image.
 */
export function CvThumbnail({ cv, className }: { cv: CvCardItem; className?: string }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const preview = useCvPreviewImage(cv, inView && !cv.localOnly);
  const previewUrl = useObjectUrl(preview.data);
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<string>>(new Set());

  const candidates = [previewUrl, preview.isError || cv.localOnly ? templateById(cv.template_id).image : undefined, LAST_RESORT_IMAGE];
  const waiting = !previewUrl && !preview.isError && !cv.localOnly;
  const src = waiting ? undefined : candidates.find((url): url is string => Boolean(url) && !brokenImages.has(url!));

  return (
    <div ref={ref} className={cx('relative aspect-[210/297] overflow-hidden bg-ink-100', className)}>
      {src ? (
        <img
          key={src}
          src={src}
          alt={`Aperçu du CV «\u00a0${cv.title}\u00a0»`}
          decoding="async"
          className="absolute inset-0 size-full object-cover object-top"
          onError={() => setBrokenImages((set) => new Set(set).add(src))}
        />
      ) : (
        <div className="absolute inset-0 animate-pulse bg-gradient-to-b from-ink-100 to-ink-50" aria-hidden="true" />
      )}
    </div>
  );
}
