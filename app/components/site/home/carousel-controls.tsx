import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Ref } from 'react';

interface CarouselControlsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  playing: boolean;
  onTogglePlaying: () => void;
  toggleRef: Ref<HTMLButtonElement>;
  /** what one item is called in the button names: 'Show slide 2 of 8', 'Next testimonial' */
  itemName: string;
  /** what the pause button stops: 'Pause slideshow' / 'Play slideshow' */
  playName: string;
  /** light controls over a dark image, dark controls on a light surface */
  tone: 'light' | 'dark';
  className?: string;
}

/**
 * Pause/play first (WAI-ARIA carousel pattern: the first stop in the tab order), then previous, the
 * dots and next. Every target is at least 24 px (WCAG 2.5.8) even where the dot drawn is smaller.
 */
export function CarouselControls({
  count,
  index,
  onSelect,
  onPrevious,
  onNext,
  playing,
  onTogglePlaying,
  toggleRef,
  itemName,
  playName,
  tone,
  className,
}: CarouselControlsProps) {
  const light = tone === 'light';
  const button = clsx(
    'grid size-10 shrink-0 place-items-center rounded-full border transition-colors duration-300 motion-reduce:transition-none',
    light
      ? 'border-linen/50 bg-ink/30 text-linen backdrop-blur-sm hover:bg-linen hover:text-ink focus-visible:outline-linen'
      : 'border-charcoal/25 text-charcoal hover:bg-charcoal hover:text-linen',
  );
  return (
    <div className={clsx('flex items-center gap-1 sm:gap-2', className)}>
      {/* Nothing moves by itself under reduced motion, so there is nothing to pause: CSS hides the button from the first paint. */}
      <button
        ref={toggleRef}
        type="button"
        onClick={onTogglePlaying}
        aria-label={`${playing ? 'Pause' : 'Play'} ${playName}`}
        className={clsx(button, 'motion-reduce:hidden')}
      >
        {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      </button>
      <button type="button" onClick={onPrevious} aria-label={`Previous ${itemName}`} className={button}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul className="flex flex-wrap items-center">
        {Array.from({ length: count }, (_, i) => {
          const current = i === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            <li key={i}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-label={`Show ${itemName} ${i + 1} of ${count}`}
                aria-current={current ? 'true' : undefined}
                className={clsx(
                  'group grid h-8 min-w-6 place-items-center rounded-full px-1',
                  light && 'focus-visible:outline-linen',
                )}
              >
                <span
                  className={clsx(
                    'block h-2 rounded-full transition-all duration-500 motion-reduce:transition-none',
                    current ? 'w-6' : 'w-2',
                    light
                      ? current
                        ? 'bg-linen'
                        : 'bg-linen/50 group-hover:bg-linen/80'
                      : current
                        ? 'bg-charcoal'
                        : 'bg-charcoal/30 group-hover:bg-charcoal/60',
                  )}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onNext} aria-label={`Next ${itemName}`} className={button}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
