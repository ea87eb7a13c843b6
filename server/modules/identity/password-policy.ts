import { PasswordSchema } from '#shared/admin/auth.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { ValidationError } from '../../platform/errors.ts';

export const COMMON_PASSWORD = 'common_password' satisfies ErrorCode;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * zxcvbn-ts's list of the most used passwords (about 50,000, from breach corpora), lowercased.
 * Loaded on the first password change rather than at boot: most processes never need it.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/**
 * D15, for every password that is set (a new user, a reset, one's own change, the first admin):
 * 12 to 256 characters, and not one of the common passwords, compared without regard to case
 * ('Sunshine2020!' is no safer than 'sunshine2020!' against a guessing list).
 */
export async function checkNewPassword(password: string): Promise<void> {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw issue ? ValidationError.fromIssue('password', issue) : ValidationError.forField('password', 'required');
  }
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    throw ValidationError.forField('password', COMMON_PASSWORD);
  }
}
