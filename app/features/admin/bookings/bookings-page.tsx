import { clsx } from 'clsx';
import { Ban, CalendarDays, CalendarPlus, List } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '#shared/admin/permissions.ts';
import type { AdminBooking } from '#shared/booking.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { AvailabilitySection } from './availability-section.tsx';
import { BlockTimeDialog } from './block-time-dialog.tsx';
import { BookForLeadDialog } from './book-for-lead-dialog.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { BookingList } from './booking-list.tsx';
import { bookingsText } from './messages.ts';
import { TypesSection } from './types-section.tsx';
import { useBookingDates } from './use-booking-dates.ts';
import { WeekCalendar } from './week-calendar.tsx';
import { studioDay, weekStartOf } from './week-grid.ts';

const WIDE = '(min-width: 768px)';

/** Whether the screen is wide enough for seven day columns (a phone gets the list first). */
function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia(WIDE);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

type View = 'week' | 'list';
type Open = { kind: 'none' } | { kind: 'booking'; booking: AdminBooking } | { kind: 'block' } | { kind: 'book' };

/**
 * Bookings (`/admin/bookings`, issue 27; 'leads' permission: editors and admins): the upcoming
 * consultations as a week calendar or a list, each opened to reschedule or cancel it; Block time;
 * Book for a lead; and the booking settings (consultation types, availability). Every time is on
 * the studio's clock (D26). The tab, the view and the week are in the address, so a reload or
 * the back button lands on the same screen; `?lead={id}` opens "Book for a lead" for that lead
 * (the lead page's link).
 */
export function BookingsPage() {
  const user = useSignedInUser();
  if (!can(user.role, 'leads')) return <NoAccess />;
  return <Bookings />;
}

function NoAccess() {
  const t = useMessages(shellText);
  return (
    <div className="mx-auto max-w-md rounded-xl border border-stone bg-white p-8 text-center shadow-sm">
      <h1 className="font-display text-2xl text-ink">{t('accessDenied')}</h1>
      <p className="mt-2 text-sm text-muted">{t('sectionDenied')}</p>
    </div>
  );
}

function Bookings() {
  const t = useMessages(bookingsText);
  const shell = useMessages(shellText);
  const dates = useBookingDates();
  const wide = useWide();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = studioDay(new Date(), dates.timeZone);
  const tab = searchParams.get('tab') === 'settings' ? 'settings' : 'schedule';
  const viewParam = searchParams.get('view');
  const view: View = viewParam === 'week' || viewParam === 'list' ? viewParam : wide ? 'week' : 'list';
  const weekParam = searchParams.get('week');
  const weekStart = weekParam && /^\d{4}-\d{2}-\d{2}$/.test(weekParam) ? weekStartOf(weekParam) : weekStartOf(today);
  const leadParam = Number(searchParams.get('lead'));
  const leadFromLink = Number.isInteger(leadParam) && leadParam > 0 ? leadParam : null;

  const [open, setOpen] = useState<Open>(leadFromLink ? { kind: 'book' } : { kind: 'none' });
  // The dialog keeps its booking while it closes (no flash of an empty title).
  const [shownBooking, setShownBooking] = useState<AdminBooking | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen({ kind: 'none' });
  };
  const openBooking = (booking: AdminBooking) => {
    setShownBooking(booking);
    setOpen({ kind: 'booking', booking });
  };

  const heading = t('title');
  const adminTitle = shell('adminTitle');
  useEffect(() => {
    document.title = `${heading} · ${adminTitle}`;
  }, [heading, adminTitle]);

  const set = useMemo(
    () =>
      (changes: Record<string, string | null>, replace = false) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [key, value] of Object.entries(changes)) {
              if (value === null) next.delete(key);
              else next.set(key, value);
            }
            return next;
          },
          { replace },
        ),
    [setSearchParams],
  );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl text-ink">{heading}</h1>
          <p className="mt-1 text-sm text-muted">{t('about')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setOpen({ kind: 'block' })} className={buttonClass('secondary')}>
            <Ban className="size-4" aria-hidden="true" />
            {t('blockTime')}
          </button>
          <button type="button" onClick={() => setOpen({ kind: 'book' })} className={buttonClass('primary')}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('bookForLead')}
          </button>
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => set({ tab: value === 'settings' ? 'settings' : null })}>
        <Tabs.List aria-label={t('sectionsLabel')} className="mb-5 flex gap-1 border-b border-stone">
          {(['schedule', 'settings'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted hover:text-charcoal data-[state=active]:border-charcoal data-[state=active]:text-ink"
            >
              {value === 'schedule' ? t('tabSchedule') : t('tabSettings')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="schedule" className="focus-visible:outline-2 focus-visible:outline-olive">
          <fieldset className="mb-4 inline-flex rounded-md border border-stone bg-white p-0.5">
            <legend className="sr-only">{t('viewLabel')}</legend>
            {(['week', 'list'] as const).map((value) => {
              const Icon = value === 'week' ? CalendarDays : List;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => set({ view: value }, true)}
                  className={clsx(
                    'inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm',
                    view === value ? 'bg-charcoal text-linen' : 'text-charcoal hover:bg-sand',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {value === 'week' ? t('viewWeek') : t('viewList')}
                </button>
              );
            })}
          </fieldset>
          {view === 'week' ? (
            <WeekCalendar
              today={today}
              weekStart={weekStart}
              onWeekChange={(monday) => set({ week: monday === weekStartOf(today) ? null : monday })}
              onOpen={openBooking}
            />
          ) : (
            <>
              <BookingList today={today} onOpen={openBooking} />
              <p className="mt-2 text-xs text-muted">
                {t('studioZoneNote', { zone: dates.timeZone, short: dates.zone() })}
              </p>
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="settings" className="space-y-6 focus-visible:outline-2 focus-visible:outline-olive">
          <TypesSection />
          <AvailabilitySection />
        </Tabs.Content>
      </Tabs.Root>

      <BookingDialog booking={shownBooking} open={open.kind === 'booking'} onOpenChange={close} />
      <BlockTimeDialog open={open.kind === 'block'} onOpenChange={close} />
      <BookForLeadDialog
        open={open.kind === 'book'}
        onOpenChange={(isOpen) => {
          close(isOpen);
          if (!isOpen && leadFromLink) set({ lead: null }, true);
        }}
        leadId={open.kind === 'book' ? leadFromLink : null}
        today={today}
      />
    </>
  );
}
