import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { DashboardGuard } from '../../features/admin/shell/dashboard-guard.tsx';

export const meta = () => adminMeta('adminTitle');

/** /admin and its sections: the guard, then the frame around the section's own route. */
export default function Dashboard() {
  return <DashboardGuard />;
}
