import { IsoInstant } from '../api/common.ts';
import { z } from '../zod.ts';

/**
 * The admin API's contract for two-factor sign-in, one's sessions and the studio's sign-in policy
 * (ADR 014). Strict objects: a field that does not belong is a 400, never ignored (SECURITY 2).
 */

/** A six-digit code from the app, or a recovery code; the server says which it was. */
export const SecondFactorSchema = z.strictObject({
  code: z
    .string({ error: 'Enter the code from your authenticator app.' })
    .trim()
    .min(1, 'Enter the code from your authenticator app.')
    .max(64, 'That code is not valid.'),
});
export type SecondFactorInput = z.infer<typeof SecondFactorSchema>;

/** Turning two-factor sign-in off, or new recovery codes: proven by the password again. */
export const PasswordConfirmationSchema = z.strictObject({
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export type PasswordConfirmation = z.infer<typeof PasswordConfirmationSchema>;

export const SecurityPolicySchema = z.strictObject({
  requireAdminTwoFactor: z.boolean({ error: 'Choose whether admins must use two-factor sign-in.' }),
});
export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

/** The studio's policy as GET and PUT /api/admin/security-policy answer it. */
export const SecurityPolicyResponseSchema = z.strictObject({ requireAdminTwoFactor: z.boolean() });

/** GET /api/auth/two-factor */
export const TwoFactorStatusSchema = z.strictObject({
  enabled: z.boolean(),
  enabledAt: IsoInstant.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** the studio's policy requires it of this user (an admin, when admins must use it) */
  required: z.boolean(),
});
export type TwoFactorStatus = z.output<typeof TwoFactorStatusSchema>;

/** A secret offered for setup: scan the QR code, or type the secret. */
export const TwoFactorSetupSchema = z.strictObject({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  uri: z.string().startsWith('otpauth://totp/'),
  /** an SVG data URL */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type TwoFactorSetup = z.output<typeof TwoFactorSetupSchema>;

/** Shown once; the server keeps only their hashes. */
export const RecoveryCodesSchema = z.strictObject({
  recoveryCodes: z.array(z.string().regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/)),
});
export type RecoveryCodes = z.output<typeof RecoveryCodesSchema>;

/** One of the signed-in user's sessions, as 'Your sessions' lists them. */
export const SessionSummarySchema = z.strictObject({
  /** an opaque handle, not the session's secret */
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: IsoInstant,
  lastSeenAt: IsoInstant,
});
export type SessionSummary = z.output<typeof SessionSummarySchema>;

/** 'Sign out other sessions': how many ended. */
export const SessionsEndedSchema = z.strictObject({ success: z.literal(true), ended: z.number().int().min(0) });

/** POST /api/admin/login when the password was right but a second step is needed. */
export const SecondStepNeededSchema = z.strictObject({
  success: z.literal(false),
  /** 'verify': enter a code; 'enroll': the policy requires two-factor sign-in, set it up first */
  twoFactor: z.enum(['verify', 'enroll']),
});
export type SecondStepNeeded = z.output<typeof SecondStepNeededSchema>;
