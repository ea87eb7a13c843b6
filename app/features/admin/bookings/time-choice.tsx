import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';
import { slotsQuery } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { useBookingDates } from './use-booking-dates.ts';

/** What the person chose: one of the open slots, or a time typed on the studio's clock. */
export interface TimeChoiceValue {
  day: string;
  slot: string | null;
  /** a datetime-local value ('YYYY-MM-DDTHH:mm') on the studio's clock */
  typed: string;
}

/** The instant chosen, or null when nothing (or nothing readable) is. A typed time wins over a slot. */
export function chosenStart(value: TimeChoiceValue, timeZone: string): string | null {
  if (value.typed) return zonedLocalToIso(value.typed, timeZone);
  return value.slot;
}

/**
 * A new time for a consultation: the type's open slots of a day (as a visitor would be offered
 * them: the studio's hours, buffers and notice), or any time typed in, which the server checks.
 */
export function TimeChoice({
  typeId,
  value,
  onChange,
  error,
  focusFirst = false,
}: {
  typeId: number | null;
  value: TimeChoiceValue;
  onChange: (value: TimeChoiceValue) => void;
  error?: string;
  /** put the focus on the day (the form replaced the button that opened it) */
  focusFirst?: boolean;
}) {
  const t = useMessages(bookingsText);
  const dayRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) dayRef.current?.focus();
  }, [focusFirst]);
  const dates = useBookingDates();
  const id = useId();
  const slots = useQuery({ ...slotsQuery(typeId ?? 0, value.day, value.day), enabled: typeId !== null && !!value.day });
  return (
    <div className="space-y-3">
      <Field
        ref={dayRef}
        label={t('day')}
        type="date"
        value={value.day}
        onChange={(event) => onChange({ ...value, day: event.target.value, slot: null })}
      />
      {typeId !== null && value.day && (
        <fieldset aria-describedby={`${id}-slots-state`}>
          <legend className="text-sm font-medium text-charcoal">{t('openSlots')}</legend>
          <p id={`${id}-slots-state`} className="mt-1 text-xs text-muted" aria-live="polite">
            {slots.isPending
              ? t('loadingSlots')
              : slots.isError
                ? t('slotsFailed')
                : slots.data.length === 0
                  ? t('noSlots')
                  : t('slotsHint', { zone: dates.zone(`${value.day}T12:00:00.000Z`) })}
          </p>
          {slots.data && slots.data.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-2">
              {slots.data.map((slot) => {
                const checked = value.slot === slot.start && !value.typed;
                return (
                  <label
                    key={slot.start}
                    className={clsx(
                      'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
                      checked ? 'border-charcoal bg-charcoal text-linen' : 'border-stone bg-white text-charcoal',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={slot.start}
                      checked={checked}
                      onChange={() => onChange({ ...value, slot: slot.start, typed: '' })}
                      className="sr-only"
                    />
                    {dates.time(slot.start)}
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
      <Field
        label={t('otherTime')}
        hint={t('otherTimeHint', { zone: dates.timeZone })}
        type="datetime-local"
        value={value.typed}
        error={error}
        onChange={(event) => onChange({ ...value, typed: event.target.value })}
      />
    </div>
  );
}
