import { ImapFlow } from 'imapflow';
import { problem } from '#shared/api/errors.ts';
import {
  ALLOW_PRIVATE_VARIABLE,
  type LookupAddresses,
  resolveSmtpDestination,
  SmtpDestinationError,
} from '../providers/smtp-destination.ts';
import { isLoopbackHost } from '../providers/smtp-transport-options.ts';

/** The incoming mailbox as the poll and 'Check Status' use it (password opened). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the first byte (993); false: STARTTLS, required before the password goes to another machine */
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
  /**
   * The host may be on this machine or a private network: the operator allowed private mail
   * servers (SMTP_ALLOW_PRIVATE_HOSTS=true, the same switch as for SMTP). Otherwise it must be public.
   */
  allowPrivateHost: boolean;
  /** DNS_SERVERS: the name servers to ask where the host is (absent: the system resolver), as for SMTP */
  dnsServers?: readonly string[] | null;
}

/** The host cannot be used (not public, no address). `message` is for the admin. */
export class ImapDestinationError extends Error {
  override name = 'ImapDestinationError';
}

/** A check or a poll is a handful of round trips: well under a minute. */
const TIMEOUT_MS = 15_000;

/**
 * Connects and signs in to the incoming mailbox, with the rules of outgoing SMTP
 * (providers/smtp-destination.ts, the same module): the host an admin typed is resolved, every
 * address must be public unless the operator allowed private ones, and the connection goes to the
 * address checked with the name as TLS server name (the certificate is still checked against the
 * name; a second DNS answer cannot differ). Without implicit TLS, STARTTLS is required before the
 * password is sent to a host that is not on this machine (imapflow's `doSTARTTLS: true` fails the
 * connection when the server does not offer it, so a man in the middle cannot strip the offer).
 * The caller logs out.
 */
export async function connectImap(settings: ImapSettings, lookupHost?: LookupAddresses): Promise<ImapFlow> {
  let destination: { host: string; servername: string | null };
  try {
    destination = await resolveSmtpDestination(
      { host: settings.host, allowPrivateHost: settings.allowPrivateHost, dnsServers: settings.dnsServers ?? null },
      ...(lookupHost ? [lookupHost] : []),
    );
  } catch (error) {
    if (error instanceof SmtpDestinationError) {
      // The same rule as SMTP, said for a mailbox (the SMTP words speak of relays and SMTP_HOST).
      const host = error.problem?.params?.host;
      throw new ImapDestinationError(
        typeof host === 'string'
          ? problem('imap_host_private', { host, variable: ALLOW_PRIVATE_VARIABLE }).message
          : error.message,
      );
    }
    throw error;
  }
  const requireStartTls = !settings.secure && !isLoopbackHost(settings.host);
  const client = new ImapFlow({
    host: destination.host,
    ...(destination.servername ? { servername: destination.servername } : {}),
    port: settings.port,
    secure: settings.secure,
    ...(requireStartTls ? { doSTARTTLS: true } : {}),
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
  });
  // A connection that breaks later emits 'error'; the command in progress rejects with it anyway.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** What an IMAP failure says, on one line: the server's own words when it gave some. */
export function imapFailure(error: unknown): string {
  const failure = error as { responseText?: string; message?: string; code?: string; authenticationFailed?: boolean };
  const words = failure.responseText || failure.message || String(error);
  const text =
    failure.authenticationFailed && !/auth|login|credential/i.test(words) ? `sign-in refused: ${words}` : words;
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** Logs out, or drops the connection when that fails: never throws. */
export async function closeImap(client: ImapFlow): Promise<void> {
  try {
    await client.logout();
  } catch {
    client.close();
  }
}
