import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STUDIO_SETTINGS_ID } from '#shared/admin/history.ts';
import { can } from '#shared/admin/permissions.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { HistoryButton } from '../shared/history/history-dialog.tsx';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { studioSettingsQuery } from '../shared/studio-clock/studio-settings-query.ts';
import { ExportContentLink } from './content-export/export-content-link.tsx';
import { ClearDemoDataButton } from './demo-data/clear-demo-data-button.tsx';
import { StudioForm } from './studio-form.tsx';

/**
 * /admin/studio (D6, D9, D26): the studio's facts, designer, SEO and e-mail sending, in one form.
 * The studio-wide settings page is where admins find 'Export content' (as Ghost keeps its export in
 * Settings).
 */
export function StudioPage() {
  const user = useSignedInUser();
  const settings = useQuery(studioSettingsQuery);
  // A restored version starts the form again from the record as read back (History panel, issue 29).
  const [restores, setRestores] = useState(0);
  return (
    <>
      <SectionHeader
        section="studio"
        actions={
          <>
            <HistoryButton
              entity="studioSettings"
              id={STUDIO_SETTINGS_ID}
              itemKeys={[contentKeys.settings]}
              onRestored={() => setRestores((count) => count + 1)}
            />
            {can(user.role, 'admin') && (
              <>
                <ExportContentLink />
                <ClearDemoDataButton />
              </>
            )}
          </>
        }
      />
      {settings.isPending ? (
        <FormSkeleton />
      ) : settings.isError ? (
        <ListError error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <StudioForm
          key={restores}
          settings={settings.data}
          readOnly={!can(user.role, 'content.write')}
          routingLocked={!can(user.role, 'admin')}
        />
      )}
    </>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      {[0, 1].map((section) => (
        <div key={section} className="space-y-4 rounded-lg border border-stone bg-white p-6">
          <div className="h-6 w-40 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="h-11 animate-pulse rounded bg-sand motion-reduce:animate-none" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
