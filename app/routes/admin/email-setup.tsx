import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionEmailSetup');

export default function EmailSetup() {
  return <ComingSection section="emailSetup" />;
}
