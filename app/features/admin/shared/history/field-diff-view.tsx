import { clsx } from 'clsx';
import type { SnapshotValue } from '#shared/admin/history.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Badge } from '../ui/badge.tsx';
import { type FieldDiff, type ImageChange, isInstant, type ListChange, type WordPart } from './field-diff.ts';
import { fieldLabelKey, historyText, spelledOut } from './messages.ts';

/**
 * One field's changes between two versions. Nothing is told by colour alone: removed words are
 * struck through and added ones underlined, and a screen reader hears "[removed: …]" and
 * "[added: …]"; images and list items carry their state in words.
 */
export function FieldDiffView({ diff, formatDate }: { diff: FieldDiff; formatDate: (iso: string) => string }) {
  const t = useMessages(historyText);
  const key = fieldLabelKey(diff.field);
  const label = key ? t(key) : spelledOut(diff.field);
  const headingId = `history-field-${diff.field}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-stone pt-3">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {label}
      </h4>
      <div className="mt-1.5 text-sm">
        {diff.kind === 'text' ? (
          <Words parts={diff.parts} />
        ) : diff.kind === 'images' ? (
          <Images images={diff.images} />
        ) : diff.kind === 'list' ? (
          <Items items={diff.items} />
        ) : (
          <BeforeAfter before={diff.before} after={diff.after} formatDate={formatDate} />
        )}
      </div>
    </section>
  );
}

const REMOVED = 'rounded-sm bg-clay/15 px-0.5 text-umber line-through decoration-2';
const ADDED = 'rounded-sm bg-olive/15 px-0.5 text-olive-deep underline decoration-2 underline-offset-2';

function Words({ parts }: { parts: WordPart[] }) {
  const t = useMessages(historyText);
  return (
    <p className="break-words whitespace-pre-wrap text-charcoal">
      {parts.map((part, index) =>
        part.change === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
          <span key={index}>{part.text}</span>
        ) : part.change === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
          <del key={index} className={REMOVED}>
            <span className="sr-only">[{t('removedWords')} </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
          <ins key={index} className={ADDED}>
            <span className="sr-only">[{t('addedWords')} </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

function Images({ images }: { images: ImageChange[] }) {
  const t = useMessages(historyText);
  if (images.length === 0) return <p className="text-muted">{t('noImage')}</p>;
  const state = (image: ImageChange) =>
    image.change === 'added'
      ? t('imageAdded')
      : image.change === 'removed'
        ? t('imageRemoved')
        : image.edited
          ? t('imageKeptEdited')
          : t('imageKept');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {images.map((image) => (
        <li key={`${image.change}-${image.image.url}`} className="min-w-0">
          <figure>
            <img
              src={image.image.url}
              alt={image.image.alt}
              loading="lazy"
              className={clsx(
                'aspect-[4/3] w-full rounded-md border-2 object-cover',
                image.change === 'removed'
                  ? 'border-dashed border-clay opacity-60 grayscale'
                  : image.change === 'added'
                    ? 'border-olive'
                    : 'border-stone',
              )}
            />
            <figcaption
              className={clsx(
                'mt-1 inline-block rounded-md border px-1.5 py-0.5 text-xs leading-4 font-medium',
                image.change === 'added'
                  ? 'border-olive/30 bg-olive/10 text-olive-deep'
                  : image.change === 'removed'
                    ? 'border-clay/40 bg-clay/10 text-umber'
                    : 'border-stone text-muted',
              )}
            >
              {state(image)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Items({ items }: { items: ListChange[] }) {
  const t = useMessages(historyText);
  if (items.length === 0) return <p className="text-muted">{t('noItems')}</p>;
  return (
    <ul className="space-y-1">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of one diff never move
        <li key={index} className="flex items-start gap-2">
          <Badge tone={item.change === 'added' ? 'positive' : item.change === 'removed' ? 'accent' : 'quiet'}>
            {item.change === 'added' ? t('itemAdded') : item.change === 'removed' ? t('itemRemoved') : t('itemSame')}
          </Badge>
          <span
            className={clsx(
              'min-w-0 break-words',
              item.change === 'removed' && REMOVED,
              item.change === 'added' && ADDED,
              item.change === 'same' && 'text-muted',
            )}
          >
            {item.text || t('empty')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BeforeAfter({
  before,
  after,
  formatDate,
}: {
  before: SnapshotValue | undefined;
  after: SnapshotValue | undefined;
  formatDate: (iso: string) => string;
}) {
  const t = useMessages(historyText);
  const shown = (value: SnapshotValue | undefined): string => {
    if (value === undefined || value === null || value === '') return t('empty');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (isInstant(value)) return formatDate(value);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-muted">{t('before')}</dt>
      <dd className={clsx('justify-self-start break-words', REMOVED)}>{shown(before)}</dd>
      <dt className="text-muted">{t('after')}</dt>
      <dd className={clsx('justify-self-start break-words', ADDED)}>{shown(after)}</dd>
    </dl>
  );
}
