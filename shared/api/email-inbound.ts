import {
  IncomingCheckResultSchema,
  IncomingMailboxReportSchema,
  IncomingMailboxSchema,
} from '../admin/email-inbound.ts';
import { endpoint } from './endpoint.ts';

/**
 * Email Setup's incoming mailbox (issue 28, "Replies"): the IMAP mailbox the reply poll reads for
 * answers to the sequence and for bounce notices (shapes in shared/admin/email-inbound.ts). Admins only (D14).
 */
export const emailInboundApi = {
  status: endpoint({
    method: 'GET',
    path: '/admin/email-inbound',
    response: { status: 200, schema: IncomingMailboxReportSchema },
  }),
  /** answers the new report */
  save: endpoint({
    method: 'POST',
    path: '/admin/email-inbound',
    body: IncomingMailboxSchema,
    response: { status: 200, schema: IncomingMailboxReportSchema },
  }),
  /** a button's write: no body; reads the mailbox, changes nothing */
  check: endpoint({
    method: 'POST',
    path: '/admin/email-inbound/check',
    response: { status: 200, schema: IncomingCheckResultSchema },
  }),
};
