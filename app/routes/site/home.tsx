import { Link } from 'react-router';
import { PostCard } from '../../components/site/post-card.tsx';
import { ProjectCard } from '../../components/site/project-card.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { seoMeta } from '../../lib/seo.ts';
import { loadHome } from '../../lib/site-data.server.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, featured, posts } = loaderData;
  const settings = useSiteSettings();
  const hero = banner[0];
  return (
    <>
      <section className="relative isolate overflow-hidden bg-charcoal" aria-labelledby="hero-title">
        {hero && (
          <Picture
            image={hero}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover opacity-85"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/30 to-transparent" />
        <div className="mx-auto flex min-h-[72svh] max-w-7xl flex-col justify-end px-5 pt-32 pb-14 sm:px-8 md:pb-20">
          <h1 id="hero-title" className="max-w-3xl text-5xl leading-[1.05] text-linen md:text-7xl">
            {settings.studioName}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-linen/90">{settings.tagline}</p>
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
        </div>
      </section>

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
                  descriptionLength={100}
                  sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {posts.length > 0 && (
        <section className="bg-sand" aria-labelledby="journal-title">
          <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 md:py-28">
            <p className="text-xs font-semibold tracking-[0.2em] text-olive uppercase">From the journal</p>
            <h2 id="journal-title" className="mt-3 text-4xl text-ink md:text-5xl">
              Latest Articles
            </h2>
            <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} sizes="(min-width: 1280px) 395px, (min-width: 768px) 31vw, 92vw" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
