import { MediaPage } from '../../features/admin/media/media-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionMedia');

export default function Media() {
  return <MediaPage />;
}
