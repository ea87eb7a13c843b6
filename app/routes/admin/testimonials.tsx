import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { TestimonialsPage } from '../../features/admin/testimonials/testimonials-page.tsx';

export const meta = () => adminMeta('sectionTestimonials');

export default function Testimonials() {
  return <TestimonialsPage />;
}
