import { describe, expect, it } from 'vitest';
import type { LookupAddresses } from '../providers/smtp-destination.ts';
import { connectImap, ImapDestinationError, type ImapSettings } from './imap-connection.ts';

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

const mailbox = (host: string, allowPrivateHost = false): ImapSettings => ({
  host,
  port: 993,
  secure: true,
  user: 'hello@larchandlime.example',
  pass: 'not sent anywhere',
  mailbox: 'INBOX',
  allowPrivateHost,
});

describe('where an IMAP host named in Email Setup may be reached (the same rule as SMTP)', () => {
  it.each([
    ['the cloud metadata service', ['169.254.169.254']],
    ['this machine', ['127.0.0.1']],
    ['this machine (IPv6)', ['::1']],
    ['a private network', ['10.0.0.5']],
    ['a unique-local IPv6 address', ['fd00::25']],
    ['one private address among public ones', ['8.8.8.8', '192.168.1.20']],
  ])('a public-looking name resolving to %s is refused after DNS, before any connection', async (_what, addresses) => {
    const dns = fakeDns({ 'imap.studio-mail.example': addresses });
    const refusal = await connectImap(mailbox('imap.studio-mail.example'), dns).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImapDestinationError);
    expect((refusal as Error).message).toMatch(
      /^The mail server imap\.studio-mail\.example \(.+\) is on this computer or the studio's own network\. For safety, Email Setup only connects to mail servers on the internet\. To read a mailbox there, whoever runs the website's server sets SMTP_ALLOW_PRIVATE_HOSTS=true in its environment\.$/,
    );
    expect(dns.asked).toEqual(['imap.studio-mail.example']);
  });

  it('an address typed as the host is judged without DNS; a name without an address is a clear error', async () => {
    const dns = fakeDns({});
    await expect(connectImap(mailbox('10.1.2.3'), dns)).rejects.toThrow(
      "The mail server 10.1.2.3 is on this computer or the studio's own network.",
    );
    await expect(connectImap(mailbox('nowhere.example'), dns)).rejects.toThrow(
      'nowhere.example could not be resolved (ENOTFOUND).',
    );
    expect(dns.asked).toEqual(['nowhere.example']);
  });
});
