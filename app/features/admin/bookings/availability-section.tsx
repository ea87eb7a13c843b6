import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { BookingAvailability, WeeklyHours } from '#shared/booking.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { problemText, refusalText } from '../shared/errors/error-text.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { availabilityQuery, useSaveAvailability } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { useBookingDates } from './use-booking-dates.ts';

/** Monday first, as the studio's week runs (0 = Sunday in the stored hours). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const A_SUNDAY = Date.UTC(2024, 0, 7);

/**
 * When visitors may book, on the studio's clock: the open periods of each weekday (several a
 * day: a morning and an afternoon), the dates off, the buffer between bookings, the notice a
 * booking needs and how far ahead one may be made.
 */
export function AvailabilitySection() {
  const t = useMessages(bookingsText);
  const availability = useQuery(availabilityQuery);
  return (
    <section aria-labelledby="availability-heading" className="rounded-lg border border-stone bg-white p-5">
      <h2 id="availability-heading" className="font-display text-xl text-ink">
        {t('availabilityHeading')}
      </h2>
      {availability.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : availability.isError ? (
        <ListError error={availability.error} onRetry={() => availability.refetch()} />
      ) : (
        <AvailabilityForm key={availability.dataUpdatedAt} saved={availability.data} />
      )}
    </section>
  );
}

/** A problem the server found with one part of the form ('weekly.2.end', 'datesOff.0'), by where it belongs. */
function problemsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, problem]) => [field, problemText(problem)]),
  );
}

