import { LookbookPage } from '../../features/admin/lookbook/lookbook-page.tsx';
import { adminMeta } from '../../features/admin/shell/admin-meta.ts';

export const meta = () => adminMeta('sectionLookbook');

export default function Lookbook() {
  return <LookbookPage />;
}
