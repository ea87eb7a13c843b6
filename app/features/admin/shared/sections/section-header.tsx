import { type ReactNode, useEffect } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { type AdminSectionId, sectionById } from './admin-sections.ts';
import { shellText } from './messages.ts';
import { SECTION_TEXT } from './section-text.ts';

/**
 * A section's heading, what it is for, and its main actions; also the window title in the admin's
 * language (the server-rendered title is English).
 */
export function SectionHeader({ section, actions }: { section: AdminSectionId; actions?: ReactNode }) {
  const t = useMessages(shellText);
  const { label, about } = SECTION_TEXT[sectionById(section).id];
  const heading = t(label);
  const adminTitle = t('adminTitle');
  useEffect(() => {
    document.title = `${heading} · ${adminTitle}`;
  }, [heading, adminTitle]);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="font-display text-3xl text-ink">{heading}</h1>
        <p className="mt-1 text-sm text-muted">{t(about)}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
