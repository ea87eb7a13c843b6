import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * The property every write endpoint owes whatever body arrives: the answer is a success or a clear
 * 4xx with a `message`, never a 5xx. Refusals alone prove nothing about the path to the database
 * (an endpoint that refused everything would pass), so a share of the bodies must be accepted, and
 * what each success stored must be what was sent. Shared by the `*.fuzz.db.test.ts` files; each
 * brings the shapes and values of its own endpoint and its own way of reading a write back.
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

/**
 * Request bodies. Half are `accepted`: shapes the schema takes (with a few values the service
 * refuses), so that every run reaches the database. The other half: the endpoint's own shapes with
 * values of any kind, any JSON at all, and bytes that are not JSON.
 */
export function requestBodies(accepted: fc.Arbitrary<unknown>, ...shapes: fc.Arbitrary<unknown>[]) {
  const others = [
    ...shapes.map((shape) => shape.map((value) => JSON.stringify(value))),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ];
  return fc.oneof(
    { arbitrary: accepted.map((value) => JSON.stringify(value)), weight: others.length },
    ...others.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/** What a write property must also show besides "never 5xx". */
export interface AcceptedWrites<Sent> {
  /** the least share of the bodies sent that the endpoint must accept (2xx) */
  minAccepted: number;
  /**
   * After a success: reads back what the write stored (through the API or the database, never the
   * write's own answer alone) and compares it with the fields sent. `sent` is the body, parsed.
   */
  expectStored: (sent: Sent, answer: Response) => Promise<void>;
}

/**
 * Sends `numRuns` generated bodies. Every answer is below 500, a refusal says why, every success
 * stored what was sent, and at least `minAccepted` of the bodies were successes.
 */
export async function expectNoServerError<Sent = Record<string, unknown>>(
  send: (body: string) => Promise<Response>,
  bodies: fc.Arbitrary<string>,
  numRuns: number,
  { minAccepted, expectStored }: AcceptedWrites<Sent>,
): Promise<void> {
  let sent = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      sent += 1;
      const response = await send(body);
      expect(response.status, body).toBeLessThan(500);
      if (response.status >= 400) {
        expect(await response.json(), body).toHaveProperty('message');
        return;
      }
      accepted += 1;
      // An endpoint whose body is optional (a test e-mail) takes one of nothing but white space as `{}`.
      await expectStored(JSON.parse(body.trim() === '' ? '{}' : body) as Sent, response);
    }),
    { numRuns },
  );
  expect(accepted / sent, `${accepted} of ${sent} bodies accepted`).toBeGreaterThanOrEqual(minAccepted);
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

/** One code point of any plane but a control character (what every text field may hold). */
const visibleCodePoint = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((char) => (char.codePointAt(0) ?? 0) >= 32 && char !== '\u007f');
/** The troublesome ones made common: odd and zero-width spaces, a line separator, emoji, markup. */
const oddCharacter = fc.constantFrom(' ', '  ', '\u00a0', '\u2003', '\u200b', '\u2028', '\u{1F6CB}', 'é', '<b>', '%');

/** One line of text as a field accepts it: any code point but control characters, possibly blank. */
export function oneLineText(maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc.string({ unit: fc.oneof(oddCharacter, visibleCodePoint), minLength, maxLength });
}

/** One line with something besides white space in it (a required field), with space at its edges. */
export function filledLine(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('', ' ', '\u00a0'), oneLineText(maxLength, 1), fc.constantFrom('', ' ', '\u3000'))
    .map(([before, line, after]) => `${before}${line}${after}`)
    .filter((line) => line.trim() !== '');
}

/** Long text: line breaks of every kind, blank lines and tabs among any code points. */
export function longText(maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.oneof(oddCharacter, fc.constantFrom('\r\n', '\n', '\t', '\n\n'), visibleCodePoint),
    minLength,
    maxLength,
  });
}

/** Mostly a valid choice, sometimes one the service refuses, so its own checks are fuzzed too. */
export function mostly<T>(valid: fc.Arbitrary<T>, refused: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: refused, weight: 1 });
}

/** The fields a body holds, each as `expected` says it is stored: what to compare a read-back with. */
export function sentFields(sent: object, expected: Record<string, (value: unknown) => unknown>) {
  const given = sent as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, stored] of Object.entries(expected)) {
    if (given[key] !== undefined) fields[key] = stored(given[key]);
  }
  return fields;
}
