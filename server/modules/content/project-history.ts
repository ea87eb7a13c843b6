import { eq } from 'drizzle-orm';
import type { Snapshot } from '#shared/admin/history.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { projects } from '../../platform/db/schema/index.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';
import { getProjectById } from './projects.service.ts';

/**
 * A project's kept state (issue 29): the fields its edit form saves, as `UpdateProjectSchema` takes
 * them, so a restore is that save again. The gallery is kept whole (each image's URL, alt text and
 * focal point, in order); `bannerImages` (the URLs of its images on the home banner, which the
 * banner PUT sets) stands for `inBanner`, which it decides; `published` is whether the project
 * shows on the site.
 */
export const projectHistory: EditableEntity = {
  entity: 'project',
  table: projects,
  async snapshot(tx: Transaction, id: number): Promise<Snapshot | null> {
    const [row] = await tx.select({ published: projects.published }).from(projects).where(eq(projects.id, id));
    const project = await getProjectById(tx, id);
    if (!row || !project) return null;
    return {
      title: project.title,
      slug: project.slug,
      location: project.location,
      description: project.description,
      category: project.category,
      style: project.style,
      tags: project.tags,
      images: project.gallery.map((image) => ({
        url: image.url,
        alt: image.alt,
        focalX: image.focalX,
        focalY: image.focalY,
      })),
      bannerImages: project.bannerImages,
      featured: project.featured,
      inLookbook: project.inLookbook,
      published: row.published,
    };
  },
  isPublished: (snapshot) => snapshot.published === true,
};
