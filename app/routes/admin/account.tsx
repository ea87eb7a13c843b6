import { AccountPage } from '../../features/admin/account/account-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionAccount');

export default function Account() {
  return <AccountPage />;
}
