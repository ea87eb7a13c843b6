import type { Context } from 'hono';
import { emailInboundApi } from '#shared/api/email-inbound.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { type ApiRoute, route } from '../../http/route-table.ts';
import { signedInUser } from '../../http/signed-in-user.ts';
import { checkIncomingMailbox, getIncomingMailbox, saveIncomingMailbox } from './imap-settings.service.ts';

function context(c: Context<AppEnv>) {
  const deps = c.get('deps');
  return { db: deps.db, env: deps.email.env, appSecret: deps.secrets.appSecret };
}

/**
 * Email Setup's incoming mailbox (issue 28, "Replies"): its settings, and 'Check Status', which
 * signs in and opens the mailbox without changing anything. Admins only (D14).
 */
export const incomingMailboxRoutes: ApiRoute[] = [
  route(emailInboundApi.status, {
    access: 'admin',
    summary: 'The incoming mailbox read for replies and bounces (password masked), and the poll’s last run',
    handle: (c) => getIncomingMailbox(context(c), c.get('deps').clock()),
  }),
  route(emailInboundApi.save, {
    access: 'admin',
    summary: 'Save the incoming mailbox (password encrypted; absent keeps, empty removes); answers the new report',
    handle: async (c, { body }) => {
      const now = c.get('deps').clock();
      await saveIncomingMailbox(context(c), signedInUser(c), body, now);
      return getIncomingMailbox(context(c), now);
    },
  }),
  route(emailInboundApi.check, {
    access: 'admin',
    summary: 'Connect to the incoming mailbox, sign in and open it read-only; says what answered',
    handle: (c) => checkIncomingMailbox(context(c)),
  }),
];
