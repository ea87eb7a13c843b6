import OverviewPage from '../../features/admin/overview/overview-page.tsx';
import { SectionHeader } from '../../features/admin/shared/sections/section-header.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

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
