import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '#shared/admin/permissions.ts';
import type { BlogPost } from '#shared/content.ts';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { contentKeys } from '../content-list/content-keys.ts';
import { ContentRowBody } from '../content-list/content-row-body.tsx';
import { EmptyList, ListError, ListIntro, ListSkeleton } from '../content-list/list-states.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { blogPostsQuery, useStudioClock } from './blog-queries.ts';
import { formOptionsQuery, labelFor } from './form-option-choices.ts';
import { blogText } from './messages.ts';
import { PostFormDialog } from './post-form-dialog.tsx';
import { RowActions } from './row-actions.tsx';
import { ScheduledPosts } from './scheduled-posts.tsx';
import { formatStudioDateTime } from './studio-time.ts';
import { useToggleFeatured } from './use-toggle-featured.ts';

type OpenDialog = { kind: 'none' } | { kind: 'form'; post: BlogPost | null } | { kind: 'delete'; post: BlogPost };

/**
 * The Blog Posts tab (admin-area.md §2 with D2, D18, D19, D24): every post, drafts and scheduled
 * ones included, in the order the blog shows them; drag to reorder, star, view, edit, delete.
 * Viewers see the list read-only (D14).
 */
export function BlogPage() {
  const t = useMessages(blogText);
  const language = useLanguage();
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const posts = useQuery(blogPostsQuery);
  const options = useQuery(formOptionsQuery);
  const clock = useStudioClock();
  const reorder = useReorder<BlogPost>({ queryKey: contentKeys.blog, path: '/api/blogPost/reorder' });
  const toggleFeatured = useToggleFeatured<BlogPost>({
    queryKey: contentKeys.blog,
    pathOf: (id) => `/api/blog/${id}`,
    text: { updated: t('postUpdated'), errorTitle: t('errorTitle'), failed: t('postUpdateFailed') },
  });
  const deletion = useDeleteItem<BlogPost>({
    queryKey: contentKeys.blog,
    pathOf: (id) => `/api/blog/${id}`,
    relatedKeys: [overviewQuery.queryKey],
  });
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  // The last dialog keeps its content while it closes.
  const [last, setLast] = useState<OpenDialog>({ kind: 'none' });
  const open = (next: OpenDialog) => {
    setDialog(next);
    setLast(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  };
  const addPost = () => open({ kind: 'form', post: null });

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
      <SectionHeader
        section="blog"
        actions={
          canWrite && (
            <button type="button" onClick={addPost} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('addPost')}
            </button>
          )
        }
      />
      {posts.data && <ScheduledPosts posts={posts.data} clock={clock} canWrite={canWrite} />}
      <ListIntro count={posts.data?.length ?? null} sortable={canWrite} />
      {posts.isPending ? (
        <ListSkeleton label={t('listLabel')} />
      ) : posts.isError ? (
        <ListError error={posts.error} onRetry={() => posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyList text={t('empty')} {...(canWrite ? { addLabel: t('addPost'), onAdd: addPost } : {})} />
      ) : (
        <SortableList
          items={posts.data}
          getId={(post) => post.id}
          getLabel={(post) => post.title}
          label={t('listLabel')}
          {...(canWrite ? { onReorder: reorder } : {})}
          renderItem={(post) => (
            <ContentRowBody
              thumbnail={post.featuredImageRef}
              title={post.title}
              subtitle={labelFor(options.data ?? [], 'blogCategory', post.category)}
              badges={badges(post)}
            />
          )}
          renderActions={(post) => (
            <RowActions
              featured={post.featured}
              featuredLabel={t('toggleFeatured', { title: post.title })}
              {...(canWrite ? { onToggleFeatured: () => toggleFeatured(post) } : {})}
              view={
                post.status === 'published'
                  ? { href: `/blog/${post.slug}`, label: t('viewPost', { title: post.title }) }
                  : { unavailable: t('notPublicYet', { title: post.title }) }
              }
              editLabel={t('editPost', { title: post.title })}
              deleteLabel={t('deletePost', { title: post.title })}
              {...(canWrite
                ? { onEdit: () => open({ kind: 'form', post }), onDelete: () => open({ kind: 'delete', post }) }
                : {})}
            />
          )}
        />
      )}
      {canWrite && (
        <>
          <PostFormDialog
            open={dialog.kind === 'form'}
            onOpenChange={close}
            post={last.kind === 'form' ? last.post : null}
          />
          <ConfirmDeleteDialog
            open={dialog.kind === 'delete'}
            label={last.kind === 'delete' ? last.post.title : null}
            pending={deletion.pending}
            onOpenChange={close}
            onConfirm={async () => {
              if (last.kind === 'delete') await deletion.remove(last.post.id);
            }}
          />
        </>
      )}
    </>
  );
}
