import {
  type CreateLead,
  CreateLeadSchema,
  type Lead,
  type UpdateLead,
  UpdateLeadSchema,
} from '#shared/admin/leads.ts';
import { byRoot, type Checked, checkedBy, type FieldProblems, firstProblems } from '../ui/field-problems.ts';

/** The lead editor's fields (admin area §2 'Lead editor'): the lead's own, as the API gives them. */
export type LeadFormValues = Pick<
  Lead,
  'firstName' | 'lastName' | 'email' | 'phone' | 'projectType' | 'budget' | 'status' | 'source' | 'message'
>;

export type LeadField = keyof LeadFormValues;

const LEAD_FIELDS: readonly LeadField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'projectType',
  'budget',
  'status',
  'source',
  'message',
];

/** admin area §4: a lead made by hand starts active, from source manual. */
export function leadFormDefaults(lead: Lead | null): LeadFormValues {
  return {
    firstName: lead?.firstName ?? '',
    lastName: lead?.lastName ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    projectType: lead?.projectType ?? '',
    budget: lead?.budget ?? '',
    status: lead?.status ?? 'active',
    source: lead?.source ?? 'manual',
    message: lead?.message ?? '',
  };
}

const fieldOf = byRoot<LeadField>(Object.fromEntries(LEAD_FIELDS.map((field) => [field, field])));

/** The server's (or the schema's) problems, each on the field that shows it. */
export function leadProblems(entries: Iterable<readonly [string, string]>): FieldProblems<LeadField> {
  return firstProblems(entries, fieldOf);
}

/** A new lead's body, checked by the shared schema. */
export function createLeadBody(values: LeadFormValues): Checked<CreateLead, LeadField> {
  return checkedBy(CreateLeadSchema.safeParse(values), fieldOf);
}

/**
 * An edit's body: only what changed (the timeline's 'edit' entry names those fields), or null when
 * nothing did.
 */
export function updateLeadBody(lead: Lead, values: LeadFormValues): Checked<UpdateLead, LeadField> | null {
  const before = leadFormDefaults(lead);
  const changes = Object.fromEntries(
    LEAD_FIELDS.filter((field) => values[field].trim() !== before[field].trim()).map((field) => [field, values[field]]),
  );
  if (Object.keys(changes).length === 0) return null;
  return checkedBy(UpdateLeadSchema.safeParse(changes), fieldOf);
}

/** A person's name as the lists show it; '' when the lead has none. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
