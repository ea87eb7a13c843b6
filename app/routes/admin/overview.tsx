import OverviewPage from '../../features/admin/overview/overview-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';
import { SectionHeader } from '../../features/admin/shell/section-header.tsx';

// The overview's charts (recharts) load with this route only, never with another tab or the site.
export const meta = () => adminMeta('sectionOverview');

export default function Overview() {
  return (
    <>
      <SectionHeader section="overview" />
      <OverviewPage />
    </>
  );
}
