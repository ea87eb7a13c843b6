import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { SmtpSettings } from '../email-config.ts';

/** Every address a host name has, as the system resolver gives them (hosts file included). */
export type LookupAddresses = (host: string) => Promise<string[]>;

/** As long as nodemailer's own DNS timeout: the system resolver alone may retry for much longer. */
const LOOKUP_TIMEOUT_MS = 10_000;

export const lookupAddresses: LookupAddresses = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`DNS lookup of ${host} timed out`), { code: 'ETIMEOUT' })),
      LOOKUP_TIMEOUT_MS,
    );
  });
  try {
    const entries = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return entries.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

/** Where to open the connection, and the name the server's certificate must carry (null: connect by name). */
export interface SmtpDestination {
  host: string;
  servername: string | null;
}

/** The host cannot be used: it is not public, or it has no address. `message` is for the admin. */
export class SmtpDestinationError extends Error {
  override name = 'SmtpDestinationError';
}

/** The variable with which the server's operator lets Email Setup name a private or local server. */
export const ALLOW_PRIVATE_VARIABLE = 'SMTP_ALLOW_PRIVATE_HOSTS';

/**
 * Where to connect for the SMTP host of the settings. An admin types that host in Email Setup, and
 * 'Check Status' and every send connect to it and report what answered: unchecked, that lets an
 * admin reach any machine the server can (cloud metadata, the database, the studio's network) and
 * read its first words in the error (SSRF).
 * - A host the operator chose (SMTP_HOST) or allowed (SMTP_ALLOW_PRIVATE_HOSTS=true) is used as is.
 * - Otherwise every address of the host must be public unicast. One private address among public
 *   ones is refused too: whoever runs the name's DNS picks which one is tried.
 * - The connection then goes to the address checked, not to the name again, so a second answer
 *   from DNS cannot differ (rebinding); the name stays the TLS server name, so the certificate is
 *   still checked against it.
 */
export async function resolveSmtpDestination(
  settings: Pick<SmtpSettings, 'host' | 'allowPrivateHost'>,
  lookupHost: LookupAddresses = lookupAddresses,
): Promise<SmtpDestination> {
  if (settings.allowPrivateHost) return { host: settings.host, servername: null };
  const bare = settings.host.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(bare) !== 0;
  let addresses: string[];
  try {
    addresses = literal ? [bare] : await lookupHost(bare);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new SmtpDestinationError(`${settings.host} could not be resolved${code ? ` (${code})` : ''}.`);
  }
  const [first] = addresses;
  if (first === undefined) throw new SmtpDestinationError(`${settings.host} has no address.`);
  const inside = addresses.find((address) => !isPublicUnicast(address));
  if (inside !== undefined) {
    const which = literal ? settings.host : `${settings.host} (${inside})`;
    throw new SmtpDestinationError(privateHostMessage(which));
  }
  return { host: first, servername: literal ? null : bare };
}

/**
 * Without asking DNS: why the host of these settings is refused (`localhost`, or an address that
 * is not public, and private hosts not allowed), or null. Email Setup says so when the settings are
 * saved and in its status; a name is judged when something connects.
 */
export function refusedHostLiteral(settings: Pick<SmtpSettings, 'host' | 'allowPrivateHost'>): string | null {
  if (settings.allowPrivateHost) return null;
  const bare = settings.host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const local = bare === 'localhost' || bare.endsWith('.localhost');
  return local || (isIP(bare) !== 0 && !isPublicUnicast(bare))
    ? privateHostMessage(`SMTP host ${settings.host}`)
    : null;
}

/** The admin's answer when a host is refused. */
function privateHostMessage(host: string): string {
  return `${host} is on this machine or a private network: Email Setup can only name a public mail server. The server's operator can allow private ones with ${ALLOW_PRIVATE_VARIABLE}=true.`;
}

/** IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. */
function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
