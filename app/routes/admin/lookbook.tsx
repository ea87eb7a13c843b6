import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionLookbook');

export default function Lookbook() {
  return <ComingSection section="lookbook" />;
}
