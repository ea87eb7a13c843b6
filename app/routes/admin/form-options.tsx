import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionFormOptions');

export default function FormOptions() {
  return <ComingSection section="formOptions" />;
}
