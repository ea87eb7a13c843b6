import { PipelinePage } from '../../features/admin/pipeline/pipeline-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('Pipeline');

export default function Pipeline() {
  return <PipelinePage />;
}
