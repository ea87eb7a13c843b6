import { clsx } from 'clsx';
import { Expand } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import type { ProjectImage } from '#shared/content.ts';
import { Picture } from '../../ui/picture.tsx';
import { Lightbox } from './lightbox.tsx';

/** The main image spans the content column: max-w-7xl less its padding (px-5, sm:px-8). */
const MAIN_SIZES = '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';
/** Six to a row from md up; a fixed 7rem strip below. */
const THUMB_SIZES = '(min-width: 1280px) 192px, (min-width: 768px) calc((100vw - 8rem) / 6), 7rem';

interface ProjectGalleryProps {
  title: string;
  images: ProjectImage[];
}

/**
 * public site §2/§4: a large main image (the page's LCP element), thumbnails that choose it, and a
 * full-size lightbox. Mount it with `key={slug}` so another project starts at its first image.
 */
export function ProjectGallery({ title, images }: ProjectGalleryProps) {
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const image = images[index];
  if (!image) return null;

  function openLightbox(event: MouseEvent<HTMLElement>) {
    opener.current = event.currentTarget;
    setLightboxOpen(true);
  }

  return (
    <section aria-label="Gallery">
      <figure className="relative aspect-[3/2] overflow-hidden rounded-lg bg-stone">
        <Picture image={image} sizes={MAIN_SIZES} priority className="size-full object-cover" />
        {/* Covers the image so a click anywhere on it opens the lightbox; the chip says so.
            The figure clips its corners, so the focus ring is drawn inside. */}
        <button
          type="button"
          onClick={openLightbox}
          aria-label="View full size"
          className="group absolute inset-0 flex cursor-zoom-in items-end justify-end rounded-lg p-3 focus-visible:outline-3 focus-visible:-outline-offset-4 sm:p-5"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-ink/70 px-3.5 py-2 text-xs font-medium text-linen backdrop-blur-sm transition-colors duration-200 group-hover:bg-ink/85 group-focus-visible:bg-ink sm:text-sm">
            <Expand className="size-4" aria-hidden="true" />
            View full size
          </span>
        </button>
      </figure>

      {images.length > 1 && (
        <ul
          aria-label="Choose an image"
          className="-mx-5 mt-2 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 py-2 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:mt-4 md:grid md:grid-cols-6 md:gap-4 md:overflow-visible md:px-0"
        >
          {images.map((thumb, i) => {
            const selected = i === index;
            return (
              <li key={thumb.id} className="w-28 shrink-0 snap-start md:w-auto">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-pressed={selected}
                  className={clsx(
                    'block aspect-[3/2] w-full overflow-hidden rounded-md bg-stone ring-offset-2 ring-offset-linen transition duration-200',
                    selected ? 'ring-2 ring-charcoal' : 'opacity-75 hover:opacity-100',
                  )}
                >
                  <Picture image={thumb} sizes={THUMB_SIZES} className="size-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <Lightbox
        title={title}
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={lightboxOpen}
        onOpenChange={setLightboxOpen}
        returnFocusTo={opener}
      />
    </section>
  );
}
