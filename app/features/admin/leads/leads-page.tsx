import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_SORTS, LEAD_SOURCES, LEAD_STATUSES, type Lead, type LeadSort } from '#shared/admin/leads.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { DeleteLeadDialog } from '../shared/leads/delete-lead-dialog.tsx';
import { useLeadLabels } from '../shared/leads/lead-badges.tsx';
import {
  filtersFromSearch,
  hasFilters,
  type LeadFilters,
  leadsExportHref,
  NO_LEAD_FILTERS,
  searchOf,
} from '../shared/leads/lead-filters.ts';
import { LeadFormDialog } from '../shared/leads/lead-form-dialog.tsx';
import { leadsListQuery } from '../shared/leads/leads-queries.ts';
import { leadsText } from '../shared/leads/messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { Pager } from '../shared/ui/pager.tsx';
import { SearchBoxField } from '../shared/ui/search-box-field.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { useSearchBox } from '../shared/ui/use-search-box.ts';
import { LeadRows, LeadRowsSkeleton } from './lead-rows.tsx';

/** "All" in a filter's select (a select cannot hold ''). */
const ALL = 'all';

const SORT_KEYS = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  name: 'sortName',
  'recent-activity': 'sortRecentActivity',
} as const satisfies Record<LeadSort, keyof typeof leadsText.en>;

type OpenDialog = { kind: 'none' } | { kind: 'form'; lead: Lead | null } | { kind: 'delete'; lead: Lead };

/**
 * The leads inbox (`/admin/leads`, the spec's 'Manage All'; D8, D22, D25): search, status and
 * source filters, sort and pages, all in the address, so a reload, the back button or a stat card's
 * link lands on the same list. The server filters and pages (25 a page); nothing loads every lead.
 */
export function LeadsPage() {
  const t = useMessages(leadsText);
  const { statusLabel, sourceLabel } = useLeadLabels();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const leads = useQuery(leadsListQuery(filters));
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const [last, setLast] = useState<OpenDialog>({ kind: 'none' });
  const open = (next: OpenDialog) => {
    setDialog(next);
    setLast(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  };

  /** A new list (another filter, sort or page): a new entry in the history, so back returns to this one. */
  const show = (next: Partial<LeadFilters>, options: { replace?: boolean } = {}) => {
    setSearchParams(searchOf({ ...filters, page: 1, ...next }), { replace: options.replace ?? false });
  };

  const search = useSearchBox(filters.q, (q) =>
    setSearchParams(searchOf({ ...filters, q, page: 1 }), { replace: true }),
  );

  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (the last lead of the last page deleted, an old link): the last page.
  useEffect(() => {
    if (data && data.total > 0 && filters.page > pages) {
      setSearchParams(searchOf({ ...filters, page: pages }), { replace: true });
    }
  }, [data, filters, pages, setSearchParams]);

  const filtered = hasFilters(filters);

  return (
    <>
      <SectionHeader
        section="leads"
        actions={
          <>
            <a href={leadsExportHref(filters)} download title={t('exportHint')} className={buttonClass('secondary')}>
              <Download className="size-4" aria-hidden="true" />
              {t('exportCsv')}
            </a>
            <button type="button" onClick={() => open({ kind: 'form', lead: null })} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('addLead')}
            </button>
          </>
        }
      />
      <search aria-label={t('filtersLabel')} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchBoxField
          className="col-span-2 lg:col-span-1"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          search={search}
        />
        <SelectField
          label={t('status')}
          value={filters.status ?? ALL}
          onValueChange={(value) => show({ status: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allStatuses') },
            ...LEAD_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
        />
        <SelectField
          label={t('source')}
          value={filters.source ?? ALL}
          onValueChange={(value) => show({ source: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allSources') },
            ...LEAD_SOURCES.map((value) => ({ value, label: sourceLabel(value) })),
          ]}
        />
        <SelectField
          className="col-span-2 lg:col-span-1"
          label={t('sort')}
          value={filters.sort}
          onValueChange={(value) => show({ sort: value })}
          options={LEAD_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
        />
      </search>

      {leads.isPending ? (
        <LeadRowsSkeleton />
      ) : leads.isError ? (
        <ListError error={leads.error} onRetry={() => leads.refetch()} />
      ) : data && data.leads.length === 0 && data.total === 0 ? (
        <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
          <p className="text-sm text-muted">{filtered ? t('emptyFiltered') : t('empty')}</p>
          {filtered ? (
            <button
              type="button"
              onClick={() => {
                search.reset('');
                show({ ...NO_LEAD_FILTERS, sort: filters.sort });
              }}
              className={buttonClass('secondary', 'md', 'mt-4')}
            >
              {t('clearFilters')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => open({ kind: 'form', lead: null })}
              className={buttonClass('primary', 'md', 'mt-4')}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('addLead')}
            </button>
          )}
        </div>
      ) : data ? (
        <div aria-busy={leads.isPlaceholderData || undefined}>
          <LeadRows
            leads={data.leads}
            filters={filters}
            onEdit={(lead) => open({ kind: 'form', lead })}
            onDelete={(lead) => open({ kind: 'delete', lead })}
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p aria-live="polite" className="text-muted">
              {t('total', { count: data.total })}
            </p>
            {pages > 1 && (
              <Pager label={t('pagination')} page={filters.page} pages={pages} onPage={(page) => show({ page })} />
            )}
          </div>
        </div>
      ) : null}

      <LeadFormDialog
        open={dialog.kind === 'form'}
        onOpenChange={close}
        lead={last.kind === 'form' ? last.lead : null}
      />
      <DeleteLeadDialog
        open={dialog.kind === 'delete'}
        onOpenChange={close}
        lead={last.kind === 'delete' ? last.lead : null}
      />
    </>
  );
}
