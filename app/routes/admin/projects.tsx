import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { ComingSection } from '../../features/admin/shell/coming-section.tsx';

export const meta = () => adminMeta('sectionProjects');

export default function Projects() {
  return <ComingSection section="projects" />;
}
