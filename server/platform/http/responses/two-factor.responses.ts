import { z } from 'zod';
import type {
  RecoveryCodes,
  SecondStepNeeded,
  SecurityPolicy,
  SessionSummary,
  TwoFactorSetup,
  TwoFactorStatus,
} from '#shared/admin/two-factor.ts';
import { IsoInstant } from '#shared/api/common.ts';
import { describes } from './describes.ts';

/** The answers of two-factor sign-in, one's sessions and the sign-in policy (ADR 014). */

export const TwoFactorStatusSchema = describes<TwoFactorStatus>()(
  z.strictObject({
    enabled: z.boolean(),
    enabledAt: IsoInstant.nullable(),
    recoveryCodesLeft: z.number().int().min(0),
    required: z.boolean(),
  }),
);

export const TwoFactorSetupSchema = describes<TwoFactorSetup>()(
  z.strictObject({
    secret: z.string().regex(/^[A-Z2-7]+$/),
    uri: z.string().startsWith('otpauth://totp/'),
    qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
  }),
);

export const RecoveryCodesSchema = describes<RecoveryCodes>()(
  z.strictObject({ recoveryCodes: z.array(z.string().regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/)) }),
);

export const SessionSummarySchema = describes<SessionSummary>()(
  z.strictObject({
    id: z.string(),
    current: z.boolean(),
    device: z.string(),
    ip: z.string().nullable(),
    createdAt: IsoInstant,
    lastSeenAt: IsoInstant,
  }),
);

export const SecondStepNeededSchema = describes<SecondStepNeeded>()(
  z.strictObject({ success: z.literal(false), twoFactor: z.enum(['verify', 'enroll']) }),
);

export const SecurityPolicyResponseSchema = describes<SecurityPolicy>()(
  z.strictObject({ requireAdminTwoFactor: z.boolean() }),
);

export const SessionsEndedSchema = z.strictObject({ success: z.literal(true), ended: z.number().int().min(0) });
