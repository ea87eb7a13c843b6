import { BlogPage } from '../../features/admin/blog/blog-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionBlog');

export default function Blog() {
  return <BlogPage />;
}
