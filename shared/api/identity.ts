import {
  AdminUserListSchema,
  AdminUserSchema,
  AuthUserSchema,
  CreateUserSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OwnPasswordChangeSchema,
  PreferencesSchema,
  SetUserPasswordSchema,
  UpdateUserSchema,
} from '../admin/auth.ts';
import {
  PasswordConfirmationSchema,
  RecoveryCodesSchema,
  SecondFactorSchema,
  SecondStepNeededSchema,
  SecurityPolicyResponseSchema,
  SecurityPolicySchema,
  SessionSummarySchema,
  SessionsEndedSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../admin/two-factor.ts';
import { z } from '../zod.ts';
import { IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Signing in and out, and the signed-in user's own account (D15, D18). */
export const authApi = {
  /** a new session, or the second step the sign-in still needs (ADR 014) */
  login: endpoint({
    method: 'POST',
    path: '/admin/login',
    body: LoginRequestSchema,
    response: { status: 200, schema: z.union([LoginResponseSchema, SecondStepNeededSchema]) },
  }),
  user: endpoint({ method: 'GET', path: '/auth/user', response: { status: 200, schema: AuthUserSchema } }),
  /** a button's write: no body at all */
  logout: endpoint({ method: 'POST', path: '/auth/logout', response: { status: 200, schema: SuccessSchema } }),
  preferences: endpoint({
    method: 'PATCH',
    path: '/auth/preferences',
    body: PreferencesSchema,
    response: { status: 200, schema: AuthUserSchema },
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/auth/password',
    body: OwnPasswordChangeSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};

/** Two-factor sign-in, one's sessions and the studio's sign-in policy (ADR 014). */
export const twoFactorApi = {
  /** the second step of a sign-in: a code from the app or a recovery code */
  signInCode: endpoint({
    method: 'POST',
    path: '/admin/login/two-factor',
    body: SecondFactorSchema,
    response: { status: 200, schema: LoginResponseSchema },
  }),
  /** the second step when the policy requires two-factor sign-in and the user has none yet */
  signInSetup: endpoint({
    method: 'POST',
    path: '/admin/login/two-factor/setup',
    bodyOptional: true,
    response: { status: 200, schema: TwoFactorSetupSchema },
  }),
  status: endpoint({
    method: 'GET',
    path: '/auth/two-factor',
    response: { status: 200, schema: TwoFactorStatusSchema },
  }),
  setup: endpoint({
    method: 'POST',
    path: '/auth/two-factor/setup',
    bodyOptional: true,
    response: { status: 200, schema: TwoFactorSetupSchema },
  }),
  enable: endpoint({
    method: 'POST',
    path: '/auth/two-factor/enable',
    body: SecondFactorSchema,
    response: { status: 200, schema: RecoveryCodesSchema },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/auth/two-factor/disable',
    body: PasswordConfirmationSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  renewRecoveryCodes: endpoint({
    method: 'POST',
    path: '/auth/two-factor/recovery-codes',
    body: PasswordConfirmationSchema,
    response: { status: 200, schema: RecoveryCodesSchema },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    response: { status: 200, schema: z.array(SessionSummarySchema) },
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    bodyOptional: true,
    response: { status: 200, schema: SessionsEndedSchema },
  }),
  policy: endpoint({
    method: 'GET',
    path: '/admin/security-policy',
    response: { status: 200, schema: SecurityPolicyResponseSchema },
  }),
  updatePolicy: endpoint({
    method: 'PUT',
    path: '/admin/security-policy',
    body: SecurityPolicySchema,
    response: { status: 200, schema: SecurityPolicyResponseSchema },
  }),
  /** an admin turns off someone's two-factor sign-in (a lost phone) */
  resetUser: endpoint({
    method: 'POST',
    path: '/admin/users/:id/two-factor/reset',
    params: IdParamsSchema,
    bodyOptional: true,
    response: { status: 200, schema: SuccessSchema },
  }),
};

/** User Management (admin area §2, D14). */
export const usersApi = {
  list: endpoint({ method: 'GET', path: '/admin/users', response: { status: 200, schema: AdminUserListSchema } }),
  create: endpoint({
    method: 'POST',
    path: '/admin/users',
    body: CreateUserSchema,
    response: { status: 201, schema: AdminUserSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/users/:id',
    params: IdParamsSchema,
    body: UpdateUserSchema,
    response: { status: 200, schema: AdminUserSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/users/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  setPassword: endpoint({
    method: 'PATCH',
    path: '/admin/users/:id/password',
    params: IdParamsSchema,
    body: SetUserPasswordSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};
