import type { DbOrTx } from '../../platform/db/client.ts';
import type { EmailQueue } from '../../platform/email/email-queue.ts';
import { sendEmail } from '../../platform/email/send-email.ts';
import { getLeadSettings, getSiteSettings } from '../studio/index.ts';
import type { RecordedTouch } from './leads.service.ts';
import { type OwnerNotificationInput, renderOwnerNotification } from './owner-notification.ts';

type TouchDetails = Omit<OwnerNotificationInput, 'studioName' | 'returning' | 'adminUrl'>;

/**
 * Issue 4 item 5: every enquiry and download e-mails the studio's notification address. Queued
 * through the one send pipeline (in the caller's transaction, so the lead and its notification
 * commit together), keyed by the touchpoint so nothing notifies twice. Errors are logged and
 * swallowed — the send runs in its own savepoint, so a failure here never costs the lead.
 */
export async function notifyOwner(
  deps: { db: DbOrTx; queue: EmailQueue; publicUrl: string },
  recorded: RecordedTouch,
  details: TouchDetails,
): Promise<void> {
  try {
    const [{ notificationEmail }, settings] = await Promise.all([getLeadSettings(deps.db), getSiteSettings(deps.db)]);
    const to = notificationEmail || settings.email;
    if (!to) {
      console.warn('[leads] no notification address in the settings: the owner was not e-mailed');
      return;
    }
    const rendered = renderOwnerNotification({
      ...details,
      studioName: settings.studioName,
      returning: !recorded.created,
      // The lead itself, not the dashboard: the owner opens the notification to act on this person.
      adminUrl: `${deps.publicUrl}/admin/leads/${recorded.leadId}`,
    });
    await sendEmail(deps.db, deps.queue, {
      kind: 'notification',
      idempotencyKey: `notify:${details.kind}:lead-event:${recorded.eventId}`,
      to,
      replyTo: details.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      leadId: recorded.leadId,
    });
  } catch (error) {
    console.error('[leads] could not queue the owner notification:', error);
  }
}
