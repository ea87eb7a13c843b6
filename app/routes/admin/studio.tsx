import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionStudio');

export default function Studio() {
  return <ComingSection section="studio" />;
}
