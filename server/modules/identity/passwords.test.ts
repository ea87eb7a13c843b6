import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './passwords.ts';

describe('password hashing (D15)', () => {
  it('hashes with argon2id at OWASP’s parameters (19 MiB, 2 passes), salted', async () => {
    const first = await hashPassword('lantern meadow quiet');
    const second = await hashPassword('lantern meadow quiet');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one or a stored value that is not a hash', async () => {
    const stored = await hashPassword('lantern meadow quiet');
    expect(await verifyPassword(stored, 'lantern meadow quiet')).toBe(true);
    expect(await verifyPassword(stored, 'Lantern meadow quiet')).toBe(false);
    expect(await verifyPassword('not a hash', 'lantern meadow quiet')).toBe(false);
  });

  it('verifies against the dummy hash and always says no', async () => {
    expect(await verifyAgainstDummyHash('')).toBe(false);
    expect(await verifyAgainstDummyHash('lantern meadow quiet')).toBe(false);
  });
});
