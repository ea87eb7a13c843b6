import { clsx } from 'clsx';
import { type ReactNode, useEffect, useState } from 'react';
import type { SlideImage } from '../../../lib/page-shapes.ts';
import { Picture } from '../../ui/picture.tsx';
import { CarouselControls } from './carousel-controls.tsx';
import { slidesNear } from './carousel-rules.ts';
import { useAutoplay } from './use-autoplay.ts';

const INTERVAL_MS = 4000;
/**
 * A 3:2 image covering a hero 72% of the viewport high is drawn 108vh wide whenever that is wider than
 * the screen (phones, portrait tablets): asking for 100vw there would upscale a blurry variant.
 */
const HERO_SIZES = '(max-aspect-ratio: 27/25) 108vh, 100vw';

/**
 * Which slides have their image mounted. The first is rendered on the server (it is the LCP image);
 * the others wait for the page's load event so they never compete with it, and then only the current
 * slide's neighbours are fetched, so a phone does not download eight hero images it may never show.
 */
function useMountedSlides(index: number, count: number): ReadonlySet<number> {
  const [loaded, setLoaded] = useState(false);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    setMounted((current) => {
      const wanted = loaded ? slidesNear(index, count) : [index];
      return wanted.every((i) => current.has(i)) ? current : new Set([...current, ...wanted]);
    });
  }, [loaded, index, count]);

  return mounted;
}

/** Remembers the slide shown before the current one: it stays underneath while the new one fades in. */
function usePrevious(index: number): number {
  const [state, setState] = useState({ index, previous: index });
  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (state.index !== index) setState({ index, previous: state.index });
  return state.previous;
}

interface HeroSlideshowProps {
  images: SlideImage[];
  /** the id of the heading that names the hero section */
  labelledBy: string;
  /** the studio name, tagline and calls to action, drawn over the images */
  children: ReactNode;
}

/**
 * The home page's hero (public site §2, §4; D7): the banner images cross-fade every 4 s. The new
 * slide fades in over the old one, which stays put underneath, so the picture never dips to black.
 */
export function HeroSlideshow({ images, labelledBy, children }: HeroSlideshowProps) {
  const count = images.length;
  const carousel = useAutoplay({ slideCount: count, intervalMs: INTERVAL_MS });
  const { index } = carousel;
  const previous = usePrevious(index);
  const mounted = useMountedSlides(index, count);

  return (
    <section
      aria-labelledby={labelledBy}
      className="relative isolate overflow-hidden bg-charcoal"
      {...carousel.containerProps}
    >
      <div className="relative mx-auto flex min-h-[72svh] max-w-7xl flex-col justify-end px-5 pt-32 pb-24 sm:px-8 md:pb-20">
        {children}
      </div>
      {/* After the text in reading and tab order, beneath it in paint: the images sit at -z-10, and only
          the controls take pointer events, so the calls to action stay clickable. */}
      {count > 0 && (
        <section
          aria-roledescription="carousel"
          aria-label="Featured interiors"
          className="pointer-events-none absolute inset-0"
        >
          <div aria-live={carousel.live} className="absolute inset-0 -z-10">
            {images.map((image, i) => {
              const current = i === index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form fieldset
                <div
                  key={image.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={current ? undefined : true}
                  className={clsx(
                    'absolute inset-0',
                    current
                      ? 'z-[2] opacity-100 transition-opacity duration-700 ease-out motion-reduce:transition-none'
                      : i === previous
                        ? 'z-[1] opacity-100'
                        : 'opacity-0',
                  )}
                >
                  {mounted.has(i) && (
                    <Picture image={image} sizes={HERO_SIZES} priority={i === 0} className="size-full object-cover" />
                  )}
                </div>
              );
            })}
          </div>
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/35 to-ink/5" />
          {/* Wide screens put the text over the left of a light room: a side shade keeps it legible. */}
          <div className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-ink/50 via-ink/10 to-transparent md:block" />
          {count > 1 && (
            <div className="absolute inset-x-0 bottom-0 z-10">
              <div className="mx-auto flex max-w-7xl justify-start px-5 pb-6 sm:px-8 md:justify-end md:pb-20">
                <CarouselControls
                  count={count}
                  index={index}
                  onSelect={carousel.goTo}
                  onPrevious={carousel.previous}
                  onNext={carousel.next}
                  playing={carousel.playing}
                  onTogglePlaying={carousel.togglePlaying}
                  toggleRef={carousel.toggleRef}
                  itemName="slide"
                  playName="slideshow"
                  tone="light"
                  className="pointer-events-auto"
                />
              </div>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
