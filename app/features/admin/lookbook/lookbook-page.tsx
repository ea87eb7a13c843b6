import { useQuery } from '@tanstack/react-query';
import { BookOpen, FileDown } from 'lucide-react';
import { useId } from 'react';
import type { ProjectSummary } from '#shared/admin/content-lists.ts';
import { can } from '#shared/admin/permissions.ts';
import { ListStates } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { LookbookCard } from './lookbook-card.tsx';
import { projectSummariesQuery, usePreviewLookbook, useSetInLookbook } from './lookbook-queries.ts';
import { lookbookText } from './messages.ts';

/**
 * The Lookbook tab (admin area §2, §8; D12): every project with a checkbox for the downloadable lookbook,
 * how many are chosen, and 'Preview PDF', which builds the visitors' PDF without making a lead.
 */
export function LookbookPage() {
  const t = useMessages(lookbookText);
  const user = useSignedInUser();
  const canWrite = can(user.role, 'content.write');
  const projects = useQuery(projectSummariesQuery);
  const setInLookbook = useSetInLookbook();
  const preview = usePreviewLookbook();
  const hintId = useId();
  const selected = projects.data?.filter((project) => project.inLookbook).length ?? 0;

  const toggle = (project: ProjectSummary, inLookbook: boolean) => setInLookbook.mutate({ project, inLookbook });
  const generate = () => preview.mutate();

  const noneSelected = selected === 0;
  return (
    <>
      <SectionHeader
        section="lookbook"
        actions={
          <button
            type="button"
            onClick={generate}
            disabled={noneSelected || preview.isPending || projects.isPending}
            aria-describedby={noneSelected ? hintId : undefined}
            className={buttonClass('primary')}
          >
            <FileDown className="size-4" aria-hidden="true" />
            {preview.isPending ? t('generating') : t('previewPdf')}
          </button>
        }
      />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-lg border border-stone bg-white px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-ink" aria-live="polite">
          <BookOpen className="size-4 text-olive" aria-hidden="true" />
          {projects.isPending
            ? '\u00a0'
            : selected === 1
              ? t('selectedCountOne')
              : t('selectedCount', { count: selected })}
        </p>
        <p className="text-sm text-muted">{t('pdfNote')}</p>
        {noneSelected && !projects.isPending && (
          <p id={hintId} className="w-full text-sm text-muted">
            {t('previewHint')}
          </p>
        )}
      </div>
      {!canWrite && <p className="mb-4 text-sm text-muted">{t('readOnly')}</p>}
      <ListStates
        query={projects}
        items={projects.data}
        label={t('gridLabel')}
        empty={{ text: t('empty') }}
        skeleton={<GridSkeleton />}
      >
        {(items) => (
          <ul aria-label={t('gridLabel')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((project) => (
              <LookbookCard
                key={project.id}
                project={project}
                onToggle={canWrite ? (inLookbook) => toggle(project, inLookbook) : undefined}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}

function GridSkeleton() {
  const t = useMessages(lookbookText);
  return (
    <ul aria-busy="true" aria-label={t('gridLabel')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <li key={card} className="overflow-hidden rounded-lg border border-stone bg-white">
          <div className="aspect-[4/3] animate-pulse bg-sand motion-reduce:animate-none" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-sand motion-reduce:animate-none" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-sand motion-reduce:animate-none" />
            <div className="h-3 w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  );
}
