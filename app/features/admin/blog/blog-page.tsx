import { useQuery } from '@tanstack/react-query';
import { can } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { hasContentFilters } from '../content-list/content-filters.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { ContentListFilters, ContentListFooter } from '../content-list/content-list-filters.tsx';
import { ContentRowBody } from '../content-list/content-row-body.tsx';
import { AddButton, ListStates } from '../content-list/list-states.tsx';
import { RowActions } from '../content-list/row-actions.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useContentList } from '../content-list/use-content-list.ts';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useDialogs } from '../content-list/use-dialogs.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useToggleFeatured } from '../content-list/use-toggle-featured.ts';
import { useOptionLabel } from '../form-options/form-options-queries.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { Badge } from '../ui/badge.tsx';
import { scheduledPostsQuery, useStudioClock } from './blog-queries.ts';
import { blogText } from './messages.ts';
import { PostFormDialog } from './post-form-dialog.tsx';
import { ScheduledPosts } from './scheduled-posts.tsx';
import { formatStudioDateTime } from './studio-time.ts';

type Dialog = { kind: 'form'; post: BlogPost | null } | { kind: 'delete'; post: BlogPost };

/**
 * The Blog Posts tab (admin area §2 with D2, D18, D19, D24): every post, drafts and scheduled
 * ones included, in the order the blog shows them, a page at a time with search and filters
 * (issue 11); drag to reorder, star, view, edit, delete. Viewers see the list read-only (D14).
 */
export function BlogPage() {
  const t = useMessages(blogText);
  const language = useLanguage();
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const { filters, list: posts, pages, show, search, clear } = useContentList('posts');
  const scheduled = useQuery(scheduledPostsQuery);
  const filtered = hasContentFilters(filters);
  const optionLabel = useOptionLabel();
  const clock = useStudioClock();
  const reorder = useReorder<BlogPost>({ queryKey: contentKeys.blog, path: '/api/blogPost/reorder' });
  const toggleFeatured = useToggleFeatured<BlogPost>({
    queryKey: contentKeys.blog,
    pathOf: (id) => `/api/blog/${id}`,
    text: { updated: t('postUpdated'), errorTitle: t('errorTitle'), failed: t('postUpdateFailed') },
  });
  const deletion = useDeleteItem<BlogPost>({ queryKey: contentKeys.blog, pathOf: (id) => `/api/blog/${id}` });
  const dialogs = useDialogs<Dialog>();
  const addPost = canWrite ? () => dialogs.open({ kind: 'form', post: null }) : undefined;
  const deleting = dialogs.last('delete')?.post ?? null;

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
    <>
      <SectionHeader section="blog" actions={addPost && <AddButton label={t('addPost')} onClick={addPost} />} />
      {scheduled.data && <ScheduledPosts posts={scheduled.data} clock={clock} canWrite={canWrite} />}
      <ContentListFilters filters={filters} categoryField="blogCategory" withStatus search={search} onChange={show} />
      <ListStates
        query={posts}
        items={posts.data?.items}
        label={t('listLabel')}
        sortable={canWrite}
        empty={{ text: t('empty'), addLabel: t('addPost'), onAdd: addPost }}
        paged={{
          partial: filtered || pages > 1,
          onClearFilters: filtered ? clear : null,
        }}
      >
        {(items) => (
          <div aria-busy={posts.isPlaceholderData || undefined}>
            <SortableList
              items={items}
              getId={(post) => post.id}
              getLabel={(post) => post.title}
              label={t('listLabel')}
              onReorder={canWrite ? reorder : undefined}
              renderItem={(post) => (
                <ContentRowBody
                  thumbnail={post.featuredImageRef}
                  title={post.title}
                  subtitle={optionLabel('blogCategory', post.category)}
                  badges={badges(post)}
                />
              )}
              renderActions={(post) => (
                <RowActions
                  featured={post.featured}
                  featuredLabel={t('toggleFeatured', { title: post.title })}
                  onToggleFeatured={canWrite ? () => toggleFeatured(post) : undefined}
                  view={
                    post.status === 'published'
                      ? { href: `/blog/${post.slug}`, label: t('viewPost', { title: post.title }) }
                      : { unavailable: t('notPublicYet', { title: post.title }) }
                  }
                  editLabel={t('editPost', { title: post.title })}
                  onEdit={canWrite ? () => dialogs.open({ kind: 'form', post }) : undefined}
                  deleteLabel={t('deletePost', { title: post.title })}
                  onDelete={canWrite ? () => dialogs.open({ kind: 'delete', post }) : undefined}
                />
              )}
            />
            <ContentListFooter
              total={posts.data?.total ?? 0}
              page={filters.page}
              pages={pages}
              onPage={(page) => show({ page })}
            />
          </div>
        )}
      </ListStates>
      {canWrite && (
        <>
          <PostFormDialog
            open={dialogs.isOpen('form')}
            onOpenChange={dialogs.onOpenChange}
            post={dialogs.last('form')?.post ?? null}
          />
          <ConfirmDeleteDialog
            open={dialogs.isOpen('delete')}
            label={deleting?.title ?? null}
            pending={deletion.pending}
            onOpenChange={dialogs.onOpenChange}
            onConfirm={async () => {
              if (deleting) await deletion.remove(deleting.id);
            }}
          />
        </>
      )}
    </>
  );
}
