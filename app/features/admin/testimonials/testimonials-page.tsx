import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '#shared/admin/permissions.ts';
import type { Testimonial } from '#shared/content.ts';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { RowActions } from '../blog/row-actions.tsx';
import { useToggleFeatured } from '../blog/use-toggle-featured.ts';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { contentKeys } from '../content-list/content-keys.ts';
import { ContentRowBody } from '../content-list/content-row-body.tsx';
import { EmptyList, ListError, ListIntro, ListSkeleton } from '../content-list/list-states.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { testimonialsText } from './messages.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { testimonialsQuery } from './testimonials-queries.ts';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'form'; testimonial: Testimonial | null }
  | { kind: 'delete'; testimonial: Testimonial };

/**
 * The Testimonials tab (admin-area.md §2 with D18, D19): the testimonials in the site's order;
 * drag to reorder, star, view on the about page, edit, delete. Viewers see it read-only (D14).
 */
export function TestimonialsPage() {
  const t = useMessages(testimonialsText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const testimonials = useQuery(testimonialsQuery);
  const reorder = useReorder<Testimonial>({ queryKey: contentKeys.testimonials, path: '/api/testimonial/reorder' });
  const toggleFeatured = useToggleFeatured<Testimonial>({
    queryKey: contentKeys.testimonials,
    pathOf: (id) => `/api/testimonials/${id}`,
    text: {
      updated: t('testimonialUpdated'),
      errorTitle: t('errorTitle'),
      failed: t('testimonialUpdateFailed'),
    },
  });
  const deletion = useDeleteItem<Testimonial>({
    queryKey: contentKeys.testimonials,
    pathOf: (id) => `/api/testimonials/${id}`,
    relatedKeys: [overviewQuery.queryKey],
  });
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const [last, setLast] = useState<OpenDialog>({ kind: 'none' });
  const open = (next: OpenDialog) => {
    setDialog(next);
    setLast(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  };
  const add = () => open({ kind: 'form', testimonial: null });

  return (
    <>
      <SectionHeader
        section="testimonials"
        actions={
          canWrite && (
            <button type="button" onClick={add} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('addTestimonial')}
            </button>
          )
        }
      />
      <ListIntro count={testimonials.data?.length ?? null} sortable={canWrite} />
      {testimonials.isPending ? (
        <ListSkeleton label={t('listLabel')} />
      ) : testimonials.isError ? (
        <ListError error={testimonials.error} onRetry={() => testimonials.refetch()} />
      ) : testimonials.data.length === 0 ? (
        <EmptyList text={t('empty')} {...(canWrite ? { addLabel: t('addTestimonial'), onAdd: add } : {})} />
      ) : (
        <SortableList
          items={testimonials.data}
          getId={(testimonial) => testimonial.id}
          getLabel={(testimonial) => testimonial.name}
          label={t('listLabel')}
          {...(canWrite ? { onReorder: reorder } : {})}
          renderItem={(testimonial) => (
            <ContentRowBody
              showThumbnail={false}
              title={testimonial.name}
              subtitle={t('ratingSubtitle', { rating: testimonial.rating })}
              badges={
                (testimonial.featured || testimonial.project) && (
                  <>
                    {testimonial.featured && <Badge tone="accent">{t('featured')}</Badge>}
                    {testimonial.project && <Badge tone="neutral">{testimonial.project}</Badge>}
                  </>
                )
              }
            />
          )}
          renderActions={(testimonial) => (
            <RowActions
              featured={testimonial.featured}
              featuredLabel={t('toggleFeatured', { name: testimonial.name })}
              {...(canWrite ? { onToggleFeatured: () => toggleFeatured(testimonial) } : {})}
              // D18: 'View' opens the about page at this testimonial (its anchor there).
              view={{
                href: `/about#testimonial-${testimonial.id}`,
                label: t('viewTestimonial', { name: testimonial.name }),
              }}
              editLabel={t('editTestimonial', { name: testimonial.name })}
              deleteLabel={t('deleteTestimonial', { name: testimonial.name })}
              {...(canWrite
                ? {
                    onEdit: () => open({ kind: 'form', testimonial }),
                    onDelete: () => open({ kind: 'delete', testimonial }),
                  }
                : {})}
            />
          )}
        />
      )}
      {canWrite && (
        <>
          <TestimonialFormDialog
            open={dialog.kind === 'form'}
            onOpenChange={close}
            testimonial={last.kind === 'form' ? last.testimonial : null}
          />
          <ConfirmDeleteDialog
            open={dialog.kind === 'delete'}
            label={last.kind === 'delete' ? last.testimonial.name : null}
            pending={deletion.pending}
            onOpenChange={close}
            onConfirm={async () => {
              if (last.kind === 'delete') await deletion.remove(last.testimonial.id);
            }}
          />
        </>
      )}
    </>
  );
}
