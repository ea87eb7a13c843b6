import type { Lead } from '#shared/admin/leads.ts';

/** How a lead is named in a list: the name, or the address when the lead left none. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'email'>): string {
  return [lead.firstName, lead.lastName].filter((part) => part.trim()).join(' ') || lead.email;
}
