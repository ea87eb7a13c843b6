import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { CreateUserSchema } from '#shared/admin/auth.ts';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { ConfigError, ConflictError, ValidationError } from '../../platform/errors.ts';
import { createUser } from './users.service.ts';

export interface FirstAdminOptions {
  /** ADMIN_USERNAME and ADMIN_PASSWORD: both or neither */
  username?: string | undefined;
  password?: string | undefined;
  /** the demo studio was seeded on this very boot: a brand-new, empty installation */
  demo: boolean;
}

export interface GeneratedAdmin {
  username: string;
  password: string;
}

export const DEMO_ADMIN_USERNAME = 'admin';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * 100 random bits as four groups of five letters and digits ('k7pqm-2xw9a-…'): easy to read off a
 * terminal and type, far beyond any guessing list.
 */
export function generateReadablePassword(): string {
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}

/**
 * D16, no default account: while there is no user at all, the first admin comes from
 * ADMIN_USERNAME/ADMIN_PASSWORD, or, on the boot that seeded the demo studio, gets a random
 * password that the caller prints once. Otherwise it says how to make one. Once any user exists
 * this does nothing, whatever the settings say. Resolves to the generated credentials, if any.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: FirstAdminOptions,
  log: (line: string) => void,
): Promise<GeneratedAdmin | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return null;

  if (options.username || options.password) {
    if (!options.username || !options.password) {
      throw new ConfigError('Invalid configuration: set ADMIN_USERNAME and ADMIN_PASSWORD together (or neither).');
    }
    const created = await createFirstAdmin(db, options.username, options.password);
    if (created) log(`[admin] created the first admin "${options.username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
    return null;
  }

  if (options.demo) {
    const password = generateReadablePassword();
    const created = await createFirstAdmin(db, DEMO_ADMIN_USERNAME, password);
    return created ? { username: DEMO_ADMIN_USERNAME, password } : null;
  }

  log(
    '[admin] no admin account yet: create one with `npm run admin -- create` (or set ADMIN_USERNAME and ADMIN_PASSWORD)',
  );
  return null;
}

/** false when another instance, booting at the same moment, created it first. */
async function createFirstAdmin(db: Database, username: string, password: string): Promise<boolean> {
  const parsed = CreateUserSchema.safeParse({ username, password, role: 'admin' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path[0] === 'username' ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD';
    throw new ConfigError(`Invalid configuration: ${variable}: ${issue?.message ?? 'invalid'}`);
  }
  try {
    await createUser(db, null, parsed.data);
    return true;
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD: ${error.message}`);
    if (error instanceof ConflictError) return false;
    throw error;
  }
}
