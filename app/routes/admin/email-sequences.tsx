import { EmailSequencesPage } from '../../features/admin/email-sequences/email-sequences-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionEmailSequences');

export default function EmailSequences() {
  return <EmailSequencesPage />;
}
