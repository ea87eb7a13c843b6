import { Outlet } from 'react-router';
import { AdminProviders } from '../../features/admin/shell/admin-providers.tsx';

/**
 * Every /admin page: client-rendered against /api (the server sends the shell), with providers the
 * public site never loads. Admin answers are personal: no cache keeps them.
 */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function AdminLayout() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}
