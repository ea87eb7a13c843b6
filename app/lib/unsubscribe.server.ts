/**
 * The unsubscribe page's bridge to the server (D11): the only app/ module of this page that imports
 * server/. The token comes from the page's address; nothing else the visitor sends is read.
 */
import type { RouterContextProvider } from 'react-router';
import { describeUnsubscribe, unsubscribeLead, verifyUnsubscribeToken } from '#server/modules/leads/index.ts';
import { type AppLoadContext, appContext } from '#server/platform/http/ssr/app-context.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * - `invalid`: the link is not one we signed (garbled, cut short, made up);
 * - `confirm`: ask before unsubscribing (a GET never unsubscribes: mail scanners open links);
 * - `done`: unsubscribed, now or before; `maskedEmail` is null when the lead was deleted.
 */
export type UnsubscribePage =
  | { state: 'invalid' }
  | { state: 'confirm'; token: string; maskedEmail: string }
  | { state: 'done'; maskedEmail: string | null };

function serverOf(context: Context): Pick<AppLoadContext, 'db' | 'appSecret'> {
  // The server puts the app secret next to the database (server/platform/http/ssr/app-context.ts).
  return context.get(appContext);
}

export async function loadUnsubscribePage(context: Context, token: string | null): Promise<UnsubscribePage> {
  const { db, appSecret } = serverOf(context);
  if (token === null) return { state: 'invalid' };
  const verified = verifyUnsubscribeToken(appSecret, token);
  if (!verified) return { state: 'invalid' };
  const lead = await describeUnsubscribe(db, verified.leadId);
  if (!lead) return { state: 'done', maskedEmail: null };
  return lead.unsubscribed
    ? { state: 'done', maskedEmail: lead.maskedEmail }
    : { state: 'confirm', token, maskedEmail: lead.maskedEmail };
}

/** The confirm page's button. Repeating it, or a deleted lead, is not an error: the answer is the same. */
export async function submitUnsubscribe(context: Context, token: string | null): Promise<UnsubscribePage> {
  const { db, appSecret } = serverOf(context);
  const verified = verifyUnsubscribeToken(appSecret, token);
  if (!verified) return { state: 'invalid' };
  await unsubscribeLead(db, verified.leadId, { via: 'link' });
  const lead = await describeUnsubscribe(db, verified.leadId);
  return { state: 'done', maskedEmail: lead?.maskedEmail ?? null };
}
