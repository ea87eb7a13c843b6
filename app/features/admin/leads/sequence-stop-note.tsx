import type { LeadDetail } from '#shared/admin/leads.ts';
import type { SequenceStopReason } from '#shared/email/email-events.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { leadMailText } from './lead-mail-messages.ts';

const STOP_TEXT = {
  replied: 'stopReplied',
  hard_bounce: 'stopHardBounce',
  complaint: 'stopComplaint',
} as const satisfies Record<SequenceStopReason, keyof typeof leadMailText.en>;

/**
 * Issue 28: in place of the steps to come, why the sequence stopped for good (a reply, a hard
 * bounce, a spam report) and on which day of the studio's.
 */
export function SequenceStopNote({ stop }: { stop: NonNullable<LeadDetail['sequenceStop']> }) {
  const mail = useMessages(leadMailText);
  const studioDates = useStudioDates();
  return (
    <div className="text-sm">
      <p className="font-medium text-charcoal">{mail(STOP_TEXT[stop.reason], { date: studioDates.date(stop.at) })}</p>
      <p className="mt-1 text-xs text-muted">{mail('stopFinal')}</p>
    </div>
  );
}
