import { Plus } from 'lucide-react';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { contentListText } from './messages.ts';

/** The line above a list: the spec's hint and the item count badge. */
export function ListIntro({ count, sortable }: { count: number | null; sortable: boolean }) {
  const t = useMessages(contentListText);
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted">{sortable ? t('reorderHint') : t('reorderHintReadOnly')}</p>
      {count !== null && <Badge tone="neutral">{count === 1 ? t('itemCountOne') : t('itemCount', { count })}</Badge>}
    </div>
  );
}

/** Spec §2: a loading skeleton of 3 rows. */
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

/** Spec §2 'No ... found.' with an Add button that opens the create dialog (D18). */
export function EmptyList({ text, addLabel, onAdd }: { text: string; addLabel?: string; onAdd?: () => void }) {
  return (
    <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
      <p className="text-sm text-muted">{text}</p>
      {onAdd && addLabel && (
        <button type="button" onClick={onAdd} className={buttonClass('primary', 'md', 'mt-4')}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </button>
      )}
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
