import { ProjectsPage } from '../../features/admin/projects/projects-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionProjects');

export default function Projects() {
  return <ProjectsPage />;
}
