import { isIP } from 'node:net';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { DkimSigning, SmtpSettings } from '../email-config.ts';
import type { SmtpDestination } from './smtp-destination.ts';

/** Hosts where a password never crosses a network: a relay or test server on this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase();
  return LOOPBACK.has(bare) || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/**
 * The nodemailer options for one SMTP server, the same for sending and for 'Check Status' so a
 * check that passes means sending will connect the same way.
 * - A password is never sent in clear: on a server that is not on this machine and not
 *   `secure` (implicit TLS), STARTTLS is required (nodemailer otherwise only uses it when the
 *   server offers it, and a man in the middle can strip that offer).
 * - The message is fully rendered text; nothing in it may make nodemailer read files or URLs.
 * - It connects to the destination checked by `resolveSmtpDestination`, by default the host itself.
 * - `dkim` (issue 28): nodemailer signs the message with it (sending only; `dkimFor` decides).
 */
export function smtpTransportOptions(
  settings: SmtpSettings,
  timeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number; dnsTimeout: number },
  destination: SmtpDestination = { host: settings.host, servername: null },
  dkim: DkimSigning | null = null,
): SMTPTransport.Options {
  const auth = settings.user && settings.pass ? { user: settings.user, pass: settings.pass } : undefined;
  return {
    host: destination.host,
    ...(destination.servername ? { tls: { servername: destination.servername } } : {}),
    port: settings.port,
    secure: settings.secure,
    requireTLS: Boolean(auth) && !settings.secure && !isLoopbackHost(settings.host),
    auth,
    ...timeouts,
    disableFileAccess: true,
    disableUrlAccess: true,
    ...(dkim
      ? { dkim: { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey: dkim.privateKey } }
      : {}),
  };
}
