import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type Lead, type LeadDetail, type LeadPage, readLeadSource } from '#shared/admin/leads.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  expectNoServerError,
  fuzzWriter,
  longText,
  mostly,
  oneLineText,
  requestBodies,
  sentFields,
} from '../../../tests/support/write-fuzz.ts';

/**
 * The lead writes (issue 10): whatever an editor's browser sends to POST /api/leads, PATCH
 * /api/leads/{id} or POST /api/leads/{id}/notes — any JSON, any types, any text — the answer is a
 * success or a clear 4xx with a message, never a 5xx; and what is accepted is stored as sent.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let cookie: string;

beforeAll(async () => {
  cookie = await signInAs(t, 'editor');
});

const write = fuzzWriter(t, () => cookie);

/** A lead of this test's own, so no test depends on what another did to a shared one. */
async function newLead(email: string): Promise<Lead> {
  const response = await write('POST', '/api/leads', JSON.stringify({ email }));
  expect(response.status).toBe(201);
  return (await response.json()) as Lead;
}

async function storedLead(id: number): Promise<LeadDetail> {
  const response = await t.request(`/api/leads/${id}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as LeadDetail;
}

const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom('', ' ', '<script>x</script>', 'a\r\nBcc: x@example.com', '\u0000', '\ud800', '🛋️', '=1+1'),
  fc.constantFrom('kitchen-bath', 'room-redesign', '25k-50k', 'spaceship', 'contact_form', 'active', 'bounced'),
  fc.constantFrom('ada@example.com', 'ADA@EXAMPLE.COM', 'not-an-email', 'a@b'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

const leadLike = fc.record(
  {
    firstName: anyValue,
    lastName: anyValue,
    email: anyValue,
    phone: anyValue,
    projectType: anyValue,
    budget: anyValue,
    status: anyValue,
    source: anyValue,
    message: anyValue,
    text: anyValue,
    id: anyValue,
    consentAt: anyValue,
  },
  { requiredKeys: [] },
);

/** Addresses of every kind the schema takes; some repeat one a lead already holds (409). */
const emails = (taken: string) =>
  fc.oneof(
    {
      arbitrary: fc.stringMatching(/^[a-z0-9]{1,16}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|org|studio)$/),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(taken, ` ${taken.toUpperCase()} `), weight: 2 },
    // mostly refused by the schema's stricter idea of an address: its edges are fuzzed too
    { arbitrary: fc.emailAddress().filter((email) => email.length <= 254), weight: 1 },
  );

/**
 * Bodies the schema accepts, so the service's own checks (duplicates, options) are fuzzed too: any
 * text in the names, phone and message; mostly offered options, sometimes one that is not.
 */
const leadsAccepted = (taken: string, required: 'email'[]) =>
  fc.record(
    {
      email: emails(taken),
      firstName: oneLineText(30),
      lastName: oneLineText(30),
      phone: oneLineText(20),
      projectType: mostly(fc.constantFrom('', 'kitchen-bath', ' room-redesign '), fc.constant('spaceship')),
      budget: mostly(fc.constantFrom('', '25k-50k'), fc.constant('a-million')),
      status: fc.constantFrom(...LEAD_STATUSES),
      source: fc.constantFrom('manual', 'contact_form', 'lookbook_download', 'referral', 'social_media'),
      message: longText(200),
    },
    { requiredKeys: required },
  );

const trimmed = (value: unknown) => String(value).trim();

/** A saved lead holds what was sent: names and options trimmed, the address as one lower-case form, the message as given. */
function expectLeadStored(lead: Lead, sent: Record<string, unknown>): void {
  expect(lead).toMatchObject(
    sentFields(sent, {
      firstName: trimmed,
      lastName: trimmed,
      email: (email) => trimmed(email).toLowerCase(),
      phone: trimmed,
      projectType: trimmed,
      budget: trimmed,
      status: (status) => status,
      // old names a client may still send are stored as the new ones
      source: (source) => readLeadSource(String(source)),
      // a message of only white space is no message
      message: (message) => (trimmed(message) ? message : ''),
    }),
  );
}

describe('lead writes never answer 5xx, and store what they accept (property-based)', () => {
  it('POST /api/leads with any body', { timeout: 180_000 }, async () => {
    const taken = await newLead('taken-before-post@example.com');
    const statuses = new Set<number>();
    await expectNoServerError(
      async (body) => {
        const response = await write('POST', '/api/leads', body);
        statuses.add(response.status);
        return response;
      },
      requestBodies(leadsAccepted(taken.email, ['email']), leadLike),
      150,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const { id } = (await answer.json()) as Lead;
          expectLeadStored((await storedLead(id)).lead, sent);
        },
      },
    );
    // Some bodies reached the service's own refusals: an option not offered, an address taken.
    expect(statuses).toContain(400);
    expect(statuses).toContain(409);
  });

  it('PATCH /api/leads/{id} with any body', { timeout: 180_000 }, async () => {
    const target = await newLead('patch-target@example.com');
    const taken = await newLead('taken-before-patch@example.com');
    await expectNoServerError(
      (body) => write('PATCH', `/api/leads/${target.id}`, body),
      requestBodies(leadsAccepted(taken.email, []), leadLike),
      120,
      { minAccepted: 0.15, expectStored: async (sent) => expectLeadStored((await storedLead(target.id)).lead, sent) },
    );
  });

  it('POST /api/leads/{id}/notes with any body', { timeout: 180_000 }, async () => {
    const target = await newLead('notes-target@example.com');
    const notesAccepted = fc.record({ text: longText(200, 1) });
    await expectNoServerError<{ text: string }>(
      (body) => write('POST', `/api/leads/${target.id}/notes`, body),
      requestBodies(notesAccepted, leadLike),
      120,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => {
          // the timeline is newest first: the note just added leads it, its text trimmed
          const [latest] = (await storedLead(target.id)).timeline.filter((entry) => entry.kind === 'note');
          expect(latest).toMatchObject({ kind: 'note', text: sent.text.trim() });
        },
      },
    );
  });

  it('GET /api/leads with any query string', { timeout: 180_000 }, async () => {
    const param = fc.constantFrom('q', 'status', 'source', 'sort', 'page', 'pageSize', 'other');
    const anyQuery = fc.array(fc.tuple(param, fc.string({ unit: 'binary', maxLength: 30 })), { maxLength: 4 });
    // Queries the schema takes, so a share of the answers are lists whose filters can be checked.
    const validQuery = fc
      .record(
        {
          q: oneLineText(10),
          status: fc.constantFrom(...LEAD_STATUSES),
          source: fc.constantFrom('manual', 'contact', 'contact_form'),
          sort: fc.constantFrom('newest', 'oldest', 'name', 'recent-activity'),
          page: fc.integer({ min: 1, max: 3 }).map(String),
          pageSize: fc.integer({ min: 1, max: 50 }).map(String),
        },
        { requiredKeys: [] },
      )
      .map((query) => Object.entries(query));
    let listed = 0;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyQuery, validQuery), async (pairs) => {
        sent += 1;
        const query = new URLSearchParams(pairs);
        const search = query.toString();
        const response = await t.request(`/api/leads?${search}`, { headers: { Cookie: cookie } });
        expect(response.status, search).toBeLessThan(500);
        if (response.status === 200) {
          listed += 1;
          const page = (await response.json()) as LeadPage;
          // what the filters asked for is what the page holds
          const status = query.get('status');
          if (status) for (const lead of page.leads) expect(lead.status, search).toBe(status);
          if (query.get('pageSize')) expect(page.pageSize, search).toBe(Number(query.get('pageSize')));
        } else {
          expect(await response.json(), search).toHaveProperty('message');
        }
        const csv = await t.request(`/api/leads/export.csv?${search}`, { headers: { Cookie: cookie } });
        expect(csv.status, search).toBeLessThan(500);
        await csv.arrayBuffer();
      }),
      { numRuns: 80 },
    );
    expect(listed / sent, `${listed} of ${sent} queries answered`).toBeGreaterThanOrEqual(0.3);
  });
});

describe('lead text comes back as it was sent (property-based)', () => {
  const anyCodePoint = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 1 })
    .filter((char) => (char.codePointAt(0) ?? 0) >= 32 && char !== '\u007f');
  const text = (maxLength: number) =>
    fc.string({
      unit: fc.oneof(fc.constantFrom(' ', '\u00a0', '\u200b', 'é', '<b>', '%', '_'), anyCodePoint),
      maxLength,
    });

  it('names trimmed, the message exactly as given, and found again by the search', { timeout: 180_000 }, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(text(40), text(40), text(200), async (firstName, lastName, message) => {
        n += 1;
        const body = JSON.stringify({ email: `roundtrip${n}@example.com`, firstName, lastName, message });
        const created = await write('POST', '/api/leads', body);
        expect(created.status, body).toBe(201);
        const lead = (await created.json()) as Lead;
        expect(lead.firstName).toBe(firstName.trim());
        expect(lead.lastName).toBe(lastName.trim());
        expect(lead.message).toBe(message.trim() ? message : '');
        const found = await t.request(`/api/leads?q=${encodeURIComponent(`roundtrip${n}@`)}`, {
          headers: { Cookie: cookie },
        });
        expect(((await found.json()) as { leads: Lead[] }).leads.map((l) => l.id)).toEqual([lead.id]);
      }),
      { numRuns: 60 },
    );
  });
});
