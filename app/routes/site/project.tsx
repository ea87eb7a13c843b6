import { useEffect, useRef } from 'react';
import { HydrateLater } from '../../components/site/hydrate-later.tsx';
import { ProjectDetails } from '../../components/site/project/project-details.tsx';
import { ProjectGallery } from '../../components/site/project/project-gallery.tsx';
import { ProjectHeader } from '../../components/site/project/project-header.tsx';
import { projectJsonLd } from '../../components/site/project/project-json-ld.ts';
import { ProjectNotFound } from '../../components/site/project/project-not-found.tsx';
import { RelatedProjects } from '../../components/site/project/related-projects.tsx';
import { loadProjectPage } from '../../lib/project-page.server.ts';
import { layoutData, seoMeta } from '../../lib/seo.ts';
import type { Route } from './+types/project';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProjectPage(context, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const project = loaderData?.project;
  if (!project)
    return seoMeta(matches, { title: 'Project Not Found', path: `/projects/${params.slug}`, noindex: true });
  const layout = layoutData(matches);
  return seoMeta(matches, {
    title: project.title,
    description: project.description.slice(0, 155),
    path: `/projects/${project.slug}`,
    image: project.gallery[0],
    breadcrumbs: [
      { name: 'Portfolio', path: '/portfolio' },
      { name: project.title, path: `/projects/${project.slug}` },
    ],
    jsonLd: [projectJsonLd(project, layout?.publicUrl ?? '')],
  });
};

/**
 * public site §2: moving from one project to another (a related card, back and forward) starts
 * at the top of the page. The first render leaves scrolling to ScrollRestoration.
 */
function useScrollToTopWhenChanged(key: string | undefined) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, related } = loaderData;
  useScrollToTopWhenChanged(project?.slug);
  if (!project) return <ProjectNotFound />;
  return (
    <>
      <article className="mx-auto max-w-7xl px-5 pt-8 pb-20 sm:px-8 md:pt-12 md:pb-28">
        <ProjectHeader project={project} />
        <div className="mt-10 md:mt-14">
          {/* A new key for each project: the gallery starts again at the first image. */}
          <ProjectGallery key={project.slug} title={project.title} images={project.gallery} />
        </div>
        <HydrateLater>
          <div className="mt-16 md:mt-24">
            <ProjectDetails project={project} />
          </div>
        </HydrateLater>
      </article>
      <HydrateLater>
        <RelatedProjects category={project.category} projects={related} />
      </HydrateLater>
    </>
  );
}
