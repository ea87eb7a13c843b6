import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MediaItem } from '#shared/admin/media-library.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { refusalText } from '../shared/errors/error-text.ts';
import { formatDate } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { useUpdateMediaAlt } from '../shared/media/media-library-queries.ts';
import { formatByteSize } from '../shared/media/media-size.ts';
import { mediaUseHref, mediaUseText } from '../shared/media/media-uses.ts';
import { mediaText } from '../shared/media/messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { mediaPageText } from './messages.ts';

/**
 * One stored image: its thumbnail and file facts, where it is used (each a link to the item),
 * its default alt text (edited in place), and Delete — offered only while nothing uses it; a used
 * image's button stays focusable and says why it does nothing.
 */
export function MediaCard({
  item,
  n,
  timeZone,
  onDelete,
}: {
  item: MediaItem;
  /** its place on the page, for names ("Image 3") */
  n: number;
  timeZone: string;
  onDelete: () => void;
}) {
  const t = useMessages(mediaPageText);
  const tMedia = useMessages(mediaText);
  const language = useLanguage();
  const toast = useToast();
  const save = useUpdateMediaAlt();
  const id = useId();
  const [alt, setAlt] = useState(item.defaultAlt);
  const [error, setError] = useState<string | undefined>();
  const used = item.uses.length > 0;
  const date = formatDate(language, item.createdAt, timeZone);
  // The banner is also a use of the project: the list names the project once, marked as on the banner.
  const uses = item.uses.filter(
    (use) => !(use.kind === 'project' && item.uses.some((o) => o.kind === 'banner' && o.id === use.id)),
  );

  const submit = async () => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ hash: item.hash, defaultAlt: alt });
      setAlt(saved.defaultAlt);
      toast({ title: t('altSaved') });
    } catch (failure) {
      const reason = refusalText(failure);
      setError(reason);
      toast({ title: t('altFailed'), ...(reason ? { description: reason } : {}), variant: 'destructive' });
    }
  };

  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-stone bg-white"
      aria-labelledby={`${id}-name`}
    >
      <a href={item.url} target="_blank" rel="noreferrer" className="block aspect-[3/2] bg-sand">
        <img
          src={item.thumbnailUrl}
          alt={item.defaultAlt ? t('imageOf', { n, alt: item.defaultAlt }) : t('imageNoAlt', { n })}
          loading="lazy"
          decoding="async"
          width={480}
          height={320}
          style={{ backgroundColor: item.color }}
          className="size-full object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-3.5">
        <div>
          <h3 id={`${id}-name`} className="sr-only">
            {item.defaultAlt ? t('imageOf', { n, alt: item.defaultAlt }) : t('imageNoAlt', { n })}
          </h3>
          <p className="text-sm text-ink">
            {t('dimensions', { width: item.width, height: item.height })} · {formatByteSize(language, item.byteSize)}
          </p>
          <p className="text-xs text-muted">
            {item.uploadedBy ? t('uploadedBy', { date, name: item.uploadedBy }) : t('uploaded', { date })}
          </p>
        </div>
        <div className="text-sm">
          {used ? (
            <>
              <p className="text-xs font-medium tracking-wide text-muted uppercase">{t('usedIn')}</p>
              <ul className="mt-1 space-y-0.5">
                {uses.map((use) => (
                  <li key={`${use.kind}-${use.id}`}>
                    <Link to={mediaUseHref(use)} className="text-olive underline underline-offset-4 hover:text-ink">
                      {mediaUseText(tMedia, use)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-xs text-muted">{t('notUsed')}</p>
          )}
        </div>
        <form
          className="mt-auto"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field
            label={t('defaultAlt')}
            value={alt}
            maxLength={300}
            autoComplete="off"
            onChange={(event) => setAlt(event.target.value)}
            {...(error ? { error } : {})}
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <button
              type="submit"
              disabled={save.isPending || alt.trim() === item.defaultAlt}
              className={buttonClass('secondary', 'sm')}
            >
              {save.isPending ? t('savingAlt') : t('saveAlt')}
            </button>
            <button
              type="button"
              aria-label={t('deleteLabel', { n })}
              aria-disabled={used || undefined}
              aria-describedby={used ? `${id}-why` : undefined}
              onClick={() => {
                if (!used) onDelete();
              }}
              className={buttonClass(
                'ghost',
                'sm',
                used ? 'cursor-not-allowed text-muted' : 'text-red-800 hover:bg-red-800/10',
              )}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              {t('delete')}
            </button>
          </div>
          {used && (
            <p id={`${id}-why`} className="mt-1 text-xs text-muted">
              {t('deleteDisabled')}
            </p>
          )}
        </form>
      </div>
    </li>
  );
}
