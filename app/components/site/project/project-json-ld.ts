import type { Project } from '#shared/content.ts';
import { formatCategory } from '#shared/text.ts';
import { absoluteImageUrl } from '../../../lib/seo.ts';

/**
 * schema.org CreativeWork for a project page: made by the studio, whose InteriorDesigner item every
 * page carries as `{publicUrl}/#studio`, so search engines tie the work to the business.
 */
export function projectJsonLd(
  project: Pick<Project, 'slug' | 'title' | 'description' | 'location' | 'category' | 'tags' | 'gallery'>,
  publicUrl: string,
): Record<string, unknown> {
  const url = `${publicUrl}/projects/${project.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    name: project.title,
    description: project.description,
    image: project.gallery.length > 0 ? project.gallery.map((image) => absoluteImageUrl(publicUrl, image)) : undefined,
    url,
    creator: { '@id': `${publicUrl}/#studio` },
    keywords: project.tags.length > 0 ? project.tags.join(', ') : undefined,
    genre: formatCategory(project.category),
    locationCreated: project.location ? { '@type': 'Place', name: project.location } : undefined,
  };
}
