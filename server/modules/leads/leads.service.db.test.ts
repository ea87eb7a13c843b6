import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT } from '#shared/forms.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { leadEvents, leads, siteSettings } from '../../platform/db/schema/index.ts';
import { listActiveOptions } from '../studio/form-options.service.ts';
import { activeOptionLabel, recordLeadTouch } from './leads.service.ts';

describe('leads (D8 one lead per person, D9 consent)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
  });
  afterAll(async () => handle?.close());

  const leadByEmail = async (email: string) => {
    const [lead] = await handle.db.select().from(leads).where(eq(leads.email, email));
    return lead;
  };
  const eventsOf = (leadId: number) =>
    handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));
  /** A person's first enquiry, as the contact form records it: each test has its own person. */
  const firstEnquiry = (email: string, firstName: string, lastName: string) =>
    recordLeadTouch(handle.db, {
      source: 'contact',
      email,
      firstName,
      lastName,
      phone: '+1 503 555 0101',
      projectType: 'full-home-design',
      message: 'We would love help with our living room.',
      consent: false,
      page: '/contact',
    });

  it('a first enquiry creates the lead under its normalised e-mail with the enquiry as a touchpoint', async () => {
    const recorded = await recordLeadTouch(handle.db, {
      source: 'contact',
      email: '  Ada.Lovelace@Example.COM ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 503 555 0101',
      projectType: 'full-home-design',
      message: 'We would love help with our living room.',
      consent: false,
      page: '/contact',
    });
    expect(recorded.created).toBe(true);
    const lead = await leadByEmail('ada.lovelace@example.com');
    expect(lead).toMatchObject({
      id: recorded.leadId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'active',
      source: 'contact',
      consentAt: null,
      enrolledAt: null,
      message: 'We would love help with our living room.',
    });
    const events = await eventsOf(recorded.leadId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: recorded.eventId, kind: 'contact', source: 'contact', page: '/contact' });
    expect(events[0]?.message).toBe('We would love help with our living room.');
  });

  it('the same person again (any letter case) adds a touchpoint to the same lead, never a duplicate', async () => {
    await firstEnquiry('grace.hopper@example.com', 'Grace', 'Hopper');
    const recorded = await recordLeadTouch(handle.db, {
      source: 'lookbook',
      email: 'GRACE.HOPPER@example.com',
      firstName: 'Grace',
      lastName: '',
      consent: true,
      page: '/portfolio',
    });
    expect(recorded.created).toBe(false);
    const rows = await handle.db.select().from(leads).where(eq(leads.email, 'grace.hopper@example.com'));
    expect(rows).toHaveLength(1);
    const lead = rows[0];
    // What the second form left out keeps its earlier value; the first source stays the lead's source.
    expect(lead).toMatchObject({
      lastName: 'Hopper',
      phone: '+1 503 555 0101',
      projectType: 'full-home-design',
      source: 'contact',
    });
    expect(lead?.consentAt).toBeInstanceOf(Date);
    expect(lead).toMatchObject({ consentSource: 'lookbook', consentText: CONSENT_TEXT });
    expect(lead?.enrolledAt).toBeInstanceOf(Date);
    expect((await eventsOf(recorded.leadId)).map((e) => e.kind)).toEqual(['contact', 'lookbook']);
  });

  it('consent once given is kept when a later form leaves the box unticked', async () => {
    await recordLeadTouch(handle.db, {
      source: 'lookbook',
      email: 'mary.somerville@example.com',
      firstName: 'Mary',
      lastName: 'Somerville',
      consent: true,
    });
    const before = await leadByEmail('mary.somerville@example.com');
    expect(before?.consentAt).toBeInstanceOf(Date);
    await recordLeadTouch(handle.db, {
      source: 'contact',
      email: 'mary.somerville@example.com',
      firstName: 'Mary',
      lastName: 'Somerville',
      message: 'A second question.',
      consent: false,
    });
    const after = await leadByEmail('mary.somerville@example.com');
    expect(after?.consentAt?.getTime()).toBe(before?.consentAt?.getTime());
    expect(after?.consentSource).toBe('lookbook');
    expect(after?.message).toBe('A second question.');
  });

  it('an unsubscribed lead stays unsubscribed and is not enrolled again when they write', async () => {
    await recordLeadTouch(handle.db, {
      source: 'contact',
      email: 'gone@example.com',
      firstName: 'Gone',
      lastName: 'Away',
      message: 'Hi',
      consent: false,
    });
    await handle.db.update(leads).set({ status: 'unsubscribed' }).where(eq(leads.email, 'gone@example.com'));
    await recordLeadTouch(handle.db, {
      source: 'lookbook',
      email: 'gone@example.com',
      firstName: 'Gone',
      lastName: '',
      consent: true,
    });
    const lead = await leadByEmail('gone@example.com');
    expect(lead?.status).toBe('unsubscribed');
    expect(lead?.enrolledAt).toBeNull();
  });

  it('two simultaneous first contacts from one person make one lead with both touchpoints', async () => {
    const touch = {
      source: 'contact' as const,
      email: 'twice@example.com',
      firstName: 'Tw',
      lastName: 'Ice',
      message: 'Hello',
      consent: false,
    };
    const results = await Promise.all([recordLeadTouch(handle.db, touch), recordLeadTouch(handle.db, touch)]);
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await eventsOf(results[0]?.leadId ?? 0)).toHaveLength(2);
  });

  it('with implied consent (the studio’s choice, D9) a lead is enrolled without ticking the box', async () => {
    await handle.db.update(siteSettings).set({ consentMode: 'implied' });
    try {
      await recordLeadTouch(handle.db, {
        source: 'lookbook',
        email: 'implied@example.com',
        firstName: 'Im',
        lastName: 'Plied',
        consent: false,
      });
      const lead = await leadByEmail('implied@example.com');
      expect(lead?.enrolledAt).toBeInstanceOf(Date);
      expect(lead?.consentAt).toBeNull();
    } finally {
      await handle.db.update(siteSettings).set({ consentMode: 'explicit' });
    }
  });

  it('a project type must be one of the active options; its label is what the owner reads', async () => {
    expect(await activeOptionLabel(handle.db, 'projectType', '', 'Project type')).toBe('');
    const [option] = await listActiveOptions(handle.db, 'projectType');
    expect(await activeOptionLabel(handle.db, 'projectType', option?.value ?? '', 'Project type')).toBe(option?.label);
    await expect(activeOptionLabel(handle.db, 'projectType', 'castle', 'Project type')).rejects.toThrow(
      'Project type: please choose one of the options offered.',
    );
  });
});
