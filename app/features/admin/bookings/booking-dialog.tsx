import { CalendarClock, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AdminBooking, ConsultationLocation } from '#shared/booking.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { fieldProblemText, refusalText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { useCancelBooking, useReschedule } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { chosenStart, TimeChoice, type TimeChoiceValue } from './time-choice.tsx';
import { useBookingDates, useBookingTitle, visitorName } from './use-booking-dates.ts';
import { studioDay } from './week-grid.ts';

export const LOCATION_KEYS = {
  video: 'locationVideo',
  phone: 'locationPhone',
  home: 'locationHome',
} as const satisfies Record<ConsultationLocation, string>;

/**
 * One booking or block, opened from the calendar or the list: its details, a link to its lead,
 * Reschedule (an open slot of its type, or any time the server accepts) and Cancel (asked first;
 * the visitor is told by e-mail).
 */
export function BookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: AdminBooking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const title = useBookingTitle();
  return (
    <AdminDialog open={open && booking !== null} onOpenChange={onOpenChange} title={booking ? title(booking) : ''}>
      {booking && <BookingDetails key={booking.id} booking={booking} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function BookingDetails({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const toast = useToast();
  const cancel = useCancelBooking();
  const [mode, setMode] = useState<'details' | 'reschedule'>('details');
  // Back from Reschedule: the focus returns to the button that went there (its form is gone).
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  useEffect(() => {
    if (mode === 'details' && cameBack.current) rescheduleButton.current?.focus();
  }, [mode]);
  const [confirming, setConfirming] = useState(false);
  const block = booking.kind === 'block';
  const past = Date.parse(booking.end) <= Date.now();

  const rows: Array<[string, string | null | undefined]> = [
    [t('when'), `${dates.dateTime(booking.start)} – ${dates.time(booking.end)} (${dates.zone(booking.start)})`],
    ...(block
      ? [[t('note'), booking.note] as [string, string | null]]
      : ([
          [t('where'), booking.type ? t(LOCATION_KEYS[booking.type.location]) : null],
          [t('visitor'), visitorName(booking)],
          [t('email'), booking.email],
          [t('phone'), booking.phone],
          [t('message'), booking.message],
        ] as Array<[string, string | null]>)),
    [t('createdBy'), booking.createdBy ?? (block ? null : t('createdByVisitor'))],
  ];

  const doCancel = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      toast({
        title: block ? t('blockRemoved') : t('cancelled'),
        description: block ? undefined : t('cancelledDescription'),
      });
      onDone();
    } catch (failure) {
      toast({ title: t('errorTitle'), description: refusalText(failure) ?? t('cancelFailed'), variant: 'destructive' });
    }
  };

  if (mode === 'reschedule') {
    return (
      <RescheduleForm
        booking={booking}
        onBack={() => {
          cameBack.current = true;
          setMode('details');
        }}
        onDone={onDone}
      />
    );
  }
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="break-words whitespace-pre-line text-charcoal">
                {label === t('email') && value ? (
                  <a href={`mailto:${value}`} className="underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
      {booking.lead && (
        <p className="mt-4 text-sm">
          <Link to={`/admin/leads/${booking.lead.id}`} className="font-medium text-olive underline underline-offset-2">
            {t('openLead', { name: booking.lead.name || booking.lead.email })}
          </Link>
        </p>
      )}
      {!past && (
        <DialogActions>
          <button type="button" onClick={() => setConfirming(true)} className={buttonClass('danger')}>
            <XCircle className="size-4" aria-hidden="true" />
            {block ? t('removeBlock') : t('cancelBooking')}
          </button>
          {!block && (
            <button
              ref={rescheduleButton}
              type="button"
              onClick={() => setMode('reschedule')}
              className={buttonClass('primary')}
            >
              <CalendarClock className="size-4" aria-hidden="true" />
              {t('reschedule')}
            </button>
          )}
        </DialogActions>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={block ? t('removeBlockTitle') : t('cancelTitle')}
        description={
          block ? (
            <p>{t('removeBlockQuestion')}</p>
          ) : (
            <>
              <p>{t('cancelQuestion', { name: visitorName(booking), when: dates.dateTime(booking.start) })}</p>
              <p>{t('cancelTellsVisitor')}</p>
            </>
          )
        }
        confirmLabel={block ? t('removeBlock') : t('cancelBooking')}
        pendingLabel={t('working')}
        cancelLabel={t('keep')}
        pending={cancel.isPending}
        onConfirm={doCancel}
      />
    </>
  );
}

function RescheduleForm({
  booking,
  onBack,
  onDone,
}: {
  booking: AdminBooking;
  onBack: () => void;
  onDone: () => void;
}) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const toast = useToast();
  const reschedule = useReschedule();
  const [value, setValue] = useState<TimeChoiceValue>({
    day: studioDay(booking.start, dates.timeZone),
    slot: null,
    typed: '',
  });
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = chosenStart(value, dates.timeZone);
    if (!start) {
      setError(t('chooseTime'));
      return;
    }
    setError(undefined);
    try {
      await reschedule.mutateAsync({ id: booking.id, start });
      toast({
        title: t('rescheduled'),
        description: booking.kind === 'block' ? undefined : t('rescheduledDescription'),
      });
      onDone();
    } catch (failure) {
      const problem = fieldProblemText(failure, 'start');
      if (problem) setError(problem);
      toast({
        title: t('errorTitle'),
        description: refusalText(failure) ?? t('rescheduleFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 text-sm text-muted">
        {t('currentlyAt', { when: `${dates.dateTime(booking.start)} (${dates.zone(booking.start)})` })}
      </p>
      <TimeChoice
        typeId={booking.kind === 'consultation' ? (booking.type?.id ?? null) : null}
        value={value}
        onChange={setValue}
        error={error}
        focusFirst
      />
      {booking.kind === 'consultation' && <p className="mt-3 text-sm text-muted">{t('rescheduleTellsVisitor')}</p>}
      <DialogActions>
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {t('back')}
        </button>
        <button type="submit" disabled={reschedule.isPending} className={buttonClass('primary')}>
          {reschedule.isPending ? t('working') : t('saveNewTime')}
        </button>
      </DialogActions>
    </form>
  );
}
