import { clsx } from 'clsx';
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { LookbookButton } from '../../components/site/lookbook/lookbook-button.tsx';
import { PageHeading } from '../../components/site/page-heading.tsx';
import { ProjectCard } from '../../components/site/project-card.tsx';
import { useSiteSettings } from '../../lib/layout-data.ts';
import { loadPortfolioPage } from '../../lib/portfolio-page.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/portfolio';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPortfolioPage(context);
}

/** The filter is applied to data already loaded: changing it needs no server round trip. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Portfolio',
    description: 'Living rooms, kitchens, bedrooms and dining rooms designed by the studio.',
    path: '/portfolio',
    breadcrumbs: [{ name: 'Portfolio', path: '/portfolio' }],
  });

const CARD_SIZES = '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { projects, categories } = loaderData;
  const settings = useSiteSettings();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category');
  // public site §4: 'all' by default, one category at a time.
  const selected = categories.some((c) => c.value === requested) ? requested : 'all';
  const shown = selected === 'all' ? projects : projects.filter((p) => p.category === selected);
  const filters = [{ value: 'all', label: 'All' }, ...categories];
  return (
    <>
      <PageHeading eyebrow="Portfolio" title="Homes we have shaped">
        <p>Every project starts with how a family lives. Here is some of our recent work.</p>
        <div className="mt-6">
          <LookbookButton studioName={settings.studioName} />
        </div>
      </PageHeading>
      <nav aria-label="Filter projects by category" className="mx-auto max-w-7xl px-5 sm:px-8">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = filter.value === selected;
            return (
              <li key={filter.value}>
                <Link
                  to={filter.value === 'all' ? '/portfolio' : `/portfolio?category=${encodeURIComponent(filter.value)}`}
                  preventScrollReset
                  replace
                  aria-current={active ? 'true' : undefined}
                  className={clsx(
                    'inline-block rounded-full border px-4 py-2 text-sm transition-colors duration-200',
                    active ? 'border-charcoal bg-charcoal text-linen' : 'border-stone text-charcoal hover:bg-sand',
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="mx-auto max-w-7xl px-5 pt-10 pb-8 sm:px-8" aria-label="Projects" aria-live="polite">
        {shown.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted">No projects found for this category.</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} headingLevel="h2" sizes={CARD_SIZES} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
