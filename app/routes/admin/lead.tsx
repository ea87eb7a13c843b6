import { useParams } from 'react-router';
import { LeadPage } from '../../features/admin/leads/lead-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionLeads');

/** `/admin/leads/:id`: one lead; an id that is not a whole number is a lead that does not exist. */
export default function Lead() {
  const { id } = useParams();
  const parsed = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  return <LeadPage key={parsed ?? 'none'} id={parsed} />;
}
