/**
 * `npm run admin -- create`, `reset-password <username>` and `reset-two-factor <username>` (D16,
 * ADR 014): staff accounts from a terminal, for the first admin, for the admin who forgot their
 * password, and for the only admin who lost both their phone and their recovery codes.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { CreateUserSchema } from '#shared/admin/auth.ts';
import { ROLES } from '#shared/admin/permissions.ts';
import type { Database } from '../../platform/db/client.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { migrateDatabase } from '../../platform/db/migrate.ts';
import { parseEnv } from '../../platform/env.ts';
import { AppError, ConfigError } from '../../platform/errors.ts';
import { resetTwoFactor } from './two-factor.service.ts';
import { createUser, findUserByUsername, resetUserPassword } from './users.service.ts';

export const HELP = `Staff accounts from the terminal.

  npm run admin -- create [--username NAME] [--password PASSWORD] [--role admin|editor|viewer] [--email ADDRESS]
      Adds an account (role admin unless given).
  npm run admin -- reset-password USERNAME [--password PASSWORD]
      Sets a new password; every session of that user ends.
  npm run admin -- reset-two-factor USERNAME
      Turns off the user's two-factor sign-in (a lost phone and lost recovery codes); their
      sessions end. If admins must use it, they set it up again at their next sign-in.

In a terminal, what is missing is asked for (the password without echo). Otherwise give it as
flags; the password may come from ADMIN_PASSWORD instead of --password (which shells keep in
their history). Passwords need 12 or more characters and must not be a common one.

The database is the server's (DATABASE_URL, or the embedded one in DATA_DIR). The embedded
database (PGlite) is single-process: stop the server first when you use it.`;

/** A mistake in how the command was called: the message and the help text. */
class UsageError extends Error {}

export interface AdminCommand {
  command: 'create' | 'reset-password' | 'reset-two-factor' | 'help';
  username?: string | undefined;
  password?: string | undefined;
  role?: string | undefined;
  email?: string | undefined;
}

/** How the command asks for what is missing: a person at a terminal, or nobody. */
export interface AdminPrompts {
  interactive: boolean;
  ask(question: string): Promise<string>;
  askSecret(question: string): Promise<string>;
}

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  let parsed: ReturnType<typeof parseFlags>;
  try {
    parsed = parseFlags(argv);
  } catch (error) {
    // node:util's own message: "Unknown option '--x'", "Option '--role' argument missing"
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command || command === 'help') return { command: 'help' };
  if (command === 'create') {
    if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest[0]}`);
    return { command, username: values.username, password: values.password, role: values.role, email: values.email };
  }
  if (command === 'reset-password') {
    if (rest.length > 1) throw new UsageError(`Unexpected argument: ${rest[1]}`);
    if (values.role || values.email) throw new UsageError('reset-password takes only a username and a password.');
    return { command, username: rest[0] ?? values.username, password: values.password };
  }
  if (command === 'reset-two-factor') {
    if (rest.length > 1) throw new UsageError(`Unexpected argument: ${rest[1]}`);
    if (values.role || values.email || values.password) throw new UsageError('reset-two-factor takes only a username.');
    return { command, username: rest[0] ?? values.username };
  }
  throw new UsageError(`Unknown command: ${command}`);
}

function parseFlags(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Runs one command; resolves to the line to print, throws with the one to print on failure. */
export async function runAdminCommand(
  db: Database,
  command: AdminCommand,
  prompts: AdminPrompts,
  fallbackPassword?: string,
): Promise<string> {
  if (command.command === 'help') return HELP;
  const username = command.username || (await askFor(prompts, 'Username: ', '--username'));
  if (command.command === 'create') {
    const role = command.role ?? 'admin';
    if (!(ROLES as readonly string[]).includes(role)) {
      throw new UsageError(`--role must be one of ${ROLES.join(', ')}.`);
    }
    const password = await passwordFrom(command.password ?? fallbackPassword, prompts);
    const input = CreateUserSchema.parse({ username, password, role, email: command.email ?? null });
    const user = await createUser(db, null, input);
    return `Created ${user.role} "${user.username}".`;
  }
  const user = await findUserByUsername(db, username);
  if (!user) throw new UsageError(`No user named "${username}".`);
  if (command.command === 'reset-two-factor') {
    await resetTwoFactor({ db }, null, user.id);
    return `Two-factor sign-in is off for "${user.username}"; their sessions have ended.`;
  }
  const password = await passwordFrom(command.password ?? fallbackPassword, prompts);
  await resetUserPassword(db, null, user.id, password);
  return `New password set for "${user.username}"; their sessions have ended.`;
}

async function askFor(prompts: AdminPrompts, question: string, flag: string): Promise<string> {
  if (!prompts.interactive) throw new UsageError(`Give ${flag} (or run the command in a terminal to be asked).`);
  const answer = (await prompts.ask(question)).trim();
  if (!answer) throw new UsageError(`${question.replace(/:\s*$/, '')} is required.`);
  return answer;
}

async function passwordFrom(given: string | undefined, prompts: AdminPrompts): Promise<string> {
  if (given) return given;
  if (!prompts.interactive) {
    throw new UsageError('Give --password or set ADMIN_PASSWORD (or run the command in a terminal to be asked).');
  }
  const password = await prompts.askSecret('Password (12+ characters): ');
  if ((await prompts.askSecret('Repeat the password: ')) !== password) {
    throw new UsageError('The two passwords do not match.');
  }
  return password;
}

/** The one line a failure prints: what went wrong, never a stack. */
export function failureLine(error: unknown): string {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return `${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`;
  }
  if (error instanceof UsageError) return `${error.message} (npm run admin -- help)`;
  if (error instanceof AppError || error instanceof ConfigError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

function terminalPrompts(): AdminPrompts {
  const interactive = Boolean(process.stdin.isTTY);
  const question = async (text: string, echo: boolean) => {
    // Without echo: readline writes what is typed to a stream that drops it.
    const output = echo ? process.stdout : new Writable({ write: (_chunk, _encoding, done) => done() });
    if (!echo) process.stdout.write(text);
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    rl.on('SIGINT', () => {
      rl.close();
      process.stdout.write('\n');
      process.exit(130);
    });
    try {
      return await rl.question(echo ? text : '');
    } finally {
      rl.close();
      if (!echo) process.stdout.write('\n');
    }
  };
  return { interactive, ask: (text) => question(text, true), askSecret: (text) => question(text, false) };
}

async function main(): Promise<void> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`Error: ${failureLine(error)}`);
    process.exitCode = 1;
    return;
  }
  if (command.command === 'help') {
    console.log(HELP);
    return;
  }
  try {
    const env = parseEnv();
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrateDatabase(handle);
      console.log(await runAdminCommand(handle.db, command, terminalPrompts(), env.ADMIN_PASSWORD));
    } finally {
      await handle.close();
    }
  } catch (error) {
    console.error(`Error: ${failureLine(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
