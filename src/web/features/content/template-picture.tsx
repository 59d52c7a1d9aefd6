import { templatePreviewImage, type TemplateShowcase } from '../../../domain/templates-catalogue-copy';
import { cx } from '../../ui/cx';

/**
 * A template's rendered preview: WebP with a PNG fallback, A4 ratio reserved before it loads
 * (no layout shift), lazy unless it is the first image seen.
 */
export function TemplatePicture({
  id,
  alt,
  eager = false,
  highPriority = false,
  className,
}: {
  id: TemplateShowcase['id'];
  alt: string;
  eager?: boolean;
  highPriority?: boolean;
  className?: string;
}) {
  const image = templatePreviewImage(id);
  return (
    <picture>
      <source type="image/webp" srcSet={image.webp} />
      <img
        src={image.png}
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
