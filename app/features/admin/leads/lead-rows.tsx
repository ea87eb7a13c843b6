import { AlertCircle, Clock, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Lead } from '#shared/admin/leads.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { waitingText } from '../shared/leads/first-response.ts';
import { LeadSourceBadge, LeadStatusBadge } from '../shared/leads/lead-badges.tsx';
import { type LeadFilters, leadHref } from '../shared/leads/lead-filters.ts';
import { leadName } from '../shared/leads/lead-payload.ts';
import { leadsText } from '../shared/leads/messages.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { buttonClass } from '../shared/ui/button-class.ts';

export interface LeadRowHandlers {
  onEdit: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** The inbox's two flags (issue 10), as words with an icon: never colour alone. */
export function LeadFlags({ lead }: { lead: Lead }) {
  const t = useMessages(leadsText);
  const language = useLanguage();
  const { waitingOverBusinessDay, untouchedSevenDays } = lead.flags;
  if (!waitingOverBusinessDay && !untouchedSevenDays && !lead.unansweredSince) return null;
  return (
    <ul className="flex flex-col gap-1 text-xs">
      {/* Issue 27: past the studio's reply promise (business hours, dates off), with the clock */}
      {lead.unansweredSince && (
        <li className="inline-flex items-center gap-1 font-medium text-umber">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          {t('flagUnanswered', { time: waitingText(t, language, lead.createdAt, new Date()) })}
        </li>
      )}
      {waitingOverBusinessDay && (
        <li className="inline-flex items-center gap-1 font-medium text-umber">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          {t('flagWaiting')}
        </li>
      )}
      {untouchedSevenDays && (
        <li className="inline-flex items-center gap-1 font-medium text-umber">
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          {t('flagUntouched')}
        </li>
      )}
    </ul>
  );
}

function RowButtons({ lead, name, onEdit, onDelete }: { lead: Lead; name: string } & LeadRowHandlers) {
  const t = useMessages(leadsText);
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={() => onEdit(lead)}
        aria-label={t('editLead', { name })}
        title={t('edit')}
        className={buttonClass('ghost', 'icon', 'text-muted hover:text-charcoal')}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => onDelete(lead)}
        aria-label={t('deleteLead', { name })}
        title={t('delete')}
        className={buttonClass('ghost', 'icon', 'text-red-800 hover:bg-red-800/10')}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** What a lead is called in a list: the name, else the e-mail (a lookbook download may have no name). */
function useDisplayName() {
  const t = useMessages(leadsText);
  return (lead: Lead) => leadName(lead) || lead.email || t('noName');
}

/** A page of leads as a table (from md) and as cards on a phone. */
export function LeadRows({
  leads,
  filters,
  ...handlers
}: { leads: readonly Lead[]; filters: LeadFilters } & LeadRowHandlers) {
  const t = useMessages(leadsText);
  const _language = useLanguage();
  const studioDates = useStudioDates();
  const displayName = useDisplayName();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-stone bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('listLabel')}</caption>
          <thead className="border-b border-stone text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('name')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('status')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('source')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('created')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('flags')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone">
            {leads.map((lead) => {
              const name = displayName(lead);
              return (
                <tr key={lead.id} className="align-top">
                  <td className="max-w-72 px-4 py-3">
                    <Link
                      to={leadHref(lead.id, filters)}
                      className="font-medium break-words text-ink underline-offset-2 hover:underline"
                    >
                      {name}
                    </Link>
                    <div className="mt-0.5 text-muted break-all">{lead.email}</div>
                  </td>
                  <td className="px-4 py-3">
                    <LeadStatusBadge status={lead.status} />
                  </td>
                  <td className="px-4 py-3">
                    <LeadSourceBadge source={lead.source} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-charcoal">{studioDates.date(lead.createdAt)}</td>
                  <td className="px-4 py-3">
                    <LeadFlags lead={lead} />
                  </td>
                  <td className="px-2 py-2">
                    <RowButtons lead={lead} name={name} {...handlers} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('listLabel')} className="grid gap-3 md:hidden">
        {leads.map((lead) => {
          const name = displayName(lead);
          return (
            <li key={lead.id} className="rounded-lg border border-stone bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    to={leadHref(lead.id, filters)}
                    className="font-medium break-words text-ink underline-offset-2 hover:underline"
                  >
                    {name}
                  </Link>
                  <div className="mt-0.5 text-sm break-all text-muted">{lead.email}</div>
                </div>
                <RowButtons lead={lead} name={name} {...handlers} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <LeadStatusBadge status={lead.status} />
                <LeadSourceBadge source={lead.source} />
                <span className="text-xs text-muted">{t('createdOn', { date: studioDates.date(lead.createdAt) })}</span>
              </div>
              <div className="mt-2">
                <LeadFlags lead={lead} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Stand-ins while the first page loads. */
export function LeadRowsSkeleton() {
  const t = useMessages(leadsText);
  return (
    <ul aria-busy="true" aria-label={t('loading')} className="grid gap-3 rounded-lg border border-stone bg-white p-4">
      {[0, 1, 2, 3, 4].map((row) => (
        <li key={row} className="flex items-center gap-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-48 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
            <div className="h-3 w-36 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          </div>
          <div className="hidden h-5 w-20 animate-pulse rounded-full bg-sand sm:block motion-reduce:animate-none" />
          <div className="hidden h-5 w-24 animate-pulse rounded-full bg-sand sm:block motion-reduce:animate-none" />
        </li>
      ))}
    </ul>
  );
}
