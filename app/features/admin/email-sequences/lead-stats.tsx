import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChevronRight, type LucideIcon, Mail, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeadStats } from '#shared/admin/leads.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { LeadSourceBadge, LeadStatusBadge } from '../shared/leads/lead-badges.tsx';
import type { LeadFilters } from '../shared/leads/lead-filters.ts';
import { leadsInboxHref } from '../shared/leads/lead-filters.ts';
import { leadStatsQuery, leadsListQuery } from '../shared/leads/leads-queries.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { AdminDialog } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { Pager } from '../shared/ui/pager.tsx';
import { leadName } from './lead-name.ts';
import { sequencesText } from './messages.ts';

type Card = 'total' | 'active' | 'lookbook' | 'contact';
type Key = keyof typeof sequencesText.en;

/** Admin area §4's filters: Active = status active; Lookbook / Contact = the source (D8 reads the old names as these). */
const CARDS: Record<Card, { label: Key; icon: LucideIcon; filter: Partial<LeadFilters> }> = {
  total: { label: 'statTotal', icon: Users, filter: {} },
  active: { label: 'statActive', icon: UserCheck, filter: { status: 'active' } },
  lookbook: { label: 'statLookbook', icon: BookOpen, filter: { source: 'lookbook' } },
  contact: { label: 'statContact', icon: Mail, filter: { source: 'contact' } },
};
const CARD_ORDER: readonly Card[] = ['total', 'active', 'lookbook', 'contact'];

const DIALOG_PAGE_SIZE = 10;

/** The four clickable cards (admin area §2), each opening the leads it counts. */
export function LeadStatCards() {
  const t = useMessages(sequencesText);
  const language = useLanguage();
  const stats = useQuery(leadStatsQuery);
  const [open, setOpen] = useState<Card | null>(null);
  const [last, setLast] = useState<Card>('total');

  if (stats.isError) {
    return (
      <section aria-label={t('statsLabel')}>
        <ListError error={stats.error} onRetry={() => stats.refetch()} />
      </section>
    );
  }
  const card = CARDS[last];
  return (
    <section aria-label={t('statsLabel')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats.isPending || undefined}>
        {CARD_ORDER.map((id) => {
          const { label, icon: Icon } = CARDS[id];
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => {
                  setOpen(id);
                  setLast(id);
                }}
                disabled={stats.isPending}
                aria-haspopup="dialog"
                className="group flex h-full w-full flex-col rounded-xl border border-stone bg-white p-4 text-left transition-colors hover:border-clay/60 hover:bg-sand/40 focus-visible:outline-2 focus-visible:outline-olive disabled:cursor-progress sm:p-5"
              >
                <span className="flex w-full items-start justify-between gap-3">
                  <span className="text-sm font-medium text-muted">{t(label)}</span>
                  <Icon className="size-5 shrink-0 text-umber" aria-hidden="true" />
                </span>
                {stats.isPending ? (
                  <span className="mt-2 block h-9 w-16 animate-pulse rounded bg-sand motion-reduce:animate-none" />
                ) : (
                  <span className="mt-2 font-display text-3xl leading-none text-ink tabular-nums sm:text-4xl">
                    {formatNumber(language, countOf(stats.data, id))}
                  </span>
                )}
                <span className="mt-2 inline-flex items-center gap-0.5 text-xs text-muted group-hover:text-charcoal">
                  {t('statShow')}
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <LeadsDialog
        key={last}
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t(card.label)}
        filter={card.filter}
      />
    </section>
  );
}

function countOf(stats: LeadStats | undefined, card: Card): number {
  return stats ? stats[card] : 0;
}

/** The leads a card counts, a page at a time, with 'Total: N leads' and the inbox at the same filter. */
function LeadsDialog({
  open,
  onOpenChange,
  title,
  filter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  filter: Partial<LeadFilters>;
}) {
  const t = useMessages(sequencesText);
  const studioDates = useStudioDates();
  const [page, setPage] = useState(1);
  const leads = useQuery({ ...leadsListQuery({ ...filter, sort: 'newest', page }, DIALOG_PAGE_SIZE), enabled: open });
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIALOG_PAGE_SIZE));
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width="lg"
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-ink" aria-live="polite">
            {leads.data ? t('leadsTotal', { count: total }) : ''}
          </p>
          <Link to={leadsInboxHref(filter)} className={buttonClass('secondary', 'sm')}>
            {t('openInbox')}
            <ChevronRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      }
    >
      {leads.isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('leadsListLabel')}
          className="divide-y divide-stone rounded-lg border border-stone bg-white"
        >
          {[0, 1, 2].map((row) => (
            <li key={row} className="px-4 py-3">
              <div className="h-4 w-48 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
            </li>
          ))}
        </ul>
      ) : leads.isError ? (
        <ListError error={leads.error} onRetry={() => leads.refetch()} />
      ) : leads.data.leads.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center text-sm text-muted">
          {t('noLeads')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('leadsListLabel')}
            className="divide-y divide-stone rounded-lg border border-stone bg-white"
          >
            {leads.data.leads.map((lead) => (
              <li key={lead.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{leadName(lead)}</p>
                  <p className="truncate text-sm text-muted">{lead.email}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <LeadStatusBadge status={lead.status} />
                  <LeadSourceBadge source={lead.source} />
                  <span className="text-xs text-muted">{studioDates.date(lead.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <div className="mt-3">
              <Pager label={t('leadsListLabel')} page={page} pages={pages} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </AdminDialog>
  );
}
