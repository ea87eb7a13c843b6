import { LeadsPage } from '../../features/admin/leads/leads-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionLeads');

export default function Leads() {
  return <LeadsPage />;
}
