import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leadEvents, leads } from '../../db/schema/index.ts';

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
