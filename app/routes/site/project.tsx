import { Link } from 'react-router';
import { Picture } from '../../components/ui/picture.tsx';
import { loadProjectPage } from '../../lib/project-page.server.ts';
import { seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/project';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProjectPage(context, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const project = loaderData?.project;
  if (!project)
    return seoMeta(matches, { title: 'Project Not Found', path: `/projects/${params.slug}`, noindex: true });
  return seoMeta(matches, {
    title: project.title,
    description: project.description.slice(0, 155),
    path: `/projects/${project.slug}`,
    image: project.gallery[0],
    breadcrumbs: [
      { name: 'Portfolio', path: '/portfolio' },
      { name: project.title, path: `/projects/${project.slug}` },
    ],
  });
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  if (!project) {
    return (
      <section className="mx-auto max-w-xl px-5 py-28 text-center sm:px-8">
        <h1 className="text-5xl text-ink">Project Not Found</h1>
        <p className="mt-4 text-muted">The project you're looking for doesn't exist.</p>
        <Link to="/portfolio" className="mt-8 inline-block underline underline-offset-4">
          Back to Portfolio
        </Link>
      </section>
    );
  }
  const cover = project.gallery[0];
  return (
    <article className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
      <h1 className="text-4xl text-ink md:text-6xl">{project.title}</h1>
      <p className="mt-3 text-muted">{project.location}</p>
      {cover && (
        <div className="mt-10 overflow-hidden rounded-lg">
          <Picture image={cover} sizes="(min-width: 1280px) 1216px, 92vw" priority className="w-full" />
        </div>
      )}
      <p className="mt-10 max-w-3xl text-lg leading-relaxed">{project.description}</p>
    </article>
  );
}
