import { eq, gt, max } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareIntakeTestApp } from '../../../tests/support/intake-test-app.ts';
import {
  expectNoServerError,
  filledLine,
  longText,
  mostly,
  oneLineText,
  requestBodies,
} from '../../../tests/support/write-fuzz.ts';
import { leadEvents, leads } from '../../platform/db/schema/index.ts';

/**
 * Whatever a client sends to a public write — any JSON, any types, any sizes within the body cap —
 * the answer is a clear 4xx or a success, never a 5xx; and an accepted enquiry or download is
 * stored as the visitor sent it (a bot that filled the hidden field is thanked, and nothing stored).
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

const address = fc.stringMatching(/^[a-z0-9]{1,16}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|org|studio)$/);
/** the hidden field people never see: almost always left empty, now and then filled by a bot */
const honeypot = mostly(fc.constant(''), fc.constant('https://spam.example'));

interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  projectType?: string;
  budget?: string;
  message: string;
  consent?: boolean;
  website?: string;
  via?: string;
}

/** Enquiries the schema accepts: any text in the names, phone and message; mostly offered options. */
const enquiriesAccepted = fc.record(
  {
    firstName: filledLine(30),
    lastName: filledLine(30),
    email: fc.oneof(
      address,
      address.map((email) => ` ${email.toUpperCase()} `),
    ),
    phone: oneLineText(12),
    projectType: mostly(fc.constantFrom('', 'kitchen-bath', ' room-redesign '), fc.constant('spaceship')),
    budget: mostly(fc.constantFrom('', '25k-50k'), fc.constant('a-million')),
    message: longText(200, 1).filter((text) => text.trim() !== ''),
    consent: fc.boolean(),
    website: honeypot,
    via: fc.constant('chat'),
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'message'] },
);

const latestEventId = async () =>
  (await intake.runtime.db.select({ id: max(leadEvents.id) }).from(leadEvents))[0]?.id ?? 0;

/**
 * Posts to `path`, each time noting first where the lead events stood, so that a success can be
 * compared with the touches it added (with the address of the lead each belongs to).
 */
function noting(path: string) {
  let before = 0;
  return {
    send: async (body: string) => {
      before = await latestEventId();
      return post(path, body);
    },
    touchesSinceSent: () =>
      intake.runtime.db
        .select({ kind: leadEvents.kind, message: leadEvents.message, data: leadEvents.data, email: leads.email })
        .from(leadEvents)
        .innerJoin(leads, eq(leads.id, leadEvents.leadId))
        .where(gt(leadEvents.id, before)),
  };
}

/** One touch on the lead of that address, holding what the visitor typed (trimmed); none for a bot. */
async function expectEnquiryStored(contact: ReturnType<typeof noting>, sent: Enquiry): Promise<void> {
  const touches = await contact.touchesSinceSent();
  if (sent.website) {
    expect(touches).toEqual([]);
    return;
  }
  const details: Record<string, unknown> = {
    firstName: sent.firstName.trim(),
    lastName: sent.lastName.trim(),
    consent: sent.consent ?? false,
  };
  for (const key of ['phone', 'projectType', 'budget'] as const) {
    if (sent[key]?.trim()) details[key] = sent[key]?.trim();
  }
  expect(touches).toEqual([
    {
      kind: sent.via === 'chat' ? 'chat' : 'contact',
      email: sent.email.trim().toLowerCase(),
      message: sent.message.trim(),
      data: details,
    },
  ]);
}

describe('public writes never answer 5xx, and store what they accept (property-based)', () => {
  it('POST /api/contact', { timeout: 120_000 }, async () => {
    const contact = noting('/api/contact');
    await expectNoServerError<Enquiry>(contact.send, requestBodies(enquiriesAccepted, contactLike), 150, {
      minAccepted: 0.15,
      expectStored: async (sent, answer) => {
        // the visitor is thanked by the name they gave
        expect(((await answer.json()) as { message: string }).message).toContain(sent.firstName.trim());
        await expectEnquiryStored(contact, sent);
      },
    });
  });

  it('POST /api/contact with well-formed enquiries whose texts hold any Unicode at all', {
    timeout: 120_000,
  }, async () => {
    // Any code point, with the troublesome ones (NUL, escapes, line breaks, lone surrogates) made common
    // in some texts; the others hold any code point but those, so that a share of enquiries is stored.
    const troublesome = fc.constantFrom('\u0000', '\u001b', '\r', '\n', '\t', '\u200b', '\ud800', '\u{1F6CB}');
    const anyText = (maxLength: number) =>
      fc.oneof(
        { arbitrary: oneLineText(maxLength, 1), weight: 4 },
        {
          arbitrary: fc.string({
            unit: fc.oneof(troublesome, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
            minLength: 1,
            maxLength,
          }),
          weight: 1,
        },
      );
    const contact = noting('/api/contact');
    let stored = 0;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        anyText(40),
        anyText(40),
        anyText(12),
        anyText(40),
        address,
        async (firstName, lastName, phone, message, email) => {
          sent += 1;
          const enquiry = { firstName, lastName, phone, message, email };
          const body = JSON.stringify(enquiry);
          const response = await contact.send(body);
          expect(response.status, body).toBeLessThan(500);
          if (response.status !== 200) return;
          stored += 1;
          await expectEnquiryStored(contact, enquiry);
        },
      ),
      { numRuns: 150 },
    );
    expect(stored / sent, `${stored} of ${sent} enquiries stored`).toBeGreaterThanOrEqual(0.15);
  });

  it('POST /api/lookbook/download', { timeout: 120_000 }, async () => {
    const lookbook = noting('/api/lookbook/download');
    const requestsAccepted = fc.record(
      { name: filledLine(40), email: address, consent: fc.boolean(), website: honeypot },
      { requiredKeys: ['name', 'email'] },
    );
    await expectNoServerError<{ name: string; email: string; consent?: boolean; website?: string }>(
      lookbook.send,
      requestBodies(requestsAccepted, lookbookLike),
      60,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          expect(answer.headers.get('content-type')).toBe('application/pdf');
          const touches = await lookbook.touchesSinceSent();
          if (sent.website) {
            expect(touches).toEqual([]);
            return;
          }
          // The name is split into the first word and the rest.
          const [firstName, ...rest] = sent.name.trim().split(/\s+/);
          expect(touches).toEqual([
            {
              kind: 'lookbook',
              email: sent.email.trim().toLowerCase(),
              message: null,
              data: { firstName, lastName: rest.join(' '), consent: sent.consent ?? false },
            },
          ]);
        },
      },
    );
  });
});
