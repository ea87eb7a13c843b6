import { data, type RouterContextProvider, redirect } from 'react-router';
import { receiveContactFormPost } from '#server/modules/leads/index.ts';
import { listActiveOptions } from '#server/modules/studio/index.ts';
import { appContext, pageRequestContext } from '#server/platform/http/ssr/app-context.ts';

/** The enquiry form's selections come from the server's option lists (public site §5). */
export async function loadContactPage(context: Readonly<RouterContextProvider>) {
  const { db } = context.get(appContext);
  const [projectTypes, budgets] = await Promise.all([
    listActiveOptions(db, 'projectType'),
    listActiveOptions(db, 'budget'),
  ]);
  return { projectTypes, budgets };
}

/** Where a sent form lands: the page, saying so (Post/Redirect/Get — a reload sends nothing again). */
export const CONTACT_SENT_PATH = '/contact?sent=1';

/**
 * The enquiry form posted by the browser itself, before or without JavaScript (issue 12), under
 * the same rules as `POST /api/contact`. A refusal re-renders the page with what was typed and why.
 */
export async function sendContactForm(context: Readonly<RouterContextProvider>, request: Request) {
  const { deps, clientIp } = context.get(pageRequestContext);
  const outcome = await receiveContactFormPost(deps, clientIp, request);
  if (outcome.kind === 'cross-site') throw data('Cross-site requests are not allowed.', { status: 403 });
  if (outcome.kind === 'sent') return redirect(CONTACT_SENT_PATH, 303);
  const { values, fieldErrors, message, retryAfterSeconds } = outcome;
  const headers: HeadersInit = retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  return data({ values, fieldErrors, message }, { status: outcome.status, headers });
}
