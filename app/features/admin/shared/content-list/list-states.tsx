import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { contentListText } from './messages.ts';

/**
 * The line above a list: the spec's hint and the item count badge. `partial`: the list shows a
 * page or a filter's items, which a drag reorders among themselves (issue 11), and the hint says so.
 */
export function ListIntro({
  count,
  sortable,
  partial,
}: {
  count: number | null;
  sortable: boolean;
  partial?: boolean;
}) {
  const t = useMessages(contentListText);
  const hint = !sortable ? t('reorderHintReadOnly') : partial ? t('reorderHintPart') : t('reorderHint');
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted">{hint}</p>
      {count !== null && <Badge tone="neutral">{t('itemCount', { count })}</Badge>}
    </div>
  );
}

/** Admin area §2: a loading skeleton of 3 rows. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="divide-y divide-stone rounded-lg border border-stone bg-white">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-4 px-4 py-3">
          <div className="size-12 shrink-0 animate-pulse rounded-md bg-sand motion-reduce:animate-none" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-48 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
            <div className="h-3 w-28 animate-pulse rounded bg-sand motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The button that opens a list's create dialog: in the section's header, and in an empty list. */
export function AddButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('primary', 'md', className)}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

/** What an empty list says (admin area §2 'No ... found.'), and its Add button (D18) for those who may add. */
export interface EmptyListProps {
  text: string;
  addLabel?: string | undefined;
  onAdd?: (() => void) | undefined;
}

export function EmptyList({ text, addLabel, onAdd }: EmptyListProps) {
  return (
    <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
      <p className="text-sm text-muted">{text}</p>
      {onAdd && addLabel && <AddButton label={addLabel} onClick={onAdd} className="mt-4" />}
    </div>
  );
}

/** A filtered list with nothing in it: says so, and offers the way back to the whole list. */
export function EmptyFilteredList({ onClear }: { onClear: () => void }) {
  const t = useMessages(contentListText);
  return (
    <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
      <p className="text-sm text-muted">{t('emptyFiltered')}</p>
      <button type="button" onClick={onClear} className={buttonClass('secondary', 'md', 'mt-4')}>
        {t('clearFilters')}
      </button>
    </div>
  );
}

/** A list that could not be read: the server's reason, and a way to ask again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(contentListText);
  return (
    <div role="alert" className="rounded-lg border border-stone bg-white px-5 py-6 text-sm">
      <p className="text-red-800">{error instanceof ApiError ? error.message : t('loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'sm', 'mt-3')}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/**
 * A list's states in one place: the skeleton while it loads, the reason and a retry when it could
 * not be read, 'No ... found.' when it is empty, and otherwise the list (`children`), with the
 * reorder hint and the count above it when the list is `sortable` (read-only: the hint says so).
 */
export function ListStates<T>({
  query,
  items,
  label,
  sortable,
  empty,
  paged,
  skeleton = <ListSkeleton label={label} />,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** what the list shows once read (a part of the answer, for a filtered list) */
  items: readonly T[] | undefined;
  /** the list's accessible name, also the skeleton's */
  label: string;
  /** absent for a list that has no order to show (the lookbook's cards) */
  sortable?: boolean;
  empty: EmptyListProps;
  /**
   * A paged tab (issue 11): its count is under the list, with the pages (of every matching item,
   * not the page's); a filtered list with nothing in it offers to clear the filters, not to add.
   */
  paged?: { partial: boolean; onClearFilters: (() => void) | null };
  skeleton?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) return <ListError error={query.error} onRetry={() => query.refetch()} />;
  if (!items || items.length === 0) {
    return paged?.onClearFilters ? <EmptyFilteredList onClear={paged.onClearFilters} /> : <EmptyList {...empty} />;
  }
  return (
    <>
      {sortable !== undefined && (
        <ListIntro count={paged ? null : items.length} sortable={sortable} partial={paged?.partial} />
      )}
      {children(items)}
    </>
  );
}
