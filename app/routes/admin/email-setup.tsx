import { EmailSetupPage } from '../../features/admin/email-setup/email-setup-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionEmailSetup');

export default function EmailSetup() {
  return <EmailSetupPage />;
}
