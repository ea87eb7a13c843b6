import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1): OWASP's first recommended
 * setting. The numeric value stands in for `Algorithm.Argon2id`, an ambient const enum that
 * `verbatimModuleSyntax` does not let us read.
 */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** false for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * SECURITY 4: a sign-in for an unknown user verifies against this hash, so it costs what a wrong
 * password costs and the answer's timing does not tell which usernames exist. Made once, lazily,
 * with the same parameters as real hashes (a cheaper one would be measurably faster).
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
