import { lookup, Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where the server asks DNS, in one place. Unset (the usual case), names are looked up as the rest
 * of the machine does (the system resolver, /etc/hosts included) and records (TXT…) through the
 * system's name servers. `DNS_SERVERS` (a comma-separated list of `address` or `address:port`, IPv6
 * in brackets with a port) sends every question to those servers instead: an operator who wants
 * the server to trust one resolver, and the tests, which run their own DNS server (dns2) on
 * 127.0.0.1 and never the internet's. Used by the SMTP host check (smtp-destination.ts) and meant
 * for the domain check's TXT lookups too.
 */
export const DNS_SERVERS_VARIABLE = 'DNS_SERVERS';

/** A question that waits longer than this is given up (the system resolver alone may retry for much longer). */
export const DNS_TIMEOUT_MS = 10_000;

const SERVER_ENTRY =
  /^(?:\[(?<v6>[^\]]+)\](?::(?<v6port>\d{1,5}))?|(?<v4>[0-9.]+)(?::(?<v4port>\d{1,5}))?|(?<bare6>[0-9A-Fa-f:]+))$/;

/** `DNS_SERVERS` as a list, or null when unset or empty (the system's resolver). Throws on an entry that is not an address. */
export function parseDnsServers(value: string | null | undefined): string[] | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  for (const entry of entries) {
    const match = SERVER_ENTRY.exec(entry);
    const address = match?.groups?.v6 ?? match?.groups?.v4 ?? match?.groups?.bare6 ?? '';
    const port = Number(match?.groups?.v6port ?? match?.groups?.v4port ?? 53);
    if (!isIP(address) || port < 1 || port > 65_535) {
      throw new Error(`${DNS_SERVERS_VARIABLE}: "${entry}" is not an IP address (with an optional :port)`);
    }
  }
  return entries;
}

/** A resolver for records (resolveTxt, resolve4…): the given servers, or the system's when null. */
export function createDnsResolver(servers: readonly string[] | null, options: { timeoutMs?: number } = {}): Resolver {
  // `timeout` is per try; two tries keep a lost UDP answer from failing the whole question.
  const resolver = new Resolver({ timeout: Math.ceil((options.timeoutMs ?? DNS_TIMEOUT_MS) / 2), tries: 2 });
  if (servers) resolver.setServers([...servers]);
  return resolver;
}

/** Every address of a host name. */
export type LookupHostAddresses = (host: string) => Promise<string[]>;

const NO_SUCH_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

/**
 * Every address (IPv4 and IPv6) a name has: through `servers` when given (A and AAAA asked
 * together; a name with neither is ENOTFOUND), else the system resolver. Rejects with the DNS
 * error's `code` (ENOTFOUND, ETIMEOUT…), also after `DNS_TIMEOUT_MS`.
 */
export function lookupHostAddresses(servers: readonly string[] | null): LookupHostAddresses {
  return (host) =>
    withTimeout(host, async () => {
      if (!servers) {
        const entries = await lookup(host, { all: true, verbatim: true });
        return entries.map((entry) => entry.address);
      }
      const resolver = createDnsResolver(servers);
      const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
      const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      if (addresses.length > 0) return addresses;
      const failure = answers
        .map((answer) => (answer.status === 'rejected' ? (answer.reason as { code?: string }) : null))
        .find((reason) => reason?.code && !NO_SUCH_RECORD.has(reason.code));
      throw failure ?? Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
    });
}

async function withTimeout<T>(host: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`DNS lookup of ${host} timed out`), { code: 'ETIMEOUT' })),
      DNS_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
