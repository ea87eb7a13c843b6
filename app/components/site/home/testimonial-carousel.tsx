import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { Testimonial } from '#shared/content.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { StarRating } from './star-rating.tsx';
import { useAutoplay } from './use-autoplay.ts';

const INTERVAL_MS = 6000;

interface TestimonialCarouselProps {
  testimonials: Testimonial[];
  /** the carousel's accessible name */
  label?: string;
  className?: string;
}

/**
 * One testimonial at a time, advancing every 6 s with wraparound (public site §4; D7 pause rules).
 * All quotes share one grid cell, so the carousel is as tall as the longest and never changes height
 * between slides. Renders nothing without testimonials.
 */
export function TestimonialCarousel({
  testimonials,
  label = 'Client testimonials',
  className,
}: TestimonialCarouselProps) {
  const count = testimonials.length;
  const carousel = useAutoplay({ slideCount: count, intervalMs: INTERVAL_MS });
  if (count === 0) return null;
  const { index } = carousel;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('flex flex-col items-center', className)}
      {...carousel.containerProps}
    >
      <div aria-live={carousel.live} className="grid w-full">
        {testimonials.map((testimonial, i) => {
          const current = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form fieldset
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              className={clsx(
                '[grid-area:1/1] transition-opacity duration-500 ease-out motion-reduce:transition-none',
                current ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <figure className="mx-auto flex max-w-3xl flex-col items-center text-center">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-6 font-display text-xl leading-relaxed text-ink md:text-[1.7rem] md:leading-[1.5]">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-7 text-sm">
                  <span className="font-semibold text-charcoal">{testimonial.name}</span>
                  {testimonial.project && (
                    <>
                      <span aria-hidden="true" className="mx-2 text-umber">
                        ·
                      </span>
                      {testimonial.projectSlug ? (
                        <Link
                          to={`/projects/${testimonial.projectSlug}`}
                          className="text-muted underline-offset-4 hover:text-charcoal hover:underline"
                        >
                          {testimonial.project}
                        </Link>
                      ) : (
                        <span className="text-muted">{testimonial.project}</span>
                      )}
                    </>
                  )}
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <CarouselControls
          count={count}
          index={index}
          onSelect={carousel.goTo}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          playing={carousel.playing}
          onTogglePlaying={carousel.togglePlaying}
          toggleRef={carousel.toggleRef}
          itemName="testimonial"
          playName="testimonials"
          tone="dark"
          className="mt-10"
        />
      )}
    </section>
  );
}
