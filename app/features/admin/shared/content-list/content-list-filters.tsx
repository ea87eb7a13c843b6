import { useQuery } from '@tanstack/react-query';
import type { BlogStatus } from '#shared/admin/content.ts';
import type { FormOptionFieldType } from '#shared/form-options.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { formOptionsQuery } from '../options/form-options-query.ts';
import { Pager } from '../ui/pager.tsx';
import { SearchBoxField } from '../ui/search-box-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import type { useSearchBox } from '../ui/use-search-box.ts';
import type { ContentFilters } from './content-filters.ts';
import { contentListText } from './messages.ts';

/** "All" in a filter's select (a select cannot hold ''). */
const ALL = 'all';
const FEATURED = 'featured';

const STATUS_KEYS = {
  published: 'statusPublished',
  draft: 'statusDraft',
  scheduled: 'statusScheduled',
} as const satisfies Record<BlogStatus, keyof typeof contentListText.en>;

/**
 * Above a paged content tab (issue 11): search, the category (every option of the studio's list,
 * inactive ones too: old items keep them), the status for posts, and featured only.
 */
export function ContentListFilters({
  filters,
  categoryField,
  withStatus,
  search,
  onChange,
}: {
  filters: ContentFilters;
  categoryField: FormOptionFieldType;
  withStatus: boolean;
  search: ReturnType<typeof useSearchBox>;
  onChange: (next: Partial<ContentFilters>) => void;
}) {
  const t = useMessages(contentListText);
  const options = useQuery({
    ...formOptionsQuery,
    select: (all) =>
      all
        .filter((option) => option.fieldType === categoryField)
        .sort((a, b) => a.order - b.order)
        .map((option) => ({ value: option.value, label: option.label })),
  });
  const categories = options.data ?? [];
  // A category in the address that the lists do not (yet) know still shows as chosen.
  const category = filters.category;
  const categoryChoices =
    category && !categories.some((choice) => choice.value === category)
      ? [...categories, { value: category, label: category }]
      : categories;
  return (
    <search
      aria-label={t('filtersLabel')}
      className={
        withStatus
          ? 'mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]'
          : 'mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr]'
      }
    >
      <SearchBoxField
        className="col-span-2 lg:col-span-1"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        search={search}
      />
      <SelectField
        className={withStatus ? 'col-span-2 sm:col-span-1' : undefined}
        label={t('category')}
        value={filters.category ?? ALL}
        onValueChange={(value) => onChange({ category: value === ALL ? null : value })}
        options={[{ value: ALL, label: t('allCategories') }, ...categoryChoices]}
      />
      {withStatus && (
        <SelectField<BlogStatus | typeof ALL>
          label={t('status')}
          value={filters.status ?? ALL}
          onValueChange={(value) => onChange({ status: value === ALL ? null : value })}
          options={[
            { value: ALL, label: t('allStatuses') },
            ...(Object.keys(STATUS_KEYS) as BlogStatus[]).map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
          ]}
        />
      )}
      <SelectField
        label={t('show')}
        value={filters.featured ? FEATURED : ALL}
        onValueChange={(value) => onChange({ featured: value === FEATURED })}
        options={[
          { value: ALL, label: t('showAll') },
          { value: FEATURED, label: t('showFeatured') },
        ]}
      />
    </search>
  );
}

/** Under a paged content tab: how many items match, and the pages when there is more than one. */
export function ContentListFooter({
  total,
  page,
  pages,
  onPage,
}: {
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useMessages(contentListText);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-muted">
        {t('itemCount', { count: total })}
      </p>
      {pages > 1 && <Pager label={t('pagination')} page={page} pages={pages} onPage={onPage} />}
    </div>
  );
}
