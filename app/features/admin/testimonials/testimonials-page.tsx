import { useQuery } from '@tanstack/react-query';
import { can } from '#shared/admin/permissions.ts';
import type { Testimonial } from '#shared/content.ts';
import { ContentRowBody } from '../shared/content-list/content-row-body.tsx';
import { ContentTab } from '../shared/content-list/content-tab.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { Badge } from '../shared/ui/badge.tsx';
import { testimonialsText } from './messages.ts';
import { TestimonialFormDialog } from './testimonial-form.tsx';
import { testimonialRowWrites, testimonialsQuery } from './testimonials-queries.ts';

/**
 * The Testimonials tab (admin area §2 with D18, D19): the testimonials in the site's order;
 * drag to reorder, star, view on the about page, edit, delete. Viewers see it read-only (D14).
 */
export function TestimonialsPage() {
  const t = useMessages(testimonialsText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const testimonials = useQuery(testimonialsQuery);

  return (
    <ContentTab<Testimonial>
      section="testimonials"
      canWrite={canWrite}
      api={{ queryKey: contentKeys.testimonials, writes: testimonialRowWrites }}
      list={{ kind: 'whole', query: testimonials }}
      text={{
        add: t('addTestimonial'),
        listLabel: t('listLabel'),
        empty: t('empty'),
        featured: {
          updated: t('testimonialUpdated'),
          errorTitle: t('errorTitle'),
          failed: t('testimonialUpdateFailed'),
        },
      }}
      labelOf={(testimonial) => testimonial.name}
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
      rowText={(testimonial) => ({
        featured: t('toggleFeatured', { name: testimonial.name }),
        // D18: 'View' opens the about page at this testimonial (its anchor there).
        view: {
          href: `/about#testimonial-${testimonial.id}`,
          label: t('viewTestimonial', { name: testimonial.name }),
        },
        edit: t('editTestimonial', { name: testimonial.name }),
        delete: t('deleteTestimonial', { name: testimonial.name }),
      })}
      renderForm={({ open, onOpenChange, item }) => (
        <TestimonialFormDialog open={open} onOpenChange={onOpenChange} testimonial={item} />
      )}
    />
  );
}