function AvailabilityForm({ saved }: { saved: BookingAvailability }) {
  const t = useMessages(bookingsText);
  const language = useLanguage();
  const dates = useBookingDates();
  const toast = useToast();
  const save = useSaveAvailability();
  const [weekly, setWeekly] = useState<WeeklyHours[]>(saved.weekly);
  const [datesOff, setDatesOff] = useState<string[]>(saved.datesOff);
  const [newDateOff, setNewDateOff] = useState('');
  const [buffer, setBuffer] = useState(String(saved.bufferMinutes));
  const [notice, setNotice] = useState(String(saved.minNoticeHours));
  const [horizon, setHorizon] = useState(String(saved.horizonDays));
  const [problems, setProblems] = useState<Record<string, string>>({});
  // 'lundi' → 'Lundi': a row's label, capitalised as the Studio tab's hours are.
  const dayName = (day: number) => {
    const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(A_SUNDAY + day * 86_400_000),
    );
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  };
  const dateOffLabel = (day: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

  const setPeriod = (index: number, part: Partial<WeeklyHours>) =>
    setWeekly((current) => current.map((period, at) => (at === index ? { ...period, ...part } : period)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        weekly,
        datesOff,
        bufferMinutes: Number(buffer),
        minNoticeHours: Number(notice),
        horizonDays: Number(horizon),
      });
      setProblems({});
      toast({ title: t('availabilitySaved') });
    } catch (failure) {
      setProblems(problemsOf(failure));
      toast({
        title: t('errorTitle'),
        description: refusalText(failure) ?? t('availabilityFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-1 space-y-6">
      <p className="text-sm text-muted">{t('studioZoneNote', { zone: dates.timeZone, short: dates.zone() })}</p>
      <fieldset>
        <legend className="text-sm font-semibold text-charcoal">{t('weeklyHours')}</legend>
        <div className="mt-2 divide-y divide-stone">
          {WEEK_ORDER.map((day) => {
            const periods = weekly
              .map((period, index) => ({ period, index }))
              .filter(({ period }) => period.day === day);
            const name = dayName(day);
            return (
              // On a phone: the day and its button on one line, its periods below; from sm, three columns.
              <div
                key={day}
                className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-2 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
              >
                <span className="pt-2 text-sm font-medium text-charcoal">{name}</span>
                <div className="order-last col-span-2 flex min-w-0 flex-col gap-2 sm:order-none sm:col-span-1">
                  {periods.length === 0 && <p className="pt-2 text-sm text-muted">{t('closed')}</p>}
                  {periods.map(({ period, index }) => {
                    const problem =
                      problems[`weekly.${index}`] ??
                      problems[`weekly.${index}.start`] ??
                      problems[`weekly.${index}.end`];
                    return (
                      <div key={index}>
                        <div className="grid max-w-sm grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-1.5">
                          <input
                            type="time"
                            aria-label={t('opensAt', { day: name })}
                            value={period.start}
                            onChange={(event) => setPeriod(index, { start: event.target.value })}
                            aria-invalid={problem ? true : undefined}
                            className="w-full min-w-0 rounded-md border border-stone bg-white px-2 py-1.5 text-sm text-ink"
                          />
                          <span aria-hidden="true">–</span>
                          <input
                            type="time"
                            aria-label={t('closesAt', { day: name })}
                            value={period.end}
                            onChange={(event) => setPeriod(index, { end: event.target.value })}
                            aria-invalid={problem ? true : undefined}
                            className="w-full min-w-0 rounded-md border border-stone bg-white px-2 py-1.5 text-sm text-ink"
                          />
                          <button
                            type="button"
                            onClick={() => setWeekly((current) => current.filter((_, at) => at !== index))}
                            aria-label={t('removePeriod', { day: name, start: period.start, end: period.end })}
                            className={buttonClass('ghost', 'icon')}
                          >
                            <X className="size-4" aria-hidden="true" />
                          </button>
                        </div>
                        {problem && <p className="mt-1 text-sm text-red-800">{problem}</p>}
                      </div>
                    );
                  })}
                </div>
                <button
                  type="button"
                  onClick={() => {
                    const lastEnd = periods.at(-1)?.period.end;
                    const start = lastEnd && lastEnd < '22:00' ? lastEnd : '10:00';
                    const end =
                      lastEnd && lastEnd < '22:00'
                        ? `${String(Math.min(23, Number(start.slice(0, 2)) + 2)).padStart(2, '0')}${start.slice(2)}`
                        : '16:00';
                    setWeekly((current) => [...current, { day, start, end }]);
                  }}
                  aria-label={t('addPeriodFor', { day: name })}
                  className={buttonClass('secondary', 'sm')}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {t('addPeriod')}
                </button>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-charcoal">{t('datesOff')}</legend>
        <p className="text-xs text-muted">{t('datesOffHint')}</p>
        {datesOff.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {[...datesOff].sort().map((day) => (
              <li
                key={day}
                className="inline-flex items-center gap-1 rounded-full border border-stone bg-sand py-0.5 pr-1 pl-3 text-sm"
              >
                {dateOffLabel(day)}
                <button
                  type="button"
                  onClick={() => setDatesOff((current) => current.filter((d) => d !== day))}
                  aria-label={t('removeDateOff', { date: dateOffLabel(day) })}
                  className="grid size-6 place-items-center rounded-full hover:bg-stone"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {problems.datesOff && <p className="mt-1 text-sm text-red-800">{problems.datesOff}</p>}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Field
            label={t('dateOffToAdd')}
            type="date"
            value={newDateOff}
            onChange={(event) => setNewDateOff(event.target.value)}
          />
          <button
            type="button"
            disabled={!newDateOff}
            onClick={() => {
              if (newDateOff && !datesOff.includes(newDateOff)) setDatesOff((current) => [...current, newDateOff]);
              setNewDateOff('');
            }}
            className={buttonClass('secondary')}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('addDateOff')}
          </button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('bufferMinutes')}
          hint={t('bufferHint')}
          type="number"
          min={0}
          max={240}
          value={buffer}
          error={problems.bufferMinutes}
          onChange={(event) => setBuffer(event.target.value)}
        />
        <Field
          label={t('minNoticeHours')}
          hint={t('minNoticeHint')}
          type="number"
          min={0}
          max={720}
          value={notice}
          error={problems.minNoticeHours}
          onChange={(event) => setNotice(event.target.value)}
        />
        <Field
          label={t('horizonDays')}
          hint={t('horizonHint')}
          type="number"
          min={1}
          max={365}
          value={horizon}
          error={problems.horizonDays}
          onChange={(event) => setHorizon(event.target.value)}
        />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending ? t('working') : t('saveAvailability')}
        </button>
      </div>
    </form>
  );
}
