import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionEmailSequences');

export default function EmailSequences() {
  return <ComingSection section="emailSequences" />;
}
