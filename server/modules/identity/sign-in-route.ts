import type { Context } from 'hono';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { CHALLENGE_GONE } from './sign-in.service.ts';
import { readChallengeCookie } from './sign-in-challenges.ts';

/** A sign-in's answers carry a session or a challenge: no cache keeps them, a refused body's included. */
export function neverStored(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
}

/** The second step's challenge token: without its cookie there is no sign-in to finish (401). */
export function challengeToken(c: Context<AppEnv>): string {
  const token = readChallengeCookie(c);
  if (!token) throw new UnauthorizedError(CHALLENGE_GONE);
  return token;
}
