import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { fieldProblemText, refusalText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { useBlockTime } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { useBookingDates } from './use-booking-dates.ts';

/** "Block time": a window on the studio's clock nobody can book (a site visit, a day out), with a note. */
export function BlockTimeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(bookingsText);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('blockTitle')} description={t('blockDescription')}>
      <BlockForm onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

type Problems = Partial<Record<'start' | 'end' | 'note', string>>;

function BlockForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const toast = useToast();
  const block = useBlockTime();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startIso = zonedLocalToIso(start, dates.timeZone);
    const endIso = zonedLocalToIso(end, dates.timeZone);
    const found: Problems = {};
    if (!startIso) found.start = t('timeRequired');
    if (!endIso) found.end = t('timeRequired');
    setProblems(found);
    if (!startIso || !endIso) return;
    try {
      await block.mutateAsync({ start: startIso, end: endIso, note });
      toast({ title: t('blockSaved') });
      onDone();
    } catch (failure) {
      setProblems({
        start: fieldProblemText(failure, 'start'),
        end: fieldProblemText(failure, 'end'),
        note: fieldProblemText(failure, 'note'),
      });
      toast({ title: t('errorTitle'), description: refusalText(failure) ?? t('blockFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('studioZoneNote', { zone: dates.timeZone, short: dates.zone() })}</p>
      <Field
        label={t('blockStart')}
        type="datetime-local"
        required
        value={start}
        error={problems.start}
        onChange={(event) => {
          setStart(event.target.value);
          if (!end && event.target.value) setEnd(event.target.value);
        }}
      />
      <Field
        label={t('blockEnd')}
        type="datetime-local"
        required
        value={end}
        error={problems.end}
        onChange={(event) => setEnd(event.target.value)}
      />
      <Field
        label={t('note')}
        maxLength={200}
        value={note}
        error={problems.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <DialogActions>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('close')}
        </button>
        <button type="submit" disabled={block.isPending} className={buttonClass('primary')}>
          {block.isPending ? t('working') : t('blockSave')}
        </button>
      </DialogActions>
    </form>
  );
}
