import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionTestimonials');

export default function Testimonials() {
  return <ComingSection section="testimonials" />;
}
