import { useParams } from 'react-router';
import { parseRowId } from '#shared/row-id.ts';
import { LeadPage } from '../../features/admin/leads/lead-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionLeads');

/** `/admin/leads/:id`: one lead; an id that is not a whole number that fits is a lead that does not exist. */
export default function Lead() {
  const { id } = useParams();
  const parsed = parseRowId(id);
  return <LeadPage key={parsed ?? 'none'} id={parsed} />;
}
