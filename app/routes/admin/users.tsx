import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { UsersPage } from '../../features/admin/users/users-page.tsx';

export const meta = () => adminMeta('sectionUsers');

export default function Users() {
  return <UsersPage />;
}
