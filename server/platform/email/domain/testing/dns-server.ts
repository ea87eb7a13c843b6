import type { AddressInfo } from 'node:net';
import dns2, { type DnsHandler } from 'dns2';

const { Packet } = dns2;
/** dns2 2.4's `Packet.RCODE` (RFC 1035 §4.1.1), which its type declarations leave out. */
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3 } as const;

/**
 * A real DNS server for tests (dns2, UDP and TCP on one loopback port): it answers TXT questions
 * from `zone`, which the test changes between checks, NXDOMAIN for any other name, and SERVFAIL
 * for names in `failing`. Point the domain check at it with `DNS_SERVERS=<servers[0]>`; `queries`
 * shows what was asked, so a test can prove nothing went to another resolver.
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>` */
  address: string;
  /** name (lower case, no trailing dot) → its TXT records, each as its character strings */
  zone: Map<string, string[][]>;
  failing: Set<string>;
  /** every question's name, in order */
  queries: string[];
  /** publishes `value` at `name`, split into 255-character strings as DNS stores it */
  publish(name: string, ...values: string[]): void;
  close(): Promise<void>;
}

export function txtStrings(value: string): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 255) chunks.push(value.slice(i, i + 255));
  return chunks.length > 0 ? chunks : [''];
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, string[][]>();
  const failing = new Set<string>();
  const queries: string[] = [];
  const handle: DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
    queries.push(name);
    if (failing.has(name)) {
      response.header.rcode = RCODE.SERVFAIL;
    } else if (!zone.has(name)) {
      response.header.rcode = RCODE.NXDOMAIN;
    } else if (question?.type === Packet.TYPE.TXT) {
      for (const strings of zone.get(name) ?? []) {
        // A plain answer object is what dns2 encodes (its types ask for a decoded Resource).
        const answer = {
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 1,
          data: strings,
        };
        response.answers.push(answer as unknown as (typeof response.answers)[number]);
      }
    }
    void send(response);
  };
  // UDP answers over 512 bytes (a 2048-bit DKIM key) come truncated; the resolver then asks over
  // TCP on the same port, so both listen there: TCP takes a free port, UDP the same number.
  for (let attempt = 0; ; attempt += 1) {
    const tcp = dns2.createTCPServer(handle);
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(0, '127.0.0.1');
      tcp.once('listening', () => resolve());
    });
    const { port } = tcp.address() as AddressInfo;
    const udp = dns2.createUDPServer(handle);
    try {
      await new Promise<void>((resolve, reject) => {
        udp.once('error', reject);
        udp.listen(port, '127.0.0.1').then(resolve, reject);
      });
    } catch (error) {
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
      if (attempt >= 5) throw error;
      continue;
    }
    return {
      address: `127.0.0.1:${port}`,
      zone,
      failing,
      queries,
      publish(name, ...values) {
        zone.set(name.toLowerCase(), values.map(txtStrings));
      },
      async close() {
        await Promise.all([
          new Promise<void>((resolve) => tcp.close(() => resolve())),
          new Promise<void>((resolve) => udp.close(() => resolve())),
        ]);
      },
    };
  }
}
