import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSmtpDestination, SmtpDestinationError } from '../email/providers/smtp-destination.ts';
import { lookupHostAddresses, parseDnsServers } from './dns-resolver.ts';
import { startTestDnsServer, type TestDnsServer } from './testing/dns-server.ts';

// A real resolver (node:dns) asking a real DNS server this test runs on 127.0.0.1: the names below
// look public, and only what they resolve to tells them apart. Nothing connects anywhere.
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer({
    'mail.studio-relay.example': { A: ['10.20.30.40'] },
    'loop.studio-relay.example': { A: ['127.0.0.1'] },
    'metadata.studio-relay.example': { A: ['169.254.169.254'] },
    'six-loop.studio-relay.example': { AAAA: ['::1'] },
    'six-private.studio-relay.example': { AAAA: ['fd00:1234::25'] },
    'mixed.studio-relay.example': { A: ['8.8.8.8'], AAAA: ['fc00::25'] },
    'smtp.public-mail.example': { A: ['8.8.4.4'], AAAA: ['2606:4700:4700::1111'] },
  });
});
afterAll(async () => {
  await dns?.close();
});

const fromEmailSetup = (host: string) => ({ host, allowPrivateHost: false, dnsServers: [dns.server] });

describe('DNS_SERVERS: the server asks the name servers the operator names', () => {
  it('reads a list of addresses with optional ports, and refuses anything else', () => {
    expect(parseDnsServers(undefined)).toBeNull();
    expect(parseDnsServers(' ')).toBeNull();
    expect(parseDnsServers('127.0.0.1:5353, 1.1.1.1,[::1]:53,2606:4700:4700::1111')).toEqual([
      '127.0.0.1:5353',
      '1.1.1.1',
      '[::1]:53',
      '2606:4700:4700::1111',
    ]);
    for (const bad of ['dns.example', '127.0.0.1:99999', 'http://1.1.1.1']) {
      expect(() => parseDnsServers(bad), bad).toThrow(/DNS_SERVERS: .* is not an IP address/);
    }
  });

  it('gives every A and AAAA address of a name, and ENOTFOUND for a name that has none', async () => {
    const lookup = lookupHostAddresses([dns.server]);
    expect((await lookup('smtp.public-mail.example')).sort()).toEqual(['2606:4700:4700::1111', '8.8.4.4']);
    await expect(lookup('nowhere.studio-relay.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(dns.asked).toContain('A smtp.public-mail.example');
    expect(dns.asked).toContain('AAAA smtp.public-mail.example');
  });
});

describe('an SMTP host named in Email Setup is judged by the address DNS gives (issue 28)', () => {
  it.each([
    ['a private network', 'mail.studio-relay.example', '10.20.30.40'],
    ['this machine', 'loop.studio-relay.example', '127.0.0.1'],
    ['the cloud metadata service', 'metadata.studio-relay.example', '169.254.169.254'],
    ['this machine (IPv6)', 'six-loop.studio-relay.example', '::1'],
    ['a private IPv6 network (fc00::/7)', 'six-private.studio-relay.example', 'fd00:1234::25'],
    ['a private address among public ones', 'mixed.studio-relay.example', 'fc00::25'],
  ])('refuses a public-looking name that resolves to %s', async (_what, host, address) => {
    const refusal = await resolveSmtpDestination(fromEmailSetup(host)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmtpDestinationError);
    expect((refusal as SmtpDestinationError).problem).toMatchObject({
      code: 'smtp_host_private',
      params: { host: `${host} (${address})`, variable: 'SMTP_ALLOW_PRIVATE_HOSTS', hostVariable: 'SMTP_HOST' },
    });
  });

  it('connects to the public address it checked, the name kept for the certificate', async () => {
    const destination = await resolveSmtpDestination(fromEmailSetup('smtp.public-mail.example'));
    expect(['8.8.4.4', '2606:4700:4700::1111']).toContain(destination.host);
    expect(destination.servername).toBe('smtp.public-mail.example');
  });

  it('uses the name as it is when the operator allows private relays (SMTP_ALLOW_PRIVATE_HOSTS=true), asking nothing', async () => {
    const before = dns.asked.length;
    expect(
      await resolveSmtpDestination({ ...fromEmailSetup('mail.studio-relay.example'), allowPrivateHost: true }),
    ).toEqual({ host: 'mail.studio-relay.example', servername: null });
    expect(dns.asked.length).toBe(before);
  });
});
