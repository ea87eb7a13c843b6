import dns2 from 'dns2';

const { Packet } = dns2;
type Resource = ReturnType<typeof Packet.createResponseFromRequest>['answers'][number];

/** The records a name has, as the test DNS server answers them. */
export interface DnsZoneEntry {
  A?: string[];
  AAAA?: string[];
  TXT?: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it */
  server: string;
  /** every question asked, as `TYPE name` (e.g. `A mail.studio-relay.example`) */
  asked: string[];
  /** replaces what a name answers (names are matched without case) */
  set(name: string, entry: DnsZoneEntry): void;
  close(): Promise<void>;
}

/**
 * A real DNS server on 127.0.0.1 (dns2, UDP) for the tests: they point DNS_SERVERS at it and the
 * server's real resolver asks it, so no test asks the internet's DNS. A name it does not know
 * answers NXDOMAIN; a known name without the asked type answers no records.
 */
export async function startTestDnsServer(zone: Record<string, DnsZoneEntry> = {}): Promise<TestDnsServer> {
  const records = new Map<string, DnsZoneEntry>();
  const set = (name: string, entry: DnsZoneEntry) => records.set(name.toLowerCase(), entry);
  for (const [name, entry] of Object.entries(zone)) set(name, entry);
  const asked: string[] = [];

  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const name = question.name;
        const entry = records.get(name.toLowerCase());
        const type =
          Object.entries(Packet.TYPE).find(([, code]) => code === question.type)?.[0] ?? String(question.type);
        asked.push(`${type} ${name}`);
        if (!entry) {
          response.header.rcode = 3; // NXDOMAIN
          continue;
        }
        // Plain records, as dns2's README answers: its typings ask for a `toBuffer` the encoder never calls.
        const answer = (record: { type: number; address?: string; data?: string }) =>
          response.answers.push({ name, class: Packet.CLASS.IN, ttl: 1, ...record } as unknown as Resource);
        if (question.type === Packet.TYPE.A)
          for (const address of entry.A ?? []) answer({ type: Packet.TYPE.A, address });
        if (question.type === Packet.TYPE.AAAA)
          for (const address of entry.AAAA ?? []) answer({ type: Packet.TYPE.AAAA, address });
        if (question.type === Packet.TYPE.TXT)
          for (const data of entry.TXT ?? []) answer({ type: Packet.TYPE.TXT, data });
      }
      send(response);
    },
  });
  const addresses = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the test DNS server did not start');
  return {
    server: `127.0.0.1:${port}`,
    asked,
    set,
    close: () => dns.close(),
  };
}
