import { clsx } from 'clsx';
import { useId } from 'react';
import type { EditConflict, SnapshotValue } from '#shared/admin/history.ts';
import { useLanguage, useMessages } from '../i18n/use-messages.ts';
import { useStudioDates } from '../leads/use-studio-dates.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { buttonClass } from '../ui/button-class.ts';
import type { ConflictField, FieldChoice, MergePlan } from './merge.ts';
import { editConflictsText } from './messages.ts';
import { describeValue, imagesOf } from './value-text.ts';

/**
 * The Conflict dialog (issue 29, D33): who saved the item while the user was editing, and when (on
 * the studio's clock); the fields only they changed, taken from them; the fields both changed,
 * theirs beside the user's, each with "Keep mine" / "Take theirs" (the user's kept until told
 * otherwise). "Save merged" saves the result; "Back to my edit" (or Escape) returns to the form as
 * it was typed.
 */
export function ConflictDialog({
  conflict,
  plan,
  choices,
  labelOf,
  saving,
  onChoose,
  onSaveMerged,
  onCancel,
}: {
  conflict: EditConflict;
  plan: MergePlan;
  choices: Readonly<Record<string, FieldChoice>>;
  labelOf: (field: string) => string;
  saving: boolean;
  onChoose: (fields: readonly string[], choice: FieldChoice) => void;
  onSaveMerged: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(editConflictsText);
  const language = useLanguage();
  const dates = useStudioDates();
  const names = [...new Set(conflict.changedBy.map(({ name }) => name ?? t('someone')))];
  const contestedFields = plan.contested.map(({ field }) => field);
  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      title={t('title')}
      width="lg"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} disabled={saving} className={buttonClass('secondary')}>
            {t('cancel')}
          </button>
          <button type="button" onClick={onSaveMerged} disabled={saving} className={buttonClass('primary')}>
            {saving ? t('savingMerged') : t('saveMerged')}
          </button>
        </div>
      }
    >
      <div className="grid gap-5 text-sm">
        <div className="grid gap-1">
          <p>
            {t('description', {
              names: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                names.length ? names : [t('someone')],
              ),
            })}
          </p>
          <ul className="text-muted">
            {conflict.changedBy.map(({ name, at }, index) => (
              // Two saves by one person in the same minute are still two lines.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
              <li key={index}>{t('savedBy', { name: name ?? t('someone'), time: dates.dateTime(at) })}</li>
            ))}
          </ul>
        </div>

        {plan.taken.length > 0 && (
          <section aria-labelledby="conflict-taken" className="grid gap-2">
            <h3 id="conflict-taken" className="font-display text-lg text-ink">
              {t('takenHeading')}
            </h3>
            <p>{t('takenIntro')}</p>
            <dl className="grid gap-2">
              {plan.taken.map(({ field, theirs }) => (
                <div key={field} className="rounded-md border border-stone bg-white px-3 py-2">
                  <dt className="font-medium text-ink">{labelOf(field)}</dt>
                  <dd>
                    <Value value={theirs} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section aria-labelledby="conflict-contested" className="grid gap-3">
          <h3 id="conflict-contested" className="font-display text-lg text-ink">
            {t('contestedHeading')}
          </h3>
          {plan.contested.length === 0 ? (
            <p>{t('nothingContested')}</p>
          ) : (
            <>
              <p>{t('contestedIntro')}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onChoose(contestedFields, 'mine')}
                  className={buttonClass('secondary', 'sm')}
                >
                  {t('keepAllMine')}
                </button>
                <button
                  type="button"
                  onClick={() => onChoose(contestedFields, 'theirs')}
                  className={buttonClass('secondary', 'sm')}
                >
                  {t('takeAllTheirs')}
                </button>
              </div>
              {plan.contested.map((entry) => (
                <ContestedField
                  key={entry.field}
                  entry={entry}
                  label={labelOf(entry.field)}
                  choice={choices[entry.field] ?? 'mine'}
                  onChoose={(choice) => onChoose([entry.field], choice)}
                />
              ))}
            </>
          )}
        </section>
      </div>
    </AdminDialog>
  );
}

/** One field both changed: theirs and the user's side by side (stacked on a phone), and the choice. */
function ContestedField({
  entry,
  label,
  choice,
  onChoose,
}: {
  entry: ConflictField;
  label: string;
  choice: FieldChoice;
  onChoose: (choice: FieldChoice) => void;
}) {
  const t = useMessages(editConflictsText);
  const name = useId();
  const side = (which: FieldChoice, value: SnapshotValue, heading: string) => (
    <div
      className={clsx(
        'min-w-0 rounded-md border px-3 py-2',
        choice === which ? 'border-charcoal bg-white' : 'border-stone bg-linen',
      )}
    >
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{heading}</p>
      <Value value={value} />
    </div>
  );
  return (
    <fieldset className="grid gap-2 rounded-lg border border-stone p-3">
      <legend className="px-1 font-medium text-ink">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {side('theirs', entry.theirs, t('theirs'))}
        {side('mine', entry.mine, t('yours'))}
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {(['mine', 'theirs'] as const).map((option) => (
          <label key={option} className="inline-flex min-h-9 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => onChoose(option)}
              className="size-4 accent-charcoal"
            />
            {option === 'mine' ? t('keepMine') : t('takeTheirs')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A field's value as a person reads it: images as thumbnails, the rest as text. */
function Value({ value }: { value: SnapshotValue }) {
  const t = useMessages(editConflictsText);
  const images = imagesOf(value);
  if (images) {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-1.5">
        {images.slice(0, 8).map((url, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one image may appear twice in a list
          <img key={`${url}-${index}`} src={url} alt="" className="size-10 rounded object-cover" />
        ))}
        <span className="text-muted">{t('images', { count: images.length })}</span>
      </div>
    );
  }
  const text = describeValue(value, { yes: t('yes'), no: t('no') });
  return (
    <p className={clsx('mt-1 break-words whitespace-pre-wrap', !text && 'text-muted italic')}>{text || t('empty')}</p>
  );
}
