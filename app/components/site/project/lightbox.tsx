import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent, RefObject } from 'react';
import type { ProjectImage } from '#shared/content.ts';
import { Picture } from '../../ui/picture.tsx';
import { stepIndex } from './step-index.ts';

/** Space the lightbox keeps above and below the image for its title bar and controls. */
const CHROME_HEIGHT_REM = 11;

interface LightboxProps {
  title: string;
  images: ProjectImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the control that opened the lightbox; focus goes back to it on close (there is no Dialog.Trigger) */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The full-size view of a project's images (public site §2, §4): previous/next buttons and the
 * arrow keys move with wraparound, Escape closes, and a counter says where you are.
 */
export function Lightbox({ title, images, index, onIndexChange, open, onOpenChange, returnFocusTo }: LightboxProps) {
  const image = images[index];
  const count = images.length;
  const step = (delta: number) => onIndexChange(stepIndex(index, delta, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  }

  const ratio = image ? image.width / image.height : 1.5;
  // Height-bound on wide screens, width-bound on narrow ones.
  const width = `min(100%, calc((100dvh - ${CHROME_HEIGHT_REM}rem) * ${ratio.toFixed(4)}))`;
  const sizes = `(min-aspect-ratio: ${ratio.toFixed(4)}) calc(${(ratio * 100).toFixed(1)}vh - ${(ratio * CHROME_HEIGHT_REM).toFixed(1)}rem), 100vw`;
  const navButton =
    'grid size-12 shrink-0 place-items-center rounded-full bg-linen/10 text-linen transition-colors duration-200 hover:bg-linen/20 focus-visible:outline-linen';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-linen outline-none transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 pt-3 sm:px-6 sm:pt-4">
            <Dialog.Title className="min-w-0 truncate font-display text-lg sm:text-xl">{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className={navButton}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="flex min-h-0 flex-1 items-center justify-center gap-4 px-4 sm:px-6">
            {count > 1 && (
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label="Previous image"
                className={`${navButton} hidden md:grid`}
              >
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
            )}
            {image && (
              <div className="min-w-0 flex-1">
                <div className="mx-auto" style={{ width }}>
                  <Picture
                    key={image.id}
                    image={image}
                    sizes={sizes}
                    priority
                    className="h-auto w-full rounded-sm transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
                  />
                </div>
              </div>
            )}
            {count > 1 && (
              <button
                type="button"
                onClick={() => step(1)}
                aria-label="Next image"
                className={`${navButton} hidden md:grid`}
              >
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            )}
          </div>

          <div className="px-4 pt-3 pb-5 sm:px-6">
            <Dialog.Description className="mx-auto max-w-2xl text-center text-sm leading-relaxed text-linen/80">
              {image?.alt}
            </Dialog.Description>
            <div className="mt-3 flex items-center justify-center gap-6">
              {count > 1 && (
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label="Previous image"
                  className={`${navButton} md:hidden`}
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
              )}
              <p aria-live="polite" className="min-w-14 text-center text-sm tabular-nums tracking-widest">
                {index + 1} / {count}
              </p>
              {count > 1 && (
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label="Next image"
                  className={`${navButton} md:hidden`}
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
