import { StarRating } from '../../components/site/home/star-rating.tsx';
import { StatsBand } from '../../components/site/home/stats-band.tsx';
import { PageHeading } from '../../components/site/page-heading.tsx';
import { Paragraphs } from '../../components/site/paragraphs.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import { loadAbout } from '../../lib/site-data.server.ts';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  return loadAbout(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'About',
    description: 'The studio, its principal designer and the services it offers.',
    path: '/about',
    breadcrumbs: [{ name: 'About', path: '/about' }],
  });

/** public site §2 /about: story, three statistics, designer bio, six services, testimonials. */
export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { studio, testimonials, stats } = loaderData;
  return (
    <>
      <PageHeading eyebrow="About the studio" title={`The story of ${settings.studioName}`} />
      <section className="mx-auto max-w-7xl px-5 sm:px-8" aria-label="Our story">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-charcoal">
          <Paragraphs text={studio.story} />
        </div>
      </section>

      <StatsBand stats={stats} only={['projects', 'clients', 'years']} className="mt-20" />

      <section
        className="mx-auto grid max-w-7xl gap-10 px-5 pt-24 sm:px-8 md:grid-cols-[1fr_2fr]"
        aria-labelledby="designer-title"
      >
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">{settings.designerTitle}</p>
          <h2 id="designer-title" className="mt-3 text-4xl text-ink">
            {settings.designerName}
          </h2>
          {studio.designerPortrait && (
            <Picture
              image={studio.designerPortrait}
              sizes="384px"
              className="mt-8 aspect-[4/5] w-full max-w-sm rounded-lg object-cover"
            />
          )}
        </div>
        <div className="max-w-2xl space-y-5 leading-relaxed">
          <Paragraphs text={studio.bio} />
        </div>
      </section>

      {studio.services.length > 0 && (
        <section className="mx-auto max-w-7xl px-5 pt-24 sm:px-8" aria-labelledby="services-title">
          <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">What we do</p>
          <h2 id="services-title" className="mt-3 text-4xl text-ink md:text-5xl">
            Services
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {studio.services.map((service, index) => (
              <li key={service.title} className="rounded-lg bg-sand p-7">
                <p className="font-display text-sm text-umber" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-2 text-2xl text-ink">{service.title}</h3>
                <p className="mt-3 leading-relaxed">{service.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {testimonials.length > 0 && (
        <section className="mx-auto max-w-7xl px-5 pt-24 sm:px-8" aria-labelledby="testimonials-title">
          <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Kind words</p>
          <h2 id="testimonials-title" className="mt-3 text-4xl text-ink md:text-5xl">
            What clients say
          </h2>
          <ul className="mt-12 grid gap-x-12 gap-y-14 md:grid-cols-2">
            {testimonials.map((t) => (
              // D18: the admin's 'View' opens the about page at this testimonial.
              <li key={t.id} id={`testimonial-${t.id}`} className="scroll-mt-24">
                <figure>
                  <StarRating rating={t.rating} />
                  <blockquote className="mt-4 font-display text-xl leading-relaxed text-ink">“{t.content}”</blockquote>
                  <figcaption className="mt-4 text-sm text-muted">
                    <span className="font-medium text-charcoal">{t.name}</span>
                    {t.project ? ` · ${t.project}` : ''}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
