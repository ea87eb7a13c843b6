import { useQuery } from '@tanstack/react-query';
import { can } from '#shared/admin/permissions.ts';
import type { Testimonial } from '#shared/content.ts';
import { useSignedInUser } from '../auth/signed-in-user.tsx';
import { ConfirmDeleteDialog } from '../content-list/confirm-delete-dialog.tsx';
import { contentKeys } from '../content-list/content-keys.ts';
import { ContentRowBody } from '../content-list/content-row-body.tsx';
import { AddButton, ListStates } from '../content-list/list-states.tsx';
import { RowActions } from '../content-list/row-actions.tsx';
import { SortableList } from '../content-list/sortable-list.tsx';
import { useDeleteItem } from '../content-list/use-delete-item.ts';
import { useDialogs } from '../content-list/use-dialogs.ts';
import { useReorder } from '../content-list/use-reorder.ts';
import { useToggleFeatured } from '../content-list/use-toggle-featured.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { SectionHeader } from '../shell/section-header.tsx';
import { Badge } from '../ui/badge.tsx';
import { testimonialsText } from './messages.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { testimonialsQuery } from './testimonials-queries.ts';

type Dialog = { kind: 'form'; testimonial: Testimonial | null } | { kind: 'delete'; testimonial: Testimonial };

/**
 * The Testimonials tab (admin area §2 with D18, D19): the testimonials in the site's order;
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
  });
  const dialogs = useDialogs<Dialog>();
  const add = canWrite ? () => dialogs.open({ kind: 'form', testimonial: null }) : undefined;
  const deleting = dialogs.last('delete')?.testimonial ?? null;

  return (
    <>
      <SectionHeader section="testimonials" actions={add && <AddButton label={t('addTestimonial')} onClick={add} />} />
      <ListStates
        query={testimonials}
        items={testimonials.data}
        label={t('listLabel')}
        sortable={canWrite}
        empty={{ text: t('empty'), addLabel: t('addTestimonial'), onAdd: add }}
      >
        {(items) => (
          <SortableList
            items={items}
            getId={(testimonial) => testimonial.id}
            getLabel={(testimonial) => testimonial.name}
            label={t('listLabel')}
            onReorder={canWrite ? reorder : undefined}
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
                onToggleFeatured={canWrite ? () => toggleFeatured(testimonial) : undefined}
                // D18: 'View' opens the about page at this testimonial (its anchor there).
                view={{
                  href: `/about#testimonial-${testimonial.id}`,
                  label: t('viewTestimonial', { name: testimonial.name }),
                }}
                editLabel={t('editTestimonial', { name: testimonial.name })}
                onEdit={canWrite ? () => dialogs.open({ kind: 'form', testimonial }) : undefined}
                deleteLabel={t('deleteTestimonial', { name: testimonial.name })}
                onDelete={canWrite ? () => dialogs.open({ kind: 'delete', testimonial }) : undefined}
              />
            )}
          />
        )}
      </ListStates>
      {canWrite && (
        <>
          <TestimonialFormDialog
            open={dialogs.isOpen('form')}
            onOpenChange={dialogs.onOpenChange}
            testimonial={dialogs.last('form')?.testimonial ?? null}
          />
          <ConfirmDeleteDialog
            open={dialogs.isOpen('delete')}
            label={deleting?.name ?? null}
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
