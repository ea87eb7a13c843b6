import { z } from 'zod';

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

/** GET /api/auth/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** the studio's policy requires it of this user (an admin, when admins must use it) */
  required: boolean;
}

/** A secret offered for setup: scan the QR code, or type the secret. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** an SVG data URL */
  qrCode: string;
}

/** Shown once; the server keeps only their hashes. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** One of the signed-in user's sessions, as 'Your sessions' lists them. */
export interface SessionSummary {
  /** an opaque handle, not the session's secret */
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** POST /api/admin/login when the password was right but a second step is needed. */
export interface SecondStepNeeded {
  success: false;
  /** 'verify': enter a code; 'enroll': the policy requires two-factor sign-in, set it up first */
  twoFactor: 'verify' | 'enroll';
}
