import { ApiError } from '../../../lib/api-client.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import type { usersText } from './messages.ts';

type UsersKey = keyof typeof usersText.en;

/**
 * The shared schemas (#shared/admin/auth.ts) and the server's user rules speak English; their known
 * sentences are shown in the admin's language. Anything else (a rule added later on the server) is
 * shown as the server wrote it.
 */
const KNOWN: Record<string, UsersKey> = {
  'Username is required.': 'usernameRequired',
  'Username must be at most 64 characters.': 'usernameTooLong',
  'Username may use letters, digits, dots, dashes, underscores and @.': 'usernameCharacters',
  'Password is required.': 'passwordRequired',
  'Password must be at least 12 characters long.': 'passwordTooShort',
  'Password must be at most 256 characters long.': 'passwordTooLong',
  'Current password is required.': 'currentPasswordRequired',
  'Please enter a valid email address.': 'emailInvalid',
  'Email must be at most 254 characters.': 'emailTooLong',
  'First name must be at most 100 characters.': 'firstNameTooLong',
  'Last name must be at most 100 characters.': 'lastNameTooLong',
  'First name must be on one line.': 'firstNameOneLine',
  'Last name must be on one line.': 'lastNameOneLine',
  'That username is already taken.': 'usernameTaken',
  'Current password is incorrect.': 'currentPasswordWrong',
  'This password is too common. Please choose another.': 'passwordCommon',
  'You cannot delete your own account: you would lock yourself out.': 'cannotDeleteSelf',
  'The last active admin cannot be deleted. Make another user an active admin first.': 'lastAdminDelete',
  'The last active admin cannot be deactivated. Make another user an active admin first.': 'lastAdminDeactivate',
  'The last active admin must keep the admin role. Make another user an active admin first.': 'lastAdminDemote',
  'User not found.': 'userNotFound',
};

/** The server names the field before a schema's sentence ("password: Password must …"). */
const FIELD_PREFIX = /^[\w.]+: /;

export function localizeSchemaMessage(t: Translate<typeof usersText.en>, message: string | undefined) {
  if (!message) return undefined;
  const key = KNOWN[message] ?? KNOWN[message.replace(FIELD_PREFIX, '')];
  return key ? t(key) : message;
}

/** A failed call's toast text: the server's message in the admin's language, or the fallback (admin area §8). */
export function failureDescription(t: Translate<typeof usersText.en>, failure: unknown, fallback: UsersKey): string {
  if (failure instanceof ApiError) return localizeSchemaMessage(t, failure.message) ?? failure.message;
  return t(fallback);
}
