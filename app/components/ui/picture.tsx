import type { FocalPoint } from '#shared/content.ts';
import { type ImageRef, imageUrlUpTo, srcSet } from '#shared/media.ts';

interface PictureProps {
  /** a project image carries its focal point (D23): an `object-cover` crop keeps that point in view */
  image: ImageRef & Partial<FocalPoint>;
  /** the `sizes` attribute: how wide the image is drawn at each viewport (required: no guessing) */
  sizes: string;
  className?: string;
  /** the LCP image: loaded eagerly with high priority; everything else is lazy */
  priority?: boolean;
  alt?: string;
}

/**
 * A responsive image: AVIF, then WebP, then JPEG, each at every served width, with the intrinsic
 * size set so nothing shifts, and the image's average colour behind it while it loads. Whatever
 * crops it (`object-cover` in the caller's class) crops around its focal point.
 */
export function Picture({ image, sizes, className, priority = false, alt }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrlUpTo(image, 1024)}
        srcSet={srcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
        style={{ backgroundColor: image.color, objectPosition: objectPositionOf(image) }}
      />
    </picture>
  );
}

/** D23: `object-position` for an image's focal point; undefined (CSS's centre) when it has none. */
export function objectPositionOf(image: Partial<FocalPoint>): string | undefined {
  if (image.focalX === undefined || image.focalY === undefined) return undefined;
  return `${image.focalX}% ${image.focalY}%`;
}
