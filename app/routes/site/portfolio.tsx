import { PageHeading } from '../../components/site/page-heading.tsx';
import { ProjectCard } from '../../components/site/project-card.tsx';
import { seoMeta } from '../../lib/seo.ts';
import { loadPortfolio } from '../../lib/site-data.server.ts';
import type { Route } from './+types/portfolio';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPortfolio(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Portfolio',
    description: 'Living rooms, kitchens, bedrooms and dining rooms designed by the studio.',
    path: '/portfolio',
    breadcrumbs: [{ name: 'Portfolio', path: '/portfolio' }],
  });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHeading eyebrow="Portfolio" title="Homes we have shaped">
        Every project starts with how a family lives. Here is some of our recent work.
      </PageHeading>
      <section className="mx-auto max-w-7xl px-5 pb-8 sm:px-8" aria-label="Projects">
        {projects.length === 0 ? (
          <p className="text-muted">No projects found for this category.</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  headingLevel="h2"
                  sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
