import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { StudioPage } from '../../features/admin/studio/studio-page.tsx';

export const meta = () => adminMeta('sectionStudio');

export default function Studio() {
  return <StudioPage />;
}
