import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { MEDIA_FILTERS, type MediaFilter, type MediaItem } from '#shared/admin/media-library.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { refusalText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { mediaLibraryQuery, useDeleteMedia, useRefreshMediaLibrary } from '../shared/media/media-library-queries.ts';
import { UploadDropZone } from '../shared/media/uploads/upload-drop-zone.tsx';
import { useUploadQueue } from '../shared/media/uploads/use-upload-queue.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { Pager } from '../shared/ui/pager.tsx';
import { SearchBoxField } from '../shared/ui/search-box-field.tsx';
import { useSearchBox } from '../shared/ui/use-search-box.ts';
import { MediaCard } from './media-card.tsx';
import { mediaPageText } from './messages.ts';

const FILTER_LABEL = { all: 'filterAll', used: 'filterUsed', unused: 'filterUnused' } as const;

/**
 * /admin/media (issue 29, docs/media-library.md): every stored image with its size, dimensions,
 * upload date and where it is used; search and a Used/Unused filter; the default alt text edited
 * in place; several uploads at once; Delete for what nothing uses. Editors and admins.
 */
export function MediaPage() {
  const t = useMessages(mediaPageText);
  const toast = useToast();
  const { timeZone } = useStudioClock();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [page, setPage] = useState(1);
  const search = useSearchBox(q, (typed) => {
    setQ(typed.trim());
    setPage(1);
  });
  const library = useQuery(mediaLibraryQuery({ q, filter, page }));
  const refresh = useRefreshMediaLibrary();
  // Several photos at once (issue 29): the list shows each as it arrives; one toast per batch.
  const uploads = useUploadQueue({
    onUploaded: () => void refresh(),
    onBatchEnd: ({ added, failed }) => {
      if (failed > 0)
        toast({ title: t('someFailed'), description: t('someFailedDescription'), variant: 'destructive' });
      else if (added > 0) toast({ title: t('uploadedToast', { count: added }) });
    },
  });
  const remove = useDeleteMedia();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [lastDeleting, setLastDeleting] = useState<MediaItem | null>(null);
  const filtered = q !== '' || filter !== 'all';
  const pages = library.data ? Math.max(1, Math.ceil(library.data.total / library.data.pageSize)) : 1;
  // A delete can empty the last page: go back to the page that is now last.
  const emptiedPage = library.data !== undefined && library.data.items.length === 0 && page > pages;
  useEffect(() => {
    if (emptiedPage) setPage(pages);
  }, [emptiedPage, pages]);

  const confirmDelete = async () => {
    if (!lastDeleting) return;
    try {
      await remove.mutateAsync(lastDeleting.hash);
      toast({ title: t('deleted') });
    } catch (failure) {
      // 409 media_in_use when it became used since the page was drawn: the reason names the uses.
      const reason = refusalText(failure);
      toast({ title: t('deleteFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    }
  };

  return (
    <>
      <SectionHeader section="media" />
      <section aria-labelledby="media-upload-title" className="mb-6">
        <h2 id="media-upload-title" className="sr-only">
          {t('uploadTitle')}
        </h2>
        <UploadDropZone uploads={uploads} destination="library" wide />
      </section>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBoxField search={search} label={t('search')} placeholder={t('searchPlaceholder')} className="sm:w-80" />
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('show')}</legend>
          <span aria-hidden="true" className="text-sm text-muted">
            {t('show')}
          </span>
          <div className="inline-flex rounded-md border border-stone bg-white p-0.5">
            {MEDIA_FILTERS.map((value) => (
              <label
                key={value}
                className={clsx(
                  'cursor-pointer rounded px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
                  filter === value ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-linen',
                )}
              >
                <input
                  type="radio"
                  name="media-filter"
                  value={value}
                  checked={filter === value}
                  onChange={() => {
                    setFilter(value);
                    setPage(1);
                  }}
                  className="sr-only"
                />
                {t(FILTER_LABEL[value])}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {library.isPending ? (
        <p
          aria-busy="true"
          className="rounded-lg border border-stone bg-white px-5 py-8 text-center text-sm text-muted"
        >
          {t('loading')}
        </p>
      ) : library.isError ? (
        <div role="alert" className="rounded-lg border border-stone bg-white px-5 py-6 text-sm">
          <p className="text-red-800">{t('loadFailed')}</p>
          <button type="button" onClick={() => library.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('tryAgain')}
          </button>
        </div>
      ) : library.data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center text-sm text-muted">
          <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
          {filtered && (
            <button
              type="button"
              onClick={() => {
                search.reset('');
                setQ('');
                setFilter('all');
                setPage(1);
                search.ref.current?.focus();
              }}
              className={buttonClass('secondary', 'sm', 'mt-3')}
            >
              {t('clearFilters')}
            </button>
          )}
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-charcoal">
            {t('total', { count: library.data.total })}
          </p>
          <p className="mb-3 text-xs text-muted">{t('defaultAltHint')}</p>
          <ul
            aria-label={t('listLabel')}
            aria-busy={library.isFetching}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
          >
            {library.data.items.map((item, index) => (
              <MediaCard
                key={`${item.hash}-${item.defaultAlt}`}
                item={item}
                n={(library.data.page - 1) * library.data.pageSize + index + 1}
                timeZone={timeZone}
                onDelete={() => {
                  setDeleting(item);
                  setLastDeleting(item);
                }}
              />
            ))}
          </ul>
          {pages > 1 && (
            <div className="mt-4">
              <Pager label={t('pages')} page={page} pages={pages} onPage={setPage} />
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle')}
        description={t('deleteDescription')}
        confirmLabel={t('deleteConfirm')}
        pendingLabel={t('deleting')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
