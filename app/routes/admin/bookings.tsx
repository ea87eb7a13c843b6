import { BookingsPage } from '../../features/admin/bookings/bookings-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('Bookings');

export default function Bookings() {
  return <BookingsPage />;
}
