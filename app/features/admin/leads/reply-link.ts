import type { LeadTimelineEntry } from '#shared/admin/leads.ts';

/** The e-mails of a lead's thread: what reached the lead (not the studio's own notifications or tests, nor a failed send). */
const TO_THE_LEAD = new Set(['sequence', 'transactional']);
const DELIVERED = new Set(['sent', 'recorded']);

/**
 * The subject of a reply to the lead (issue 27): "Re: " and the subject of the last e-mail the
 * studio sent the lead, so the answer joins that thread in the visitor's mailbox; without one,
 * "Re: your enquiry to {studio}". In English, as the site writes to visitors. `entries` are the
 * lead's timeline, newest first.
 */
export function replySubject(entries: readonly LeadTimelineEntry[], studioName: string): string {
  const last = entries.find(
    (entry) =>
      entry.kind === 'email' && TO_THE_LEAD.has(entry.emailKind) && DELIVERED.has(entry.status) && entry.subject.trim(),
  );
  const subject = last?.kind === 'email' ? last.subject.trim() : `your enquiry to ${studioName}`.trim();
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** `mailto:` with the subject; the address as typed ('@' stays readable), the rest percent-encoded. */
export function mailtoHref(email: string, subject?: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@');
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`;
}

/** `tel:` with what a dialler reads: digits and a leading +, whatever spacing the visitor typed. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
