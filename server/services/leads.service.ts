import { sql } from 'drizzle-orm';
import { CONSENT_TEXT } from '#shared/forms.ts';
import type { DbOrTx } from '../db/client.ts';
import { leadEvents, leads } from '../db/schema/index.ts';
import { ValidationError } from './errors.ts';
import { type FormOptionFieldType, listActiveOptions } from './form-options.service.ts';
import { getLeadSettings } from './settings.service.ts';

/** One visitor touchpoint to record against a lead (D8). */
export interface LeadTouch {
  source: 'contact' | 'lookbook';
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
  if (!option) throw new ValidationError(`${fieldLabel}: please choose one of the options offered.`);
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
  const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
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
