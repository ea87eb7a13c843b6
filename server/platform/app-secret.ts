import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs unsubscribe links (D11) and encrypts stored provider secrets (D13).
 * APP_SECRET wins; without it a random key is generated once and kept next to the embedded
 * database, so `npm start` works with no configuration and links stay valid across restarts.
 * Several instances (or a PostgreSQL deployment on fresh disks) must share APP_SECRET explicitly.
 */
export async function resolveAppSecret(
  configured: string | undefined,
  dataDir: string,
  log: (line: string) => void = console.warn,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  log(`[config] APP_SECRET is not set: generated one in ${file} (set APP_SECRET when running several instances)`);
  return secret;
}
