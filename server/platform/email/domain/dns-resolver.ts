import { createDnsResolver, parseDnsServers } from '../../net/dns-resolver.ts';

/**
 * The DNS the domain check asks (issue 28). `DNS_SERVERS` (`ip` or `ip:port`, comma-separated)
 * points it at a resolver of the operator's or a test's own DNS server; unset, the system's.
 * The servers are read as everywhere else (net/dns-resolver.ts). Each check gets its own `Resolver`, so nothing global (`dns.setServers`) changes for the rest
 * of the process.
 */
export interface TxtLookup {
  /** the servers asked, as `Resolver#getServers` names them */
  servers: string[];
  /** the TXT records at a name, each one's strings joined; [] when the name has none or does not exist */
  txt(name: string): Promise<string[]>;
}

/** Why a lookup did not answer (timeout, refused, server failure): the check cannot judge, so it says so. */
export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
}

/** The name exists without TXT records, or does not exist: both mean "no record here". */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

export function createTxtLookup(dnsServers: string | undefined): TxtLookup {
  // 3 s per try, two tries: a check answers within seconds even when a server is silent.
  const resolver = createDnsResolver(parseDnsServers(dnsServers), { timeoutMs: 6_000 });
  return {
    servers: resolver.getServers(),
    async txt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        // RFC 7208 §3.3 / RFC 6376 §3.6.2.2: a record's strings are one value, joined without spaces.
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code && NO_RECORDS.has(code)) return [];
        throw new DnsLookupError(`${name}: ${code ?? (error as Error).message}`);
      }
    },
  };
}
