import type { Snapshot } from '#shared/admin/history.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { blogPosts } from '../../platform/db/schema/index.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';
import { getPostById } from './blog.service.ts';

/**
 * A blog post's kept state (issue 29): the fields its edit form saves, as `UpdateBlogPostSchema`
 * takes them (the featured image as its media URL, the publish date as an ISO instant), so a
 * restore is that save again, with the save's rules on status and date (a restored schedule whose
 * date has passed is refused as a typed one would be). The read time is computed, never saved.
 */
export const postHistory: EditableEntity = {
  entity: 'post',
  table: blogPosts,
  async snapshot(tx: Transaction, id: number): Promise<Snapshot | null> {
    const post = await getPostById(tx, id);
    if (!post) return null;
    return {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      tags: post.tags,
      featuredImage: post.featuredImage,
      featuredImageAlt: post.featuredImageAlt,
      status: post.status,
      publishedAt: post.publishedAt,
      featured: post.featured,
    };
  },
  isPublished: (snapshot) => snapshot.status === 'published',
};
