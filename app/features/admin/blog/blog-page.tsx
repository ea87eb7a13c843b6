import { useQuery } from '@tanstack/react-query';
import { can } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { ContentRowBody } from '../shared/content-list/content-row-body.tsx';
import { ContentTab } from '../shared/content-list/content-tab.tsx';
import { useContentList } from '../shared/content-list/use-content-list.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { useOptionLabel } from '../shared/options/form-options-query.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { formatStudioDateTime } from '../shared/studio-clock/studio-time.ts';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { postRowWrites, scheduledPostsQuery } from './blog-queries.ts';
import { blogText } from './messages.ts';
import { ScheduledPosts } from './scheduled-posts.tsx';

/**
 * The Blog Posts tab (admin area §2 with D2, D18, D19, D24): every post, drafts and scheduled
 * ones included, in the order the blog shows them, a page at a time with search and filters
 * (issue 11); drag to reorder, star, view, edit (on the post's own page, issue 29), delete.
 * Viewers see the list read-only (no `content.write` in shared/admin/permissions.ts; docs/architecture.md).
 */
export function BlogPage() {
  const t = useMessages(blogText);
  const language = useLanguage();
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const paged = useContentList('posts');
  const scheduled = useQuery(scheduledPostsQuery);
  const optionLabel = useOptionLabel();
  const clock = useStudioClock();

  const badges = (post: BlogPost) => (
    <>
      {post.featured && <Badge tone="accent">{t('featured')}</Badge>}
      {post.status === 'draft' && <Badge tone="quiet">{t('draft')}</Badge>}
      {post.status === 'scheduled' && post.publishedAt && (
        <Badge tone="positive">
          {t('scheduledFor', { date: formatStudioDateTime(language, post.publishedAt, clock.timeZone) })}
        </Badge>
      )}
    </>
  );

  return (
    <ContentTab<BlogPost>
      section="blog"
      canWrite={canWrite}
      api={{ queryKey: contentKeys.blog, writes: postRowWrites }}
      list={{ kind: 'paged', paged, categoryField: 'blogCategory', withStatus: true }}
      text={{
        add: t('addPost'),
        listLabel: t('listLabel'),
        empty: t('empty'),
        featured: { updated: t('postUpdated'), errorTitle: t('errorTitle'), failed: t('postUpdateFailed') },
      }}
      aboveList={scheduled.data && <ScheduledPosts posts={scheduled.data} clock={clock} canWrite={canWrite} />}
      labelOf={(post) => post.title}
      renderItem={(post) => (
        <ContentRowBody
          thumbnail={post.featuredImageRef}
          title={post.title}
          subtitle={optionLabel('blogCategory', post.category)}
          badges={badges(post)}
        />
      )}
      rowText={(post) => ({
        featured: t('toggleFeatured', { title: post.title }),
        view:
          post.status === 'published'
            ? { href: `/blog/${post.slug}`, label: t('viewPost', { title: post.title }) }
            : { unavailable: t('notPublicYet', { title: post.title }) },
        edit: t('editPost', { title: post.title }),
        delete: t('deletePost', { title: post.title }),
      })}
      // Issue 29: a post is written on its own page, not in a dialog.
      editorPages={{ create: '/admin/blog/new', edit: (post) => `/admin/blog/${post.id}` }}
    />
  );
}
