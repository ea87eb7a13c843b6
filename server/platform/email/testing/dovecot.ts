import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from './smtp-capture.ts';

const run = promisify(execFile);

/** Where Debian's dovecot-imapd puts the server (scripts/ensure-system-deps.sh installs it). */
const DOVECOT_CANDIDATES = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'];
const DOVEADM_CANDIDATES = ['/usr/bin/doveadm', '/usr/local/bin/doveadm'];

export interface DovecotMailbox {
  host: '127.0.0.1';
  port: number;
  user: string;
  pass: string;
  /** puts a raw RFC 5322 message into the mailbox (IMAP APPEND, as a delivery would); answers its UID */
  deliver(raw: string, mailbox?: string): Promise<number>;
  /** every message's UID and flags, read as any mail client would */
  list(mailbox?: string): Promise<{ uid: number; flags: string[] }[]>;
  uidValidity(mailbox?: string): Promise<number>;
  /** gives the mailbox a new UIDVALIDITY (doveadm), as a server does after rebuilding its index */
  changeUidValidity(value: number, mailbox?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway Dovecot IMAP server for a test file, as the tests' PostgreSQL is one: its own config
 * in a temp directory (`dovecot -c`), nothing read from /etc/dovecot, a maildir under the temp
 * directory, one user with a plain password in a passwd-file, plaintext IMAP on 127.0.0.1 and a
 * free port (no TLS: nothing leaves the machine). Run as root, the server's own processes and the
 * mail run as Debian's `dovecot` / `dovenull` users; run as anyone else, everything runs as that
 * user. Missing Dovecot fails the test with what to install, never skips it.
 */
export async function startDovecot(
  options: {
    user?: string;
    pass?: string;
    /** also listen on this machine's other addresses (a test of what is sent "over the network") */
    everyAddress?: boolean;
  } = {},
): Promise<DovecotMailbox> {
  const dovecot = DOVECOT_CANDIDATES.find((candidate) => existsSync(candidate));
  const doveadm = DOVEADM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!dovecot || !doveadm) {
    throw new Error(
      'Dovecot is not installed: the reply tests need a real IMAP server. Run scripts/ensure-system-deps.sh (Debian package dovecot-imapd).',
    );
  }
  const user = options.user ?? 'studio@larchandlime.example';
  const pass = options.pass ?? 'mailbox-password-for-tests';
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-dovecot-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  // Root: Dovecot refuses to run its login processes as root; Debian's package made these users.
  const internalUser = root ? 'dovecot' : me;
  const loginUser = root ? 'dovenull' : me;
  const mailUser = root ? 'dovecot' : me;
  const group = root ? 'dovecot' : (await run('id', ['-gn'])).stdout.trim();
  const mailRoot = path.join(dir, 'mail');
  await mkdir(mailRoot);
  if (root) {
    const { stdout } = await run('id', ['-u', mailUser]);
    const { stdout: gid } = await run('id', ['-g', mailUser]);
    await chown(mailRoot, Number(stdout.trim()), Number(gid.trim()));
  }
  // The temp directory must let the mail user reach its maildir.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'users'), `${user}:{PLAIN}${pass}\n`, { mode: 0o644 });
  const config = `# A test's own Dovecot (server/platform/email/testing/dovecot.ts); nothing from /etc/dovecot.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = atelier-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = ${options.everyAddress ? '*' : '127.0.0.1'}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once (the default waits 2 s, against guessing).
auth_failure_delay = 0
default_internal_user = ${internalUser}
default_internal_group = ${group}
default_login_user = ${loginUser}
mail_location = maildir:${mailRoot}/%u
first_valid_uid = 0
first_valid_gid = 0
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${group} home=${mailRoot}/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = ${options.everyAddress ? '*' : '127.0.0.1'}
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # No penalty for repeated wrong passwords from one address (Dovecot's documented switch).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  const configFile = path.join(dir, 'dovecot.conf');
  await writeFile(configFile, config);
  try {
    await startDaemon(dovecot, ['-c', configFile]);
  } catch (error) {
    const log = await readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Dovecot did not start: ${(error as Error).message}\n${log}`);
  }
  await untilListening(port);

  const connect = async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass },
      logger: false,
    });
    await client.connect();
    return client;
  };
  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = await connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };
  const doveadmArgs = (args: string[]) => [doveadm, ['-c', configFile, ...args]] as const;

  return {
    host: '127.0.0.1',
    port,
    user,
    pass,
    deliver: (raw, mailbox = 'INBOX') =>
      withClient(async (client) => {
        if (mailbox !== 'INBOX') await client.mailboxCreate(mailbox).catch(() => undefined);
        const appended = await client.append(mailbox, raw);
        if (!appended || typeof appended === 'boolean' || appended.uid === undefined) {
          throw new Error('Dovecot did not answer the appended message’s UID');
        }
        return appended.uid;
      }),
    list: (mailbox = 'INBOX') =>
      withClient(async (client) => {
        const lock = await client.getMailboxLock(mailbox, { readOnly: true });
        try {
          const messages: { uid: number; flags: string[] }[] = [];
          if (client.mailbox && client.mailbox.exists > 0) {
            for await (const message of client.fetch('1:*', { uid: true, flags: true })) {
              messages.push({
                uid: message.uid,
                flags: [...(message.flags ?? [])].filter((f) => f !== '\\Recent').sort(),
              });
            }
          }
          return messages;
        } finally {
          lock.release();
        }
      }),
    uidValidity: (mailbox = 'INBOX') =>
      withClient(async (client) => {
        const status = await client.status(mailbox, { uidValidity: true });
        if (!status) throw new Error(`Dovecot did not answer the status of ${mailbox}`);
        return Number(status.uidValidity);
      }),
    async changeUidValidity(value, mailbox = 'INBOX') {
      const [command, args] = doveadmArgs(['mailbox', 'update', '-u', user, '--uid-validity', String(value), mailbox]);
      await run(command, [...args]);
    },
    async stop() {
      // The master leads its own process group (it calls setsid): killing the group stops every
      // Dovecot process at once. A throwaway server has nothing to flush; `dovecot stop` waits seconds.
      const pid = Number((await readFile(path.join(dir, 'run', 'master.pid'), 'utf8').catch(() => '')).trim());
      if (pid > 0) signal(-pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a signal; false when the process is gone. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `dovecot` until it has forked into the background. Its daemon keeps inherited pipes open,
 * so the command's output is not captured (execFile would wait for those pipes to close); Dovecot
 * writes to its log_path instead.
 */
function startDaemon(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Dovecot forks its listeners after `dovecot` returns: wait until the port answers. */
async function untilListening(port: number): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
