import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  /** the message exactly as it arrived (MIME structure, e.g. a text/calendar alternative part) */
  raw: string;
}

export interface SmtpCaptureOptions {
  /** listen on this port (default: a free one) */
  port?: number;
  /** SMTP reply code to refuse the connection with (e.g. 421: busy, try later) */
  refuseConnection?: () => number | null;
  /** SMTP reply code to refuse a recipient with (e.g. 550: no such mailbox) */
  refuseRecipient?: (address: string) => number | null;
  /** require this login (AUTH PLAIN/LOGIN); wrong credentials get 535 */
  auth?: { user: string; pass: string };
  /** listen on this address (default 127.0.0.1; '0.0.0.0' to be reached from another address) */
  host?: string;
}

export interface SmtpCapture {
  port: number;
  /** every message the server accepted, parsed */
  messages: CapturedMail[];
  /** how many clients have connected so far */
  readonly connections: number;
  close(): Promise<void>;
}

/** A real SMTP server (127.0.0.1 unless told) for tests: no TLS, auth optional, keeps what it receives. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  let connections = 0;
  const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    secure: false,
    authOptional: !options.auth,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      const expected = options.auth;
      if (expected && auth.username === expected.user && auth.password === expected.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      const code = options.refuseConnection?.() ?? null;
      callback(code ? refusal(code, 'Service not available, try again later') : null);
    },
    onRcptTo(address, _session, callback) {
      const code = options.refuseRecipient?.(address.address) ?? null;
      callback(code ? refusal(code, 'No such mailbox') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              parsed,
              raw: raw.toString('utf8'),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header exactly as it arrived (mailparser turns List-* headers into objects), unfolded. */
export function rawHeader(mail: CapturedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r\n[ \t]+/g, ' ')
    .trim();
}

/** A port nothing listens on (yet): taken from the OS, then released. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
