import { Link } from 'react-router';
import { DesignerBio } from '../../components/site/home/designer-bio.tsx';
import { HeroSlideshow } from '../../components/site/home/hero-slideshow.tsx';
import { ProcessSteps } from '../../components/site/home/process-steps.tsx';
import { StatsBand } from '../../components/site/home/stats-band.tsx';
import { TestimonialCarousel } from '../../components/site/home/testimonial-carousel.tsx';
import { HydrateLater } from '../../components/site/hydrate-later.tsx';
import { LookbookSection } from '../../components/site/lookbook/lookbook-section.tsx';
import { PostCard } from '../../components/site/post-card.tsx';
import { ProjectCard } from '../../components/site/project-card.tsx';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import { loadHome } from '../../lib/site-data.server.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { path: '/' });

/** public site §2 Home, top to bottom. Each section stands alone, so another can follow the last. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, featured, bioShort, bioImage, posts, testimonials, stats } = loaderData;
  const settings = useSiteSettings();
  return (
    <>
      <HeroSlideshow images={banner} labelledBy="hero-title">
        <h1
          id="hero-title"
          className="max-w-3xl text-5xl leading-[1.05] text-linen [text-shadow:0_1px_18px_rgb(29_26_24/0.35)] md:text-7xl"
        >
          {settings.studioName}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-linen/90 [text-shadow:0_1px_12px_rgb(29_26_24/0.5)]">
          {settings.tagline}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/portfolio"
            className="rounded-full bg-linen px-6 py-3 text-sm font-medium text-ink transition-colors duration-200 hover:bg-white"
          >
            View our work
          </Link>
          <Link
            to="/contact"
            className="rounded-full border border-linen/60 px-6 py-3 text-sm font-medium text-linen transition-colors duration-200 hover:bg-linen/10"
          >
            Start a project
          </Link>
        </div>
      </HeroSlideshow>

      <section className="mx-auto max-w-7xl px-5 py-20 sm:px-8 md:py-28" aria-labelledby="featured-title">
        <div className="flex items-end justify-between gap-6">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Selected work</p>
            <h2 id="featured-title" className="mt-3 text-4xl text-ink md:text-5xl">
              Featured Projects
            </h2>
          </div>
          <Link to="/portfolio" className="hidden text-sm underline underline-offset-4 sm:block">
            See the full portfolio
          </Link>
        </div>
        {featured.length === 0 ? (
          <p className="mt-10 text-muted">New projects are being photographed. Check back soon.</p>
        ) : (
          <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <HydrateLater>
        <DesignerBio name={settings.designerName} title={settings.designerTitle} bio={bioShort} image={bioImage} />
      </HydrateLater>

      <HydrateLater>
        <StatsBand stats={stats} className="below-first-screen [--first-size:352px] md:[--first-size:244px]" />
      </HydrateLater>

      <HydrateLater>
        <ProcessSteps email={settings.email} />
      </HydrateLater>

      <HydrateLater>
        {testimonials.length > 0 && (
          <section className="below-first-screen bg-sand [--first-size:750px]" aria-labelledby="testimonials-title">
            <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 md:py-28">
              <div className="text-center">
                <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">Kind words</p>
                <h2 id="testimonials-title" className="mt-3 text-4xl text-ink md:text-5xl">
                  What Our Clients Say
                </h2>
              </div>
              <TestimonialCarousel testimonials={testimonials} className="mt-12" />
            </div>
          </section>
        )}
      </HydrateLater>

      <HydrateLater>
        {posts.length > 0 && (
          <section
            className="below-first-screen mx-auto max-w-7xl px-5 py-20 [--first-size:1525px] sm:px-8 md:py-28 md:[--first-size:589px]"
            aria-labelledby="journal-title"
          >
            <div className="flex items-end justify-between gap-6">
              <div>
                <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">From the journal</p>
                <h2 id="journal-title" className="mt-3 text-4xl text-ink md:text-5xl">
                  Latest Articles
                </h2>
              </div>
              <Link to="/blog" className="hidden text-sm underline underline-offset-4 sm:block">
                Read the journal
              </Link>
            </div>
            <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} sizes="(min-width: 1280px) 395px, (min-width: 768px) 31vw, 92vw" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </HydrateLater>

      <HydrateLater>
        <LookbookSection studioName={settings.studioName} />
      </HydrateLater>
    </>
  );
}
