import { clsx } from 'clsx';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BlogStatus } from '#shared/admin/content.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import type { StudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { blogText } from './messages.ts';

/**
 * D24's three states as one choice — draft, published, scheduled — and, for a schedule, the
 * date and time on the studio's clock, saying which clock that is.
 */
export function PublishingField({
  status,
  onStatusChange,
  wasPublished,
  clock,
  publishAtInput,
  publishAtError,
}: {
  status: BlogStatus;
  onStatusChange: (status: BlogStatus) => void;
  /** an already published post offers "Published" (stay) rather than "Publish now" */
  wasPublished: boolean;
  clock: StudioClock;
  /** the datetime-local input's registration (react-hook-form) */
  publishAtInput: UseFormRegisterReturn<'publishAt'>;
  publishAtError?: string;
}) {
  const t = useMessages(blogText);
  const name = useId();
  const options: Array<{ value: BlogStatus; label: string; hint: string }> = [
    { value: 'draft', label: t('statusDraft'), hint: t('statusDraftHint') },
    {
      value: 'published',
      label: wasPublished ? t('statusPublished') : t('statusPublishNow'),
      hint: t('statusPublishedHint'),
    },
    { value: 'scheduled', label: t('statusSchedule'), hint: t('statusScheduleHint') },
  ];
  const zoneNote =
    clock.source === 'browser'
      ? t('browserZone', { zone: clock.timeZone })
      : clock.source === 'studio'
        ? t('studioZone', { zone: clock.timeZone })
        : undefined;
  return (
    // A container: three choices side by side only where the fieldset is wide enough (not in the
    // editor page's side panel, where they stack).
    <fieldset className="@container rounded-lg border border-stone bg-white p-4">
      <legend className="px-1 text-sm font-medium text-charcoal">{t('publishing')}</legend>
      <div className="grid gap-2 @lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
              status === option.value ? 'border-olive bg-olive/10' : 'border-stone',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={status === option.value}
              onChange={() => onStatusChange(option.value)}
              className="mt-0.5 accent-olive"
            />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
              <span className="block text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {status === 'scheduled' && (
        <Field
          type="datetime-local"
          label={t('publishAt')}
          required
          hint={zoneNote}
          error={publishAtError}
          className="mt-4"
          {...publishAtInput}
        />
      )}
    </fieldset>
  );
}
