import { FormOptionsPage } from '../../features/admin/form-options/form-options-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionFormOptions');

export default function FormOptions() {
  return <FormOptionsPage />;
}
