import { useParams } from 'react-router';
import { parseRowId } from '#shared/row-id.ts';
import { PostEditorPage } from '../../features/admin/blog/post-editor-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import type { AdminRouteHandle } from '../../features/admin/shell/dashboard-frame.tsx';

export const meta = () => adminMeta('sectionBlog');

/** The writing and its preview side by side: the page takes the whole width (issue 29). */
export const handle: AdminRouteHandle = { wholeWidth: true };

/**
 * `/admin/blog/new` and `/admin/blog/:id`: a post's editor page (issue 29). An id that is not a
 * whole number that fits is a post that does not exist. One route for both, so the page stays
 * mounted when a new post, once created, moves to its own address.
 */
export default function BlogPost() {
  const { id } = useParams();
  return <PostEditorPage id={id === 'new' ? 'new' : parseRowId(id)} />;
}
