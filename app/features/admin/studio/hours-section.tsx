import { useFormContext, useWatch } from 'react-hook-form';
import { REPLY_DAYS_MAX, REPLY_DAYS_MIN } from '#shared/reply-promise.ts';
import { controlClass, SelectField } from '../../../components/ui/field.tsx';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { studioText } from './messages.ts';
import { FormSection, useFieldError } from './studio-form-parts.tsx';
import { type StudioFormValues, WEEK_FROM_MONDAY, type Weekday } from './studio-form-values.ts';
import { weekdayName } from './weekday-names.ts';

/** A day a studio opens, until it says otherwise. */
const DEFAULT_OPENS = '09:00';
const DEFAULT_CLOSES = '17:00';

/** Opening hours (D6): one row a day, Monday first; a closed day has no times. */
export function HoursSection() {
  const t = useMessages(studioText);
  return (
    <FormSection id="hours" title={t('sectionHours')} about={t('sectionHoursAbout')}>
      <ul className="divide-y divide-stone">
        {WEEK_FROM_MONDAY.map((day) => (
          <HoursRowFields key={day} day={day} />
        ))}
      </ul>
      <ReplyPromiseField />
    </FormSection>
  );
}

function HoursRowFields({ day }: { day: Weekday }) {
  const t = useMessages(studioText);
  const language = useLanguage();
  const { register, control, getValues, setValue } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const closed = useWatch({ control, name: `hours.${day}.closed` });
  const name = weekdayName(language, day);
  const problem = error(`hours.${day}`) ?? error(`hours.${day}.opens`) ?? error(`hours.${day}.closes`);
  const errorId = `hours-${day}-error`;

  // Opening a closed day offers the usual hours rather than two empty boxes.
  const closedField = register(`hours.${day}.closed`, {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) return;
      if (!getValues(`hours.${day}.opens`)) setValue(`hours.${day}.opens`, DEFAULT_OPENS, { shouldDirty: true });
      if (!getValues(`hours.${day}.closes`)) setValue(`hours.${day}.closes`, DEFAULT_CLOSES, { shouldDirty: true });
    },
  });

  const time = (which: 'opens' | 'closes') => (
    <label className="block min-w-0 flex-1 text-sm text-muted">
      <span aria-hidden="true">{which === 'opens' ? t('opens') : t('closes')}</span>
      <span className="sr-only">{t(which === 'opens' ? 'dayOpens' : 'dayCloses', { day: name })}</span>
      <input
        type="time"
        disabled={closed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className={`${controlClass} ${problem ? 'border-red-700' : 'border-stone'} mt-1 py-2 disabled:bg-sand disabled:text-muted`}
        {...register(`hours.${day}.${which}`)}
      />
    </label>
  );

  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[9rem_7rem_1fr] sm:items-end sm:gap-4">
      <p className="font-medium text-ink sm:pb-2.5">{name}</p>
      <label className="inline-flex items-center gap-2 text-sm text-charcoal sm:pb-2.5">
        <input type="checkbox" className="size-4 accent-olive" {...closedField} />
        <span aria-hidden="true">{t('closed')}</span>
        <span className="sr-only">{t('dayClosed', { day: name })}</span>
      </label>
      <div className="flex gap-3">
        {time('opens')}
        {time('closes')}
      </div>
      {problem && (
        <p id={errorId} className="text-sm text-red-800 sm:col-span-3">
          {problem}
        </p>
      )}
    </li>
  );
}

const REPLY_DAY_CHOICES = Array.from({ length: REPLY_DAYS_MAX - REPLY_DAYS_MIN + 1 }, (_, i) => REPLY_DAYS_MIN + i);

/** The reply promise (issue 27) counts business days, which these hours define, so it sits with them. */
function ReplyPromiseField() {
  const t = useMessages(studioText);
  const { register } = useFormContext<StudioFormValues>();
  const error = useFieldError();
  const options = REPLY_DAY_CHOICES.map((days) => ({
    value: String(days),
    label: days === 1 ? t('replyDaysOne') : t('replyDaysMany', { count: days }),
  }));
  return (
    <div className="mt-4 max-w-md">
      <SelectField
        label={t('replyWithin')}
        options={options}
        placeholder={t('replyWithin')}
        required
        hint={t('replyWithinHint')}
        error={error('replyWithinBusinessDays')}
        {...register('replyWithinBusinessDays')}
      />
    </div>
  );
}
