/**
 * Writes shared/api/addresses/ from the API contract (scripts/contract/addresses.ts says what):
 * `npx tsx scripts/contract/write-addresses.ts`. Removes an addresses file whose contract file is
 * gone. shared/api/addresses.test.ts fails until this has run after a change to the contract.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESSES_DIR, expectedAddresses, ROOT } from './addresses.ts';

const expected = await expectedAddresses();
mkdirSync(ADDRESSES_DIR, { recursive: true });
for (const [file, text] of expected) {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  writeFileSync(file, text);
  console.log(`${current === undefined ? 'wrote' : 'updated'} ${path.relative(ROOT, file)}`);
}
for (const name of readdirSync(ADDRESSES_DIR)) {
  const file = path.join(ADDRESSES_DIR, name);
  if (expected.has(file)) continue;
  rmSync(file);
  console.log(`removed ${path.relative(ROOT, file)} (no contract file of that name)`);
}
console.log(`${expected.size} addresses files up to date in ${path.relative(ROOT, ADDRESSES_DIR)}/`);
