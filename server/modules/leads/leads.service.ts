import { eq, sql } from 'drizzle-orm';
import { problem } from '#shared/api/errors.ts';
import type { SequenceStopReason } from '#shared/email/email-events.ts';
import { CONSENT_TEXT } from '#shared/forms.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { leadEvents, leads } from '../../platform/db/schema/index.ts';
import type { SequenceRefusal } from '../../platform/email/deliver-email-send.ts';
import { LEAD_DELETED_REASON } from '../../platform/email/email-address.ts';
import { ValidationError } from '../../platform/errors.ts';
import { type FormOptionFieldType, getLeadSettings, listActiveOptions } from '../studio/index.ts';

/** One visitor touchpoint to record against a lead (D8). */
export interface LeadTouch {
  /** 'chat': an enquiry the answer-bot handed over (the form opened from a chat link) */
  source: 'contact' | 'lookbook' | 'chat';
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  projectType?: string;
  budget?: string;
  message?: string;
  /** D9: the visitor ticked "Send me occasional design ideas" */
  consent: boolean;
  /** the page the form was sent from, when the browser told us */
  page?: string | null;
}

export interface RecordedTouch {
  leadId: number;
  eventId: number;
  /** true when this touch created the lead */
  created: boolean;
}

/** D8: leads are one per person, matched by the address lower-cased and trimmed. */
/** An optional lead field as stored: null when blank, otherwise as given (the schemas trim one-line fields). */
export function blankToNull(value: string | undefined): string | null {
  return value?.trim() ? value : null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** D8: the lookbook asks for one name; the first word is the first name, the rest the last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * A chosen project type or budget must be one the studio currently offers (SECURITY 7); answers its
 * label (what the owner reads in the notification), or '' when nothing was chosen.
 */
export async function activeOptionLabel(
  db: DbOrTx,
  fieldType: FormOptionFieldType,
  value: string,
  fieldLabel: string,
): Promise<string> {
  if (!value) return '';
  const option = (await listActiveOptions(db, fieldType)).find((candidate) => candidate.value === value);
  if (!option) {
    throw new ValidationError(
      'option_not_offered_for',
      { field: fieldLabel },
      { [fieldType]: problem('option_not_offered') },
    );
  }
  return option.label;
}

/**
 * Creates the lead or updates the existing one, and appends the touchpoint, in one transaction (a
 * savepoint when `db` is the caller's transaction).
 * A returning visitor's newer details win, but nothing they left blank erases what we knew, their
 * status and original source stay, and consent once given is kept (withdrawal is the unsubscribe).
 */
export async function recordLeadTouch(db: DbOrTx, touch: LeadTouch): Promise<RecordedTouch> {
  const { consentMode } = await getLeadSettings(db);
  const enrol = touch.consent || consentMode === 'implied';
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        email: normaliseEmail(touch.email),
        firstName: touch.firstName,
        lastName: touch.lastName,
        phone: blankToNull(touch.phone),
        projectType: blankToNull(touch.projectType),
        budget: blankToNull(touch.budget),
        message: blankToNull(touch.message),
        source: touch.source,
        consentAt: touch.consent ? sql`now()` : null,
        consentSource: touch.consent ? touch.source : null,
        consentText: touch.consent ? CONSENT_TEXT : null,
        enrolledAt: enrol ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: leads.email,
        set: {
          firstName: sql`coalesce(nullif(excluded.first_name, ''), ${leads.firstName})`,
          lastName: sql`coalesce(nullif(excluded.last_name, ''), ${leads.lastName})`,
          phone: sql`coalesce(excluded.phone, ${leads.phone})`,
          projectType: sql`coalesce(excluded.project_type, ${leads.projectType})`,
          budget: sql`coalesce(excluded.budget, ${leads.budget})`,
          message: sql`coalesce(excluded.message, ${leads.message})`,
          consentAt: sql`coalesce(${leads.consentAt}, excluded.consent_at)`,
          consentSource: sql`case when ${leads.consentAt} is null then excluded.consent_source else ${leads.consentSource} end`,
          consentText: sql`case when ${leads.consentAt} is null then excluded.consent_text else ${leads.consentText} end`,
          // Enrolment starts once (D10 counts step 1 from it) and only for a lead still active.
          enrolledAt: sql`case when ${leads.status} = 'active' then coalesce(${leads.enrolledAt}, excluded.enrolled_at, case when ${leads.consentAt} is not null then now() end) else ${leads.enrolledAt} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
    if (!lead) throw new Error('lead upsert returned no row');
    const [event] = await tx
      .insert(leadEvents)
      .values({
        leadId: lead.id,
        kind: touch.source,
        source: touch.source,
        page: touch.page ?? null,
        message: blankToNull(touch.message),
        data: {
          firstName: touch.firstName,
          lastName: touch.lastName,
          ...(touch.phone ? { phone: touch.phone } : {}),
          ...(touch.projectType ? { projectType: touch.projectType } : {}),
          ...(touch.budget ? { budget: touch.budget } : {}),
          consent: touch.consent,
        },
      })
      .returning({ id: leadEvents.id });
    if (!event) throw new Error('lead event insert returned no row');
    return { leadId: lead.id, eventId: event.id, created: Boolean(lead.created) };
  });
}

// ---------------------------------------------------------------------------------------------
// Lead transitions that e-mail causes. The e-mail pipeline does not import this service (the
// platform stays below the modules): the composition root hands it `leadMailRules` (compose.ts →
// registerJobs), the platform's `LeadMailRules` port.

/** How the person asked: the button on the confirm page, or their mail provider's one-click POST. */
export type UnsubscribeVia = 'link' | 'one-click';

/**
 * - `unsubscribed`: the lead was subscribed and now is not;
 * - `already`: nothing to do, a previous request did it;
 * - `no-lead`: the lead was deleted, so nothing will be sent to them anyway.
 */
export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'no-lead';

const VIA_MESSAGE: Record<UnsubscribeVia, string> = {
  link: 'Unsubscribed on the confirm page of an e-mail link.',
  'one-click': 'Unsubscribed with the one-click button of their mail app.',
};

/**
 * D11: the lead gets no more sequence e-mail (D10 stops at any status other than active). Runs at
 * most once per lead: the row is locked while it is read, so two requests at the same moment (a mail
 * app's one-click and the person's own click) leave one status change and one event.
 */
export async function unsubscribeLead(
  db: DbOrTx,
  leadId: number,
  options: { via: UnsubscribeVia },
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) return 'no-lead';
    if (lead.status === 'unsubscribed') return 'already';
    await tx
      .update(leads)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values({
      leadId,
      kind: 'unsubscribe',
      message: VIA_MESSAGE[options.via],
      // The status it had, so the admin can see that a converted client, say, opted out of e-mail.
      data: { via: options.via, previousStatus: lead.status },
    });
    return 'unsubscribed';
  });
}

const SEQUENCE_STOPPED_REASON: Record<SequenceStopReason, string> = {
  replied: 'not sent: the lead replied, so the sequence stopped',
  hard_bounce: "not sent: the lead's address bounced, so the sequence stopped",
  complaint: 'not sent: the lead marked an e-mail as spam, so the sequence stopped',
};

/**
 * SECURITY 13, D10: why a sequence e-mail to this lead must not go out now, or null when it may.
 * Checked just before the provider call, so a step already queued when the lead was unsubscribed
 * (ever), bounced, deleted or moved to any status but active is never sent. For the first three
 * the refusal is final and the row becomes 'suppressed' (not 'failed': nothing went wrong, and
 * Email Setup's 'Send again' is for real failures). A status that is merely not active withdraws
 * the step instead (deliver-email-send.ts), so it still comes if the lead is made active again.
 */
export async function sequenceRefusal(db: DbOrTx, leadId: number | null): Promise<SequenceRefusal | null> {
  if (leadId === null) return { reason: LEAD_DELETED_REASON, final: true };
  const [lead] = await db
    .select({
      status: leads.status,
      unsubscribedAt: leads.unsubscribedAt,
      sequenceStopReason: leads.sequenceStopReason,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return { reason: LEAD_DELETED_REASON, final: true };
  if (lead.status === 'unsubscribed' || lead.status === 'bounced') {
    return { reason: `not sent: the lead is ${lead.status}`, final: true };
  }
  // An opt-out is final for the sequence: the studio setting the status back to active does not undo it.
  if (lead.unsubscribedAt) return { reason: 'not sent: the lead unsubscribed', final: true };
  // Issue 28: a reply, a hard bounce or a complaint stops the sequence for good, like an opt-out.
  if (lead.sequenceStopReason) return { reason: SEQUENCE_STOPPED_REASON[lead.sequenceStopReason], final: true };
  // Contacted, qualified, converted: the studio may set the lead active again, and the step with it.
  if (lead.status !== 'active') return { reason: `the lead's status is ${lead.status}, not active`, final: false };
  return null;
}

/**
 * The provider refused an address permanently. When it is the lead's own address (not, say, an
 * owner notification about them) the lead becomes bounced (D8) and the event says why.
 */
export async function bounceLead(
  db: DbOrTx,
  leadId: number,
  bounce: { toAddress: string; reason: string; sendId: number | null; provider: string | null; eventId?: number },
): Promise<void> {
  const [lead] = await db.select({ email: leads.email, status: leads.status }).from(leads).where(eq(leads.id, leadId));
  if (!lead || normaliseEmail(lead.email) !== normaliseEmail(bounce.toAddress)) return;
  if (lead.status !== 'bounced') {
    await db.update(leads).set({ status: 'bounced', updatedAt: sql`now()` }).where(eq(leads.id, leadId));
  }
  await db.insert(leadEvents).values({
    leadId,
    kind: 'bounce',
    message: bounce.reason,
    // The address, so the studio cannot make the lead active on it again (lead-writes.ts).
    data: {
      sendId: bounce.sendId,
      provider: bounce.provider,
      previousStatus: lead.status,
      address: normaliseEmail(lead.email),
      // the email_events row that reported it, when it came later by webhook or mailbox (issue 28)
      ...(bounce.eventId !== undefined ? { eventId: bounce.eventId } : {}),
    },
  });
}

/** What the e-mail pipeline may ask of leads (handed to it by the composition root). */
export const leadMailRules = { sequenceRefusal, bounceLead };
