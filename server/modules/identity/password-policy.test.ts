import { describe, expect, it } from 'vitest';
import { problem } from '#shared/api/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { COMMON_PASSWORD, checkNewPassword } from './password-policy.ts';

async function refusal(password: string): Promise<ValidationError> {
  const error = await checkNewPassword(password).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ValidationError)) throw new Error(`expected "${password}" to be refused`);
  return error;
}

describe('new passwords (D15)', () => {
  it('need at least 12 characters, counted as characters (not bytes)', async () => {
    const short = await refusal('elevenchars');
    expect(short.message).toBe('Password must be at least 12 characters long.');
    expect(short.fieldErrors).toEqual({
      password: {
        code: 'password_too_short',
        message: 'Password must be at least 12 characters long.',
        params: { minimum: 12 },
      },
    });
    // Twelve characters, more than twelve bytes: allowed.
    await expect(checkNewPassword('ünïcödé-pàss')).resolves.toBeUndefined();
    // Eleven emoji are 22 UTF-16 units but eleven characters: refused.
    expect((await refusal('🌿'.repeat(11))).message).toBe('Password must be at least 12 characters long.');
  });

  it('take at most 256 characters', async () => {
    await expect(checkNewPassword('a quiet lantern '.repeat(16))).resolves.toBeUndefined();
    expect((await refusal(`${'a quiet lantern '.repeat(16)}x`)).message).toBe(
      'Password must be at most 256 characters long.',
    );
  });

  it('refuse the common ones from the zxcvbn-ts list, whatever the case', async () => {
    for (const password of ['qwerty123456', 'QWERTY123456', 'password1234', '123456789012']) {
      const error = await refusal(password);
      expect(error.fieldErrors).toEqual({ password: problem(COMMON_PASSWORD) });
    }
  });

  it('accept a long, uncommon passphrase', async () => {
    await expect(checkNewPassword('copper kettle winter')).resolves.toBeUndefined();
  });
});
