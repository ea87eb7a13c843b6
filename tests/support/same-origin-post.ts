import type { Hono } from 'hono';
import type { AppEnv } from '../../server/platform/http/app-env.ts';

export type SameOriginPost = (
  path: string,
  body: unknown,
  init?: { ip?: string; headers?: Record<string, string> },
) => Promise<Response>;

let visitor = 0;

/**
 * POSTs JSON (or a raw string) to `app` as a same-origin browser page would. Each call comes from a
 * new visitor address (the app must trust one proxy hop) unless `ip` is given, so per-visitor rate
 * limits count only what a test means them to.
 */
export function sameOriginPost(app: Hono<AppEnv>, publicUrl: string): SameOriginPost {
  return async (path, body, init = {}) => {
    visitor += 1;
    return app.request(`${publicUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': init.ip ?? `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        ...init.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  };
}
