import { useEffect, useRef } from 'react';
import { projectJsonLd } from '../../components/site/project/project-json-ld.ts';
import { ProjectNotFound } from '../../components/site/project/project-not-found.tsx';
import { ProjectPageBody } from '../../components/site/project/project-page-body.tsx';
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
    // The loader sends the story's plain text as `description` (its Markdown stays on the server).
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
  const { project, story, related } = loaderData;
  useScrollToTopWhenChanged(project?.slug);
  if (!project) return <ProjectNotFound />;
  return <ProjectPageBody project={project} story={story} related={related} />;
}
