import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareIntakeTestApp } from '../../tests/support/intake-test-app.ts';

/**
 * SECURITY 7: whatever a client sends to a public write — any JSON, any types, any sizes within the
 * body cap — the answer is a clear 4xx or a success, never a 5xx.
 */
const intake = prepareIntakeTestApp();
// A new visitor per request: the fuzzing is about parsing, not the rate limit.
const post = (path: string, body: string) => intake.post(path, body);

/** Field values of every shape: strings with markup, line breaks and odd Unicode, numbers, nulls, objects. */
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('', ' ', '<script>x</script>', 'a\r\nb', 'ada@example.com', 'kitchen-bath', '\u0000', '🛋️'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const contactLike = fc.record(
  {
    firstName: anyValue,
    lastName: anyValue,
    email: fc.oneof(anyValue, fc.emailAddress()),
    phone: anyValue,
    projectType: anyValue,
    budget: anyValue,
    message: anyValue,
    consent: anyValue,
    website: anyValue,
  },
  { requiredKeys: [] },
);

const lookbookLike = fc.record(
  { name: anyValue, email: fc.oneof(anyValue, fc.emailAddress()), consent: anyValue, website: anyValue },
  { requiredKeys: [] },
);

const bodies = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shape.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );

describe('public writes never answer 5xx (property-based)', () => {
  it('POST /api/contact', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(contactLike), async (body) => {
        const response = await post('/api/contact', body);
        expect(response.status, body).toBeLessThan(500);
        expect(await response.json()).toHaveProperty('message');
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/contact with well-formed enquiries whose texts hold any Unicode at all', {
    timeout: 120_000,
  }, async () => {
    // Any code point, with the troublesome ones (NUL, escapes, line breaks, lone surrogates) made common.
    const troublesome = fc.constantFrom('\u0000', '\u001b', '\r', '\n', '\t', '\u200b', '\ud800', '\u{1F6CB}');
    const anyText = fc.string({
      unit: fc.oneof(troublesome, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      minLength: 1,
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(
        anyText,
        anyText,
        anyText,
        anyText,
        fc.emailAddress(),
        async (first, last, phone, message, email) => {
          const body = JSON.stringify({ firstName: first, lastName: last, phone, message, email });
          const response = await post('/api/contact', body);
          expect(response.status, body).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('POST /api/lookbook/download', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(lookbookLike), async (body) => {
        const response = await post('/api/lookbook/download', body);
        expect(response.status, body).toBeLessThan(500);
        if (response.status !== 200) expect(await response.json()).toHaveProperty('message');
      }),
      { numRuns: 60 },
    );
  });
});
