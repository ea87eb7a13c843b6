import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { type ApiProblem, problem } from '#shared/api/errors.ts';
import { lookupHostAddresses } from '../../net/dns-resolver.ts';
import type { SmtpSettings } from '../email-config.ts';

/** Every address a host name has, as the resolver gives them (the system's: hosts file included). */
export type LookupAddresses = (host: string) => Promise<string[]>;

/** The system resolver, given up after 10 s (as long as nodemailer's own DNS timeout). */
export const lookupAddresses: LookupAddresses = lookupHostAddresses(null);

/** Where to open the connection, and the name the server's certificate must carry (null: connect by name). */
export interface SmtpDestination {
  host: string;
  servername: string | null;
}

/** The host cannot be used: it is not public, or it has no address. `message` is for the admin. */
export class SmtpDestinationError extends Error {
  override name = 'SmtpDestinationError';
  /** the refusal as a coded problem (smtp_host_private), for the admin's language; absent for a DNS failure */
  readonly problem: ApiProblem | undefined;
  constructor(message: string, refusal?: ApiProblem) {
    super(message);
    this.problem = refusal;
  }
}

/** The variable with which the server's operator lets Email Setup name a private or local server. */
export const ALLOW_PRIVATE_VARIABLE = 'SMTP_ALLOW_PRIVATE_HOSTS';
/** The variable with which the operator names the SMTP server itself (any host: it is theirs). */
export const OPERATOR_HOST_VARIABLE = 'SMTP_HOST';

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
 * The name is asked of `settings.dnsServers` when the operator set DNS_SERVERS (net/dns-resolver.ts),
 * else of the system resolver; `lookupHost` replaces both.
 */
export async function resolveSmtpDestination(
  settings: Pick<SmtpSettings, 'host' | 'allowPrivateHost'> & { dnsServers?: readonly string[] | null },
  lookupHost: LookupAddresses = settings.dnsServers ? lookupHostAddresses(settings.dnsServers) : lookupAddresses,
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
    const refusal = privateHostProblem(literal ? settings.host : `${settings.host} (${inside})`);
    throw new SmtpDestinationError(refusal.message, refusal);
  }
  return { host: first, servername: literal ? null : bare };
}

/**
 * Without asking DNS: why the host of these settings is refused (`localhost`, or an address that
 * is not public, and private hosts not allowed), or null. Email Setup says so when the settings are
 * saved and in its status; a name is judged when something connects.
 */
export function refusedHostLiteral(settings: Pick<SmtpSettings, 'host' | 'allowPrivateHost'>): string | null {
  return refusedHostProblem(settings)?.message ?? null;
}

/** `refusedHostLiteral` as a coded problem (smtp_host_private), for the admin's language. */
export function refusedHostProblem(settings: Pick<SmtpSettings, 'host' | 'allowPrivateHost'>): ApiProblem | null {
  if (settings.allowPrivateHost) return null;
  const bare = settings.host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const local = bare === 'localhost' || bare.endsWith('.localhost');
  return local || (isIP(bare) !== 0 && !isPublicUnicast(bare)) ? privateHostProblem(settings.host) : null;
}

/**
 * The admin's answer when a host is refused: not a fault of the product but a rule, so it says
 * why in the studio's words and what the server's operator sets to use a local relay anyway.
 */
export function privateHostProblem(host: string): ApiProblem {
  return problem('smtp_host_private', {
    host,
    variable: ALLOW_PRIVATE_VARIABLE,
    hostVariable: OPERATOR_HOST_VARIABLE,
  });
}

/** IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. */
function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
