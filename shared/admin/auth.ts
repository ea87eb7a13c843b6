import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { hasControlCharacters } from '../forms.ts';
import { z } from '../zod.ts';
import { ROLES } from './permissions.ts';

/**
 * The admin API's contract for signing in, the signed-in user and staff accounts: one schema for
 * the browser's forms and the server's validation. Every object schema is strict, so a field that
 * does not belong (an id, a timestamp, a password on an edit) is refused with 400, never ignored
 * (SECURITY 2).
 */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** D15: the rule every new password meets. Counted in characters, not bytes or UTF-16 units. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const PasswordSchema = z
  .string({ error: 'Password is required.' })
  .refine(
    (value) => Array.from(value).length >= PASSWORD_MIN_LENGTH,
    withCode('password_too_short', 'Password must be at least 12 characters long.', { minimum: PASSWORD_MIN_LENGTH }),
  )
  .refine(
    (value) => Array.from(value).length <= PASSWORD_MAX_LENGTH,
    withCode('password_too_long', 'Password must be at most 256 characters long.', { maximum: PASSWORD_MAX_LENGTH }),
  );

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', `${label} must be on one line.`));

/** Empty means "none" (null); absent means "unchanged" on an edit. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const optionalText = (label: string, max: number) => oneLine(label, max).nullable().optional().transform(blankToNull);

export const UsernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(64, 'Username must be at most 64 characters.')
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Username may use letters, digits, dots, dashes, underscores and @.');

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .nullable()
  .optional()
  .transform(blankToNull)
  .pipe(z.email('Please enter a valid email address.').nullable().optional());

/** POST /api/admin/login. Lengths are capped so nobody can make the server hash a megabyte. */
export const LoginRequestSchema = z.strictObject({
  username: z.string({ error: 'Username is required.' }).max(256, 'Invalid username or password.'),
  password: z.string({ error: 'Password is required.' }).max(1024, 'Invalid username or password.'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The signed-in user, as GET /api/auth/user and the login answer give it. Never a hash or session id. */
export const AuthUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  /** false: signed in, but the account was deactivated: 'Admin Access Required' (D14) */
  active: z.boolean(),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  lastLoginAt: IsoInstant.nullable(),
});
export type AuthUser = z.output<typeof AuthUserSchema>;

export const LoginResponseSchema = z.strictObject({
  success: z.literal(true),
  user: AuthUserSchema,
  /** after enrolling in two-factor sign-in at this sign-in (ADR 014): shown once */
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoginResponse = z.output<typeof LoginResponseSchema>;

/** PATCH /api/auth/preferences: the settings dialog (D18), kept per user. */
export const PreferencesSchema = z.strictObject({
  theme: z.enum(THEMES).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** PATCH /api/auth/password: one's own password, proven by the current one (D15). */
export const OwnPasswordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(1024),
  password: PasswordSchema,
});
export type OwnPasswordChange = z.infer<typeof OwnPasswordChangeSchema>;

/**
 * A staff account as the User Management list shows it: the signed-in user's fields without the
 * personal preferences, plus when it was made and whether it signs in with a second factor (ADR 014).
 */
export const AdminUserSchema = AuthUserSchema.omit({ theme: true, language: true }).extend({
  createdAt: IsoInstant,
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.output<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);

/** POST /api/admin/users. New users default to viewer (D14) and active. */
export const CreateUserSchema = z.strictObject({
  username: UsernameSchema,
  email: optionalEmail,
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
  password: PasswordSchema,
  role: z.enum(ROLES).default('viewer'),
  active: z.boolean().default(true),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

/** PATCH /api/admin/users/{id}: the edit form, partial; never a password, id or timestamp. */
export const UpdateUserSchema = z.strictObject({
  username: UsernameSchema.optional(),
  email: optionalEmail,
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
  role: z.enum(ROLES).optional(),
  active: z.boolean().optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

/**
 * PATCH /api/admin/users/{id}/password: an admin sets another user's password. For their own,
 * `currentPassword` is required as on /api/auth/password.
 */
export const SetUserPasswordSchema = z.strictObject({
  password: PasswordSchema,
  currentPassword: z.string().max(1024).optional(),
});
export type SetUserPasswordInput = z.infer<typeof SetUserPasswordSchema>;
