import type { Project } from '#shared/content.ts';
import type { RichTextBlock } from '#shared/rich-text/rich-text.ts';
import type { RelatedProjectCardData } from '../../../lib/page-shapes.ts';
import { HydrateLater } from '../hydrate-later.tsx';
import { ProjectDetails } from './project-details.tsx';
import { ProjectGallery } from './project-gallery.tsx';
import { ProjectHeader } from './project-header.tsx';
import { RelatedProjects } from './related-projects.tsx';

/**
 * A project's page below the site's header: `/projects/{slug}`, and a preview link's page of a
 * project not yet public (issue 29), which must look exactly as the project will.
 */
export function ProjectPageBody({
  project,
  story,
  related,
}: {
  project: Project;
  /** the description, parsed by the loader (docs/content-format.md) */
  story: RichTextBlock[];
  related: RelatedProjectCardData[];
}) {
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
            <ProjectDetails project={project} story={story} />
          </div>
        </HydrateLater>
      </article>
      <HydrateLater>
        <RelatedProjects category={project.category} projects={related} />
      </HydrateLater>
    </>
  );
}
