import type { LoginRequest, LoginResponse } from '#shared/admin/auth.ts';
import type { SecondStepNeeded, TwoFactorSetup } from '#shared/admin/two-factor.ts';
import { authApi, twoFactorApi } from '#shared/api/addresses/identity.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The password step: signed in, or told which second step comes next (ADR 014). */
export function signIn(credentials: LoginRequest): Promise<LoginResponse | SecondStepNeeded> {
  return callApi(authApi.login, { body: credentials });
}

/** The second step: a code from the app or a recovery code (the challenge travels as a cookie). */
export function submitSecondStep(code: string): Promise<LoginResponse> {
  return callApi(twoFactorApi.signInCode, { body: { code } });
}

/** Enrolment at sign-in, when the studio requires two-factor sign-in: the secret to scan. */
export function beginEnrolment(): Promise<TwoFactorSetup> {
  return callApi(twoFactorApi.signInSetup);
}
