import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { leads } from '../../../platform/db/schema/index.ts';

/** What the confirm page may show: never the whole address, only enough for people to recognise it. */
export interface UnsubscribeDescription {
  maskedEmail: string;
  unsubscribed: boolean;
}

/** null when the lead no longer exists. */
export async function describeUnsubscribe(db: DbOrTx, leadId: number): Promise<UnsubscribeDescription | null> {
  const [lead] = await db
    .select({ email: leads.email, status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return null;
  return { maskedEmail: maskEmail(lead.email), unsubscribed: lead.status === 'unsubscribed' };
}

/**
 * 'zoe@example.com' → 'z••@example.com': the first character and the domain, whatever the length,
 * so the mask does not tell how long the name is. The link may have been forwarded; the page must
 * not hand a stranger the address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const [first = ''] = Array.from(email.slice(0, at));
  return `${first}••@${email.slice(at + 1)}`;
}
