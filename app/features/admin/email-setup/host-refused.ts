import type { ErrorCode } from '#shared/api/errors.ts';

/**
 * The code of the refusal of an SMTP host on this machine or a private network
 * (server/platform/email/providers/smtp-destination.ts): a rule the server's operator can lift, not
 * a fault, so the status line and Check Status title it as what it is.
 */
export const HOST_REFUSED = 'smtp_host_private' satisfies ErrorCode;
