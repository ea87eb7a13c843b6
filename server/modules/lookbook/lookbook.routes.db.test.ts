import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareIntakeTestApp } from '../../../tests/support/intake-test-app.ts';
import { analyticsEvents, emailSends, leadEvents, leads, projects } from '../../platform/db/schema/index.ts';
import type { LookbookReservation } from './lookbook-generator.ts';

const intake = prepareIntakeTestApp();

/** A same-origin download request from a new visitor (or from `ip`), sent from the portfolio. */
function download(body: unknown, ip?: string) {
  return intake.post('/api/lookbook/download', body, {
    ip,
    headers: { Origin: 'https://studio.example', Referer: 'https://studio.example/portfolio' },
  });
}

const leadOf = async (email: string) => (await intake.runtime.db.select().from(leads).where(eq(leads.email, email)))[0];

describe('GET /api/lookbook/projects', () => {
  it('lists exactly the published projects marked in-lookbook', async () => {
    const response = await intake.app.request('/api/lookbook/projects');
    expect(response.status).toBe(200);
    const listed = (await response.json()) as Array<{ slug: string }>;
    const marked = await intake.runtime.db
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.inLookbook, true));
    const published = await intake.runtime.db
      .select({ slug: projects.slug, published: projects.published })
      .from(projects);
    const expected = marked.filter((m) => published.find((p) => p.slug === m.slug)?.published).map((m) => m.slug);
    expect(listed.map((p) => p.slug).sort()).toEqual(expected.sort());
    expect(listed.length).toBeGreaterThan(0);
  });
});

describe('POST /api/lookbook/download', () => {
  it('answers the PDF itself as an attachment named for the studio’s lookbook', async () => {
    const response = await download({ name: 'Zoë van der Berg', email: 'Zoe@Example.com', consent: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="larch-and-lime-design-lookbook.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(100_000);
  });

  it('makes the visitor a lead from the lookbook, the name split into first and last name (D8), with consent (D9)', async () => {
    const response = await download({ name: 'Zoë van der Berg', email: 'Zoe.Lead@Example.com', consent: true });
    expect(response.status).toBe(200);
    const lead = await leadOf('zoe.lead@example.com');
    expect(lead).toMatchObject({
      firstName: 'Zoë',
      lastName: 'van der Berg',
      source: 'lookbook',
      consentSource: 'lookbook',
    });
    const [event] = await intake.runtime.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead?.id ?? 0));
    expect(event).toMatchObject({ kind: 'lookbook', page: '/portfolio' });
  });

  it('tells the studio owner about the download', async () => {
    const response = await download({ name: 'Zoë van der Berg', email: 'zoe.notified@example.com' });
    expect(response.status).toBe(200);
    const lead = await leadOf('zoe.notified@example.com');
    const notification = async () =>
      (
        await intake.runtime.db
          .select()
          .from(emailSends)
          .where(eq(emailSends.leadId, lead?.id ?? 0))
      )[0];
    await expect.poll(async () => (await notification())?.status, { timeout: 10_000 }).toBe('recorded');
    expect(await notification()).toMatchObject({
      kind: 'notification',
      status: 'recorded',
      toAddress: 'studio@larchandlime.example',
      subject: 'Lookbook downloaded from Zoë van der Berg',
    });
    expect((await notification())?.textBody).toContain(`/admin/leads/${lead?.id}`);
  });

  it.each([
    ['no name', { email: 'a@example.com' }, 'name: Name is required.'],
    ['a blank name', { name: '   ', email: 'a@example.com' }, 'name: Name is required.'],
    ['no e-mail', { name: 'Ada' }, 'email: Email is required.'],
    ['a bad e-mail', { name: 'Ada', email: 'not-an-address' }, 'email: Please enter a valid email address.'],
    ['a name on two lines', { name: 'Ada\nPark', email: 'a@example.com' }, 'name: Name must be on one line.'],
    [
      'consent that is not a yes/no',
      { name: 'Ada', email: 'a@example.com', consent: 'yes' },
      expect.stringContaining('consent'),
    ],
  ])('refuses %s with 400 and makes no lead', async (_case, body, message) => {
    const response = await download(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await leadOf('a@example.com')).toBeUndefined();
  });

  it('a filled honeypot still gets a PDF (a bot learns nothing) but no lead is made', async () => {
    const response = await download({ name: 'Spam Bot', email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await leadOf('bot@example.com')).toBeUndefined();
  });

  it('limits one visitor to 5 lookbooks an hour', { timeout: 60_000 }, async () => {
    const ip = '198.51.100.88';
    for (let i = 0; i < 5; i++)
      expect((await download({ name: 'Ada', email: `many${i}@example.com` }, ip)).status).toBe(200);
    const refused = await download({ name: 'Ada', email: 'many5@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await leadOf('many5@example.com')).toBeUndefined();
  });

  it('answers a burst beyond the queue with 503 and Retry-After, and writes nothing for it', async () => {
    // Every place taken, as by builds in progress: the composed generator's one running and six waiting.
    const held: LookbookReservation[] = [];
    try {
      for (;;) held.push(intake.deps.lookbook.reserve());
    } catch {
      // the queue is full
    }
    expect(held).toHaveLength(7);
    const db = intake.runtime.db;
    const counts = async () => ({
      leads: (await db.select().from(leads)).length,
      touchpoints: (await db.select().from(leadEvents)).length,
      emails: (await db.select().from(emailSends)).length,
      goals: (await db.select().from(analyticsEvents)).length,
    });
    const before = await counts();
    try {
      const burst = await Promise.all(
        [1, 2, 3].map((n) =>
          download({ name: 'Ada Busy', email: `busy${n}@example.com`, consent: true }, `203.0.113.${n}`),
        ),
      );
      for (const response of burst) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: 'lookbook_busy' });
      }
      // Refused before anything was written: no lead, no touchpoint, no e-mail to the studio, no goal.
      for (const n of [1, 2, 3]) expect(await leadOf(`busy${n}@example.com`)).toBeUndefined();
      expect(await counts()).toEqual(before);
    } finally {
      for (const place of held) place.release();
    }
    // Once places are free again, the same visitor is served and becomes a lead.
    const served = await download({ name: 'Ada Busy', email: 'busy1@example.com' }, '203.0.113.1');
    expect(served.status).toBe(200);
    expect(await leadOf('busy1@example.com')).toMatchObject({ firstName: 'Ada', source: 'lookbook' });
  });
});
