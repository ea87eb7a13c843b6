import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Images } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '#shared/admin/media-library.ts';
import { formatDate } from '../i18n/format.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { useStudioClock } from '../studio-clock/use-studio-clock.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import { Pager } from '../ui/pager.tsx';
import { SearchBoxField } from '../ui/search-box-field.tsx';
import { useSearchBox } from '../ui/use-search-box.ts';
import { mediaLibraryQuery } from './media-library-queries.ts';
import { mediaText } from './messages.ts';

const PICKER_PAGE_SIZE = 24;

/**
 * "Choose from library" (issue 29): a button beside an editor's upload that opens the media
 * library as a dialog, to pick one image (a post's featured image) or several (a project's
 * gallery). Each tile is a toggle button (keyboard: Tab, Space/Enter); the choice is handed back
 * with each image's default alt text, so the new use starts with it.
 */
export function ChooseFromLibrary({
  several = false,
  exclude = [],
  room = Number.POSITIVE_INFINITY,
  disabled = false,
  onChoose,
}: {
  /** several images at once (a gallery); otherwise one */
  several?: boolean;
  /** hashes already there (a gallery's images): shown, not offered again */
  exclude?: readonly string[];
  /** how many more images the editor takes */
  room?: number;
  disabled?: boolean;
  onChoose: (items: MediaItem[]) => void;
}) {
  const t = useMessages(mediaText);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled || room <= 0}
        className={buttonClass('secondary', 'sm')}
      >
        <Images className="size-3.5" aria-hidden="true" />
        {t('chooseFromLibrary')}
      </button>
      {open && (
        <LibraryPickerDialog
          several={several}
          exclude={exclude}
          room={room}
          onClose={() => setOpen(false)}
          onChoose={(items) => {
            setOpen(false);
            onChoose(items);
          }}
        />
      )}
    </>
  );
}

export function LibraryPickerDialog({
  several,
  exclude,
  room,
  onClose,
  onChoose,
}: {
  several: boolean;
  exclude: readonly string[];
  room: number;
  onClose: () => void;
  onChoose: (items: MediaItem[]) => void;
}) {
  const t = useMessages(mediaText);
  const language = useLanguage();
  const { timeZone } = useStudioClock();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useSearchBox(q, (typed) => {
    setQ(typed.trim());
    setPage(1);
  });
  const library = useQuery(mediaLibraryQuery({ q, filter: 'all', page, pageSize: PICKER_PAGE_SIZE }));
  // Chosen items are kept whole, so a choice survives a new search or page.
  const [chosen, setChosen] = useState<MediaItem[]>([]);
  const excluded = new Set(exclude);
  const isChosen = (item: MediaItem) => chosen.some((other) => other.hash === item.hash);

  const toggle = (item: MediaItem) => {
    if (!several) {
      setChosen(isChosen(item) ? [] : [item]);
      return;
    }
    if (isChosen(item)) setChosen(chosen.filter((other) => other.hash !== item.hash));
    else if (chosen.length < room) setChosen([...chosen, item]);
  };

  const pages = library.data ? Math.max(1, Math.ceil(library.data.total / library.data.pageSize)) : 1;
  const label = (item: MediaItem) =>
    item.defaultAlt
      ? t('imageLabel', { alt: item.defaultAlt, width: item.width, height: item.height })
      : t('imageLabelNoAlt', {
          width: item.width,
          height: item.height,
          date: formatDate(language, item.createdAt, timeZone),
        });

  return (
    <AdminDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      width="lg"
      title={several ? t('pickerTitleSeveral') : t('pickerTitleOne')}
      description={t('pickerDescription')}
      footer={
        // The choice and its buttons stay in view below the scrolling grid (a phone shows two tiles a row).
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-sm text-charcoal">
            {several && t('chosen', { count: chosen.length })}
            {several && Number.isFinite(room) && ` ${t('roomLeft', { count: Math.max(0, room - chosen.length) })}`}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <button type="button" onClick={onClose} className={buttonClass('secondary')}>
              {t('cancel')}
            </button>
            <button
              type="button"
              disabled={chosen.length === 0}
              onClick={() => onChoose(chosen)}
              className={buttonClass('primary')}
            >
              {several ? t('addSeveral', { count: chosen.length }) : t('useOne')}
            </button>
          </div>
        </div>
      }
    >
      <SearchBoxField search={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <div className="mt-3" aria-busy={library.isFetching}>
        {library.isPending ? (
          <p className="py-8 text-center text-sm text-muted">{t('loading')}</p>
        ) : library.isError ? (
          <div role="alert" className="py-6 text-center text-sm">
            <p className="text-red-800">{t('loadFailed')}</p>
            <button type="button" onClick={() => library.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
              {t('tryAgain')}
            </button>
          </div>
        ) : library.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone bg-white px-4 py-8 text-center text-sm text-muted">
            {q ? t('noMatch', { q }) : t('emptyLibrary')}
          </p>
        ) : (
          <ul aria-label={t('libraryImages')} className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
            {library.data.items.map((item) => {
              const there = excluded.has(item.hash);
              const on = isChosen(item);
              return (
                <li key={item.hash}>
                  <button
                    type="button"
                    aria-pressed={on}
                    aria-label={label(item)}
                    disabled={there}
                    onClick={() => toggle(item)}
                    data-hash={item.hash}
                    className={clsx(
                      'relative block aspect-[4/3] w-full overflow-hidden rounded-md border-2 disabled:cursor-not-allowed',
                      on ? 'border-olive' : 'border-transparent hover:border-stone',
                    )}
                  >
                    <img
                      src={item.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      style={{ backgroundColor: item.color }}
                      className={clsx('size-full object-cover', there && 'opacity-40')}
                    />
                    {there ? (
                      <span className="absolute inset-x-1 bottom-1 rounded bg-charcoal/85 px-1.5 py-0.5 text-[0.6875rem] text-linen">
                        {t('alreadyThere')}
                      </span>
                    ) : (
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full border-2',
                          on ? 'border-olive bg-olive text-linen' : 'border-white bg-black/30 text-transparent',
                        )}
                      >
                        <Check className="size-3.5" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {pages > 1 && (
        <div className="mt-3">
          <Pager label={t('pagesOf')} page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </AdminDialog>
  );
}
