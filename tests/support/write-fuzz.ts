import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * SECURITY 7's property for a write endpoint: whatever body arrives, the answer is a success or a
 * clear 4xx with a `message`, never a 5xx. Shared by the `*.fuzz.db.test.ts` files; each brings
 * the shapes and values of its own endpoint.
 */

/** Values any field may be sent: text of the hostile kinds, numbers, null, arrays, objects, and `text`. */
export function anyFieldValue(text: fc.Arbitrary<string> = fc.string({ unit: 'binary', maxLength: 120 })) {
  return fc.oneof(
    text,
    fc.constantFrom('', ' ', '<script>x</script>', 'a\r\nBcc: x@example.com', '\u0000', '\ud800', '\u202e', '🛋️'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
}

/** Request bodies: the endpoint's own shapes as JSON, any JSON at all, and bytes that are not JSON. */
export function requestBodies(...shapes: fc.Arbitrary<unknown>[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...shapes.map((shape) => shape.map((value) => JSON.stringify(value))),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
}

/** Sends `numRuns` generated bodies; every answer must be below 500, and a refusal must say why. */
export async function expectNoServerError(
  send: (body: string) => Promise<Response>,
  bodies: fc.Arbitrary<string>,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const response = await send(body);
      expect(response.status, body).toBeLessThan(500);
      if (response.status >= 400) expect(await response.json(), body).toHaveProperty('message');
    }),
    { numRuns },
  );
}

/**
 * Sends a raw body as a signed-in user's same-origin JSON write, each call from its own client
 * address (the app must trust one proxy hop), so a rate limit does not answer most of a run with 429.
 */
export function fuzzWriter(app: Pick<TestApp, 'request'>, cookie: () => string) {
  let n = 0;
  return (method: string, path: string, body: string): Promise<Response> => {
    n += 1;
    return app.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        Cookie: cookie(),
        'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body,
    });
  };
}
