import { Hammer } from 'lucide-react';
import { useMessages } from '../i18n/use-messages.ts';
import type { AdminSectionId } from './admin-sections.ts';
import { shellText } from './messages.ts';
import { SectionHeader } from './section-header.tsx';

/** A section whose screen a later issue builds: its heading, what it will do, and no pretending. */
export function ComingSection({ section }: { section: AdminSectionId }) {
  const t = useMessages(shellText);
  return (
    <>
      <SectionHeader section={section} />
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-sm text-muted">
        <Hammer className="size-5 shrink-0" aria-hidden="true" />
        <p>{t('coming')}</p>
      </div>
    </>
  );
}
