import { LoginPage } from '../../features/admin/auth/login-page.tsx';
import { authText } from '../../features/admin/auth/messages.ts';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta(authText.en.pageTitle);

export default function AdminLogin() {
  return <LoginPage />;
}
