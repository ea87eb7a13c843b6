import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Pencil, Trash2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Lead } from '#shared/admin/leads.ts';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { useDialogs } from '../shared/content-list/use-dialogs.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { DeleteLeadDialog } from '../shared/leads/delete-lead-dialog.tsx';
import { LeadSourceBadge, LeadStatusBadge } from '../shared/leads/lead-badges.tsx';
import { leadsInboxHref } from '../shared/leads/lead-filters.ts';
import { LeadFormDialog } from '../shared/leads/lead-form-dialog.tsx';
import { recentLeadsQuery } from '../shared/leads/leads-queries.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { RowTextButton } from '../shared/ui/row-text-button.tsx';
import { leadName } from './lead-name.ts';
import { sequencesText } from './messages.ts';

type Dialog = { kind: 'form'; lead: Lead | null } | { kind: 'delete'; lead: Lead };

/**
 * 'Recent Leads' (admin area §2, §9): the 10 newest with their status and source, Edit (the
 * inbox's lead editor), Delete (D25: pending sends cancelled, personal data removed), 'Add Lead'
 * and 'Manage All' (the inbox, D22).
 */
export function RecentLeads({ headingId }: { headingId: string }) {
  const t = useMessages(sequencesText);
  const _language = useLanguage();
  const studioDates = useStudioDates();
  const leads = useQuery(recentLeadsQuery);
  const dialogs = useDialogs<Dialog>();

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-2xl text-ink">
            {t('recentLeads')}
          </h2>
          <p className="text-sm text-muted">{t('recentLeadsAbout')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => dialogs.open({ kind: 'form', lead: null })}
            className={buttonClass('secondary')}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            {t('addLead')}
          </button>
          <Link to={leadsInboxHref()} className={buttonClass('secondary')}>
            {t('manageAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
      {leads.isPending ? (
        <ListSkeleton label={t('recentLeadsLabel')} />
      ) : leads.isError ? (
        <ListError error={leads.error} onRetry={() => leads.refetch()} />
      ) : leads.data.leads.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center text-sm text-muted">
          {t('noRecentLeads')}
        </p>
      ) : (
        <ul
          aria-label={t('recentLeadsLabel')}
          className="divide-y divide-stone rounded-lg border border-stone bg-white"
        >
          {leads.data.leads.map((lead) => {
            const name = leadName(lead);
            return (
              <li key={lead.id} className="flex flex-col gap-2 px-4 py-3 sm:px-5 md:flex-row md:items-center md:gap-5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{name}</p>
                  {name !== lead.email && <p className="truncate text-sm text-muted">{lead.email}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <LeadStatusBadge status={lead.status} />
                  <LeadSourceBadge source={lead.source} />
                  <span className="text-xs text-muted">
                    {t('received', { date: studioDates.date(lead.createdAt) })}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <RowTextButton
                    icon={Pencil}
                    text={t('edit')}
                    label={t('editLead', { name })}
                    onClick={() => dialogs.open({ kind: 'form', lead })}
                  />
                  <RowTextButton
                    icon={Trash2}
                    text={t('delete')}
                    label={t('deleteLead', { name })}
                    onClick={() => dialogs.open({ kind: 'delete', lead })}
                    danger
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LeadFormDialog
        open={dialogs.isOpen('form')}
        onOpenChange={dialogs.onOpenChange}
        lead={dialogs.last('form')?.lead ?? null}
      />
      <DeleteLeadDialog
        open={dialogs.isOpen('delete')}
        onOpenChange={dialogs.onOpenChange}
        lead={dialogs.last('delete')?.lead ?? null}
      />
    </section>
  );
}
