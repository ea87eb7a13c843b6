import AnalyticsPage from '../../features/admin/analytics/analytics-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

// The tab's chart (recharts) loads with this route only, never with another tab or the site.
export const meta = () => adminMeta('sectionAnalytics');

export default function Analytics() {
  return <AnalyticsPage />;
}
