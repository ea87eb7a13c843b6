import { PageHeading } from '../../components/site/page-heading.tsx';
import { Paragraphs } from '../../components/site/paragraphs.tsx';
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

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { testimonials } = loaderData;
  return (
    <>
      <PageHeading eyebrow="About the studio" title={`The story of ${settings.studioName}`} />
      <section className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 md:grid-cols-2" aria-label="Our story">
        <div className="space-y-5 text-lg leading-relaxed">
          <Paragraphs text={settings.story} />
        </div>
        <div className="space-y-5 leading-relaxed">
          <h2 className="text-3xl text-ink">{settings.designerName}</h2>
          <p className="text-sm tracking-[0.14em] text-olive uppercase">{settings.designerTitle}</p>
          <Paragraphs text={settings.bio} />
        </div>
      </section>
      {settings.services.length > 0 && (
        <section className="mx-auto max-w-7xl px-5 pt-24 sm:px-8" aria-labelledby="services-title">
          <h2 id="services-title" className="text-4xl text-ink">
            Services
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {settings.services.map((service) => (
              <li key={service.title} className="rounded-lg bg-sand p-7">
                <h3 className="text-2xl text-ink">{service.title}</h3>
                <p className="mt-3 leading-relaxed">{service.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {testimonials.length > 0 && (
        <section className="mx-auto max-w-7xl px-5 pt-24 sm:px-8" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className="text-4xl text-ink">
            What clients say
          </h2>
          <ul className="mt-10 grid gap-10 md:grid-cols-2">
            {testimonials.map((t) => (
              <li key={t.id} id={`testimonial-${t.id}`}>
                <figure>
                  <p className="text-clay" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                    {'★'.repeat(t.rating)}
                    <span className="text-stone">{'★'.repeat(5 - t.rating)}</span>
                  </p>
                  <blockquote className="mt-3 font-display text-xl leading-relaxed text-ink">“{t.content}”</blockquote>
                  <figcaption className="mt-3 text-sm text-muted">
                    {t.name}
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
