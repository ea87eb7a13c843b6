import { describe, expect, it } from 'vitest';
import {
  type LookupAddresses,
  refusedHostLiteral,
  resolveSmtpDestination,
  SmtpDestinationError,
} from './smtp-destination.ts';
import { smtpTransportOptions } from './smtp-transport-options.ts';

/** A resolver that knows only the names given, and counts how often it was asked. */
function fakeDns(table: Record<string, string[]>): LookupAddresses & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (host: string) => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return Object.assign(lookup, { asked });
}

const setup = (host: string) => ({ host, allowPrivateHost: false });

describe('where an SMTP host named in Email Setup may be reached', () => {
  it('a public name: the connection goes to the address checked, the name stays the TLS server name', async () => {
    const dns = fakeDns({ 'smtp.studio.example': ['8.8.4.4', '2606:4700:4700::1111'] });
    const destination = await resolveSmtpDestination(setup('smtp.studio.example'), dns);
    expect(destination).toEqual({ host: '8.8.4.4', servername: 'smtp.studio.example' });
    expect(dns.asked).toEqual(['smtp.studio.example']);
    const options = smtpTransportOptions(
      { ...setup('smtp.studio.example'), port: 587, secure: false, user: null, pass: null },
      { connectionTimeout: 1, greetingTimeout: 1, socketTimeout: 1, dnsTimeout: 1 },
      destination,
    );
    expect(options).toMatchObject({ host: '8.8.4.4', tls: { servername: 'smtp.studio.example' } });
  });

  it('a public address: itself, without asking DNS', async () => {
    const dns = fakeDns({});
    expect(await resolveSmtpDestination(setup('8.8.8.8'), dns)).toEqual({ host: '8.8.8.8', servername: null });
    expect(await resolveSmtpDestination(setup('[2606:4700:4700::1111]'), dns)).toEqual({
      host: '2606:4700:4700::1111',
      servername: null,
    });
    expect(dns.asked).toEqual([]);
  });

  it.each([
    ['this machine', '127.0.0.1'],
    ['this machine (IPv6)', '[::1]'],
    ['this machine, IPv4 inside IPv6', '::ffff:127.0.0.1'],
    ['any address', '0.0.0.0'],
    ['a private network', '10.0.0.5'],
    ['a private network', '192.168.1.20'],
    ['a private network', '172.16.4.4'],
    ['a private network (IPv6)', 'fd12:3456::1'],
    ['the cloud metadata service', '169.254.169.254'],
    ['a link-local IPv6 address', 'fe80::1'],
    ['a carrier-grade NAT', '100.64.0.1'],
    ['a broadcast', '255.255.255.255'],
  ])('refuses %s: %s, naming the operator’s switch', async (_what, host) => {
    const refusal = await resolveSmtpDestination(setup(host), fakeDns({})).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmtpDestinationError);
    expect((refusal as Error).message).toBe(
      `The mail server ${host} is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To send through a local relay, whoever runs the website's server sets SMTP_ALLOW_PRIVATE_HOSTS=true (or names the relay with SMTP_HOST) in its environment.`,
    );
    // Coded, so the admin words it in its language.
    expect((refusal as SmtpDestinationError).problem).toEqual({
      code: 'smtp_host_private',
      message: (refusal as Error).message,
      params: { host, variable: 'SMTP_ALLOW_PRIVATE_HOSTS', hostVariable: 'SMTP_HOST' },
    });
    expect(refusedHostLiteral(setup(host))).toBe((refusal as Error).message);
    expect(refusedHostLiteral({ host, allowPrivateHost: true })).toBeNull();
  });

  it('refuses a name with one private address among public ones, whichever comes first', async () => {
    const dns = fakeDns({ 'mixed.example': ['8.8.8.8', '10.1.2.3'], 'inside.example': ['192.168.0.9'] });
    await expect(resolveSmtpDestination(setup('mixed.example'), dns)).rejects.toThrow(
      'The mail server mixed.example (10.1.2.3) is on this computer or the studio',
    );
    await expect(resolveSmtpDestination(setup('inside.example'), dns)).rejects.toThrow(
      'The mail server inside.example (192.168.0.9) is on this computer or the studio',
    );
  });

  it('refuses localhost as the system resolves it, and says so before any lookup when saved', async () => {
    await expect(resolveSmtpDestination(setup('localhost'))).rejects.toThrow(SmtpDestinationError);
    expect(refusedHostLiteral(setup('localhost'))).toMatch(/^The mail server localhost is on this computer/);
    expect(refusedHostLiteral(setup('LOCALHOST'))).not.toBeNull();
    for (const host of ['smtp.gmail.com', '8.8.8.8', 'localhost.example.com']) {
      expect(refusedHostLiteral(setup(host)), host).toBeNull();
    }
  });

  it('a name without an address is a clear error, not a connection attempt', async () => {
    await expect(resolveSmtpDestination(setup('nowhere.example'), fakeDns({}))).rejects.toThrow(
      'nowhere.example could not be resolved (ENOTFOUND).',
    );
    await expect(resolveSmtpDestination(setup('empty.example'), fakeDns({ 'empty.example': [] }))).rejects.toThrow(
      'empty.example has no address.',
    );
  });

  it('a host the operator chose or allowed is used as it is, without a lookup', async () => {
    const dns = fakeDns({});
    expect(await resolveSmtpDestination({ host: '127.0.0.1', allowPrivateHost: true }, dns)).toEqual({
      host: '127.0.0.1',
      servername: null,
    });
    expect(await resolveSmtpDestination({ host: 'relay.internal', allowPrivateHost: true }, dns)).toEqual({
      host: 'relay.internal',
      servername: null,
    });
    expect(dns.asked).toEqual([]);
  });
});
