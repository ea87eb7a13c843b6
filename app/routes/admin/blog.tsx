import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionBlog');

export default function Blog() {
  return <ComingSection section="blog" />;
}
