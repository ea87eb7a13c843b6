import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { anyFieldValue, expectNoServerError, fuzzWriter, requestBodies } from '../../../tests/support/write-fuzz.ts';
import { emailTemplates } from '../../db/schema/index.ts';

/**
 * SECURITY 7 and 9 for the template writes: whatever JSON an editor's browser (or anyone holding an
 * editor's session) sends to create, change, preview or test-send a template, the answer is a
 * success or a clear 4xx, never a 5xx. Test sends go to development mode: recorded, never sent.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let editor: string;
let templateId: number;

beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  const [row] = await t.deps.db
    .insert(emailTemplates)
    .values({ name: 'Fuzzed', subject: 'Hi {{firstName}}', htmlContent: '<p>Hi</p>', textContent: '' })
    .returning({ id: emailTemplates.id });
  if (!row) throw new Error('no template');
  templateId = row.id;
});

const raw = fuzzWriter(t, () => editor);

/** Template text of every kind: placeholders good and bad, fallbacks, markup, line breaks, odd Unicode. */
const templateText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom(
    '{{firstName}}',
    '{{firstName|there}}',
    '{{firstName|}}',
    '{{ fullName | friend }}',
    '{{fristName}}',
    '{{#if budget}}{{/if}}',
    '{{{email}}}',
    'Hi {{firstName',
    '{{phone|a|b}}',
    '{{phone|{x}}}',
    'Line\r\nBcc: x@example.com',
    '<script>alert(1)</script>',
    '\u0000\u202e\ud800',
    '',
  ),
  fc
    .array(fc.constantFrom('Hi ', '{{', '}}', '|', 'firstName', 'phone', ' ', '\n', '<p>', '&'), { maxLength: 12 })
    .map((parts) => parts.join('')),
);
const anyValue = anyFieldValue(templateText);
const position = fc.oneof(fc.integer({ min: -2, max: 120 }), anyValue);
const templateLike = fc.record(
  {
    name: anyValue,
    subject: anyValue,
    sequencePosition: position,
    delayDays: position,
    active: fc.oneof(fc.boolean(), anyValue),
    htmlContent: anyValue,
    textContent: anyValue,
    id: anyValue,
  },
  { requiredKeys: [] },
);
const subjectLike = fc.oneof(
  fc.record({ sample: fc.oneof(fc.constantFrom('default', 'lookbook', 'contact'), anyValue) }),
  // 2 ** 31: one past the integer column (a database error unless refused first)
  fc.record({ leadId: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constantFrom(2 ** 31, 2 ** 53), anyValue) }),
  anyValue,
);
const previewLike = fc.record({ template: fc.oneof(templateLike, anyValue), for: subjectLike }, { requiredKeys: [] });
const testLike = fc.record(
  { to: fc.oneof(fc.emailAddress(), anyValue, fc.constant('a@example.com\r\nBcc: b@example.com')), for: subjectLike },
  { requiredKeys: [] },
);

const neverFails = (method: string, path: () => string, shape: fc.Arbitrary<unknown>, numRuns: number) =>
  expectNoServerError((body) => raw(method, path(), body), requestBodies(shape), numRuns);

describe('template writes never answer 5xx (property-based)', () => {
  it('POST /api/email-templates', { timeout: 180_000 }, () =>
    neverFails('POST', () => '/api/email-templates', templateLike, 150),
  );
  it('PATCH /api/email-templates/{id}', { timeout: 180_000 }, () =>
    neverFails('PATCH', () => `/api/email-templates/${templateId}`, templateLike, 150),
  );
  it('POST /api/email-templates/preview', { timeout: 180_000 }, () =>
    neverFails('POST', () => '/api/email-templates/preview', previewLike, 150),
  );
  it('POST /api/email-templates/{id}/test', { timeout: 180_000 }, () =>
    neverFails('POST', () => `/api/email-templates/${templateId}/test`, testLike, 100),
  );
});
