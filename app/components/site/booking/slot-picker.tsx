import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { groupSlotsByDay, type LabelledSlot, labelSlot, type OpenSlot, type SlotPage } from '#shared/booking-time.ts';

/** One time as a radio button drawn as a pill; the native radio keeps the keyboard's arrows and Space. */
function SlotRadio({
  id,
  slot,
  label,
  defaultChecked,
  describedBy,
}: {
  id: string;
  slot: OpenSlot;
  label: string;
  defaultChecked: boolean;
  describedBy?: string;
}) {
  return (
    <div className="relative">
      <input
        type="radio"
        id={id}
        name="start"
        value={slot.start}
        defaultChecked={defaultChecked}
        aria-describedby={describedBy}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
      />
      <label
        htmlFor={id}
        className="pointer-events-none block rounded-full border border-stone bg-white px-2 py-2 sm:px-4 text-center text-sm text-charcoal transition-colors duration-200 peer-checked:border-charcoal peer-checked:bg-charcoal peer-checked:text-linen peer-hover:border-charcoal peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-olive"
      >
        {label}
      </label>
    </div>
  );
}

/**
 * The open times of a fortnight, one fieldset per day (issue 27): radio buttons named `start`
 * inside whatever form draws this, so a plain form post carries the choice. Earlier and later
 * fortnights are links (`?from=`), which work without JavaScript.
 */
export function SlotPicker({
  page,
  visitorZone,
  selected,
  hrefFor,
  error,
}: {
  page: SlotPage;
  /** null until hydrated: the server's days, in the studio's zone */
  visitorZone: string | null;
  /** the start already chosen (a refused post keeps it) */
  selected?: string;
  /** the address of the fortnight that starts on `from` */
  hrefFor: (from: string) => string;
  error?: string;
}) {
  const id = useId();
  const days = visitorZone ? groupSlotsByDay(page.slots, visitorZone) : page.days;
  const { window, nextAfter } = page;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      {error && (
        <p id={errorId} className="mb-4 text-sm text-red-800">
          {error}
        </p>
      )}
      {days.length === 0 ? (
        <p className="rounded-xl bg-sand p-6 text-charcoal">
          No open times in these two weeks.
          {nextAfter && (
            <>
              {' '}
              The next is on{' '}
              <Link className="underline underline-offset-4" to={hrefFor(nextAfter.from)}>
                {visitorZone ? labelSlot(nextAfter, visitorZone).label : nextAfter.label}
              </Link>
              .
            </>
          )}
        </p>
      ) : (
        <div className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {days.map((day) => (
            <fieldset key={day.day} className="min-w-0">
              <legend className="mb-3 font-display text-xl text-ink">{day.label}</legend>
              <div className="grid grid-cols-3 gap-2">
                {day.slots.map((slot) => (
                  <SlotRadio
                    key={slot.start}
                    id={`${id}-${slot.start}`}
                    slot={slot}
                    label={slot.time}
                    defaultChecked={slot.start === selected}
                    describedBy={errorId}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <nav aria-label="Other dates" className="mt-8 flex flex-wrap items-center justify-between gap-4 text-sm">
        {window.previous ? (
          <Link className={pagerLink} to={hrefFor(window.previous)} preventScrollReset>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Earlier dates
          </Link>
        ) : (
          <span />
        )}
        {nextAfter && (
          <Link className={pagerLink} to={hrefFor(window.next)} preventScrollReset>
            Later dates
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </nav>
    </div>
  );
}

const pagerLink = clsx(
  'inline-flex items-center gap-1.5 rounded-full border border-stone px-5 py-2.5 font-medium text-charcoal transition-colors duration-200 hover:border-charcoal',
);

/** The slots offered instead of a taken one, in their own fieldset above the form's list. */
export function TakenSlots({ slots, visitorZone }: { slots: LabelledSlot[]; visitorZone: string | null }) {
  const id = useId();
  if (slots.length === 0) return <p className="mt-2 text-charcoal">There are no other open times just now.</p>;
  return (
    <fieldset className="mt-4">
      <legend className="mb-3 text-sm font-medium text-charcoal">The next free times</legend>
      <div className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <SlotRadio
            key={slot.start}
            id={`${id}-${slot.start}`}
            slot={slot}
            label={visitorZone ? labelSlot(slot, visitorZone).label : slot.label}
            defaultChecked={false}
          />
        ))}
      </div>
    </fieldset>
  );
}
