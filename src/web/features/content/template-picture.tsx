import { templatePreviewImage, type TemplateShowcase } from '../../../domain/templates-catalogue-copy';
import { cx } from '../../ui/cx';

/** Shown where a `media`-restricted picture does not apply: nothing is downloaded. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A template's rendered preview: WebP with a PNG fallback, A4 ratio reserved before it loads
 * (no layout shift), lazy unless it is the first image seen. With `media`, the image is only
 * downloaded where that media query matches (the same HTML for every screen, prerendered).
 * `sizes` is the picture's displayed width: the browser takes the 400 px WebP where it is
 * enough (a phone, a 1x screen) and the 800 px one elsewhere.
 */
export function TemplatePicture({
  id,
  alt,
  eager = false,
  highPriority = false,
  media,
  sizes,
  className,
}: {
  id: TemplateShowcase['id'];
  alt: string;
  eager?: boolean;
  highPriority?: boolean;
  media?: string;
  sizes: string;
  className?: string;
}) {
  const image = templatePreviewImage(id);
  return (
    <picture>
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} media={media} />
      {media && <source type="image/png" srcSet={image.png} media={media} />}
      <img
        src={media ? EMPTY_IMAGE : image.png}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={highPriority ? 'high' : 'auto'}
        className={cx('block aspect-[210/297] h-auto w-full bg-white object-cover object-top', className)}
      />
    </picture>
  );
}
