import type { BlogPost, SiteSettings } from '#shared/content.ts';
import { absoluteImageUrl } from '../../../lib/seo.ts';

/**
 * schema.org Article for a post page: written by the studio's designer (D6: the settings record),
 * published by the studio, whose InteriorDesigner item every page carries as `{publicUrl}/#studio`.
 */
export function articleJsonLd(
  post: Omit<BlogPost, 'content'>,
  settings: Pick<SiteSettings, 'designerName'> | undefined,
  publicUrl: string,
): Record<string, unknown> {
  const url = `${publicUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: post.featuredImageRef ? absoluteImageUrl(publicUrl, post.featuredImageRef) : undefined,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    author: settings?.designerName ? { '@type': 'Person', name: settings.designerName } : undefined,
    publisher: { '@id': `${publicUrl}/#studio` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
