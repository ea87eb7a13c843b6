import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../platform/content-events.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { consultationTypes } from '../../platform/db/schema/index.ts';
import { nextOpenSlots } from '../booking/index.ts';
import { type ChatEngine, createChatEngine } from './chat-engine.ts';

/**
 * Issue 27: asked to book, the answer-bot offers the booking module's next open slots, in the
 * studio's zone and named, and links /book. The demo studio books Monday–Friday 10:00–16:00
 * (America/Los_Angeles); the clock stands still on Wednesday 2 December 2026, 09:00 there.
 */
const NOW = new Date('2026-12-02T17:00:00Z');
const clock = () => NOW;
const ask = (engine: ChatEngine, message: string) => engine.reply({ message, messages: [], context: {} });

describe('booking questions in the chat', () => {
  const events = createLocalContentEvents();
  let handle: DatabaseHandle;
  let engine: ChatEngine;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    engine = createChatEngine(handle.db, events, {
      clock,
      findOpenSlots: (query) => nextOpenSlots({ db: handle.db, clock }, query),
    });
  });
  afterAll(async () => {
    engine?.close();
    await handle?.close();
  });

  it('offers next Tuesday’s first free times in the studio’s zone, named, and links /book', async () => {
    const answer = await ask(engine, 'Can I book a call for next Tuesday?');
    expect(answer.message).toContain('The next free times are Tuesday, December 8 at 10:00 AM');
    expect(answer.message).toContain('(Pacific Standard Time, America/Los Angeles).');
    expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/book', '/contact']));
    expect(answer.links[0]).toEqual({ href: '/book', label: 'Book a consultation' });
  });

  it('says so when the asked day has no open time, and offers the next ones', async () => {
    const answer = await ask(engine, 'Could I book a consultation on Saturday?');
    expect(answer.message).toContain(
      'There is no open time on Saturday; the next free consultation times are Monday, December 7 at 10:00 AM',
    );
  });

  it('without a day, offers the first times after the notice', async () => {
    const slots = await nextOpenSlots({ db: handle.db, clock }, { count: 1 });
    const first = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(slots[0]?.start ?? ''));
    expect((await ask(engine, 'I would like to book an appointment')).message).toContain(
      `The next free times are ${first}`,
    );
  });

  it('points to /book without times when no consultation type is open', async () => {
    const types = await handle.db.select().from(consultationTypes);
    await handle.db.update(consultationTypes).set({ active: false });
    try {
      const answer = await ask(engine, 'Can I book a call for next Tuesday?');
      expect(answer.message).toContain('You can choose a time for a consultation on the booking page.');
      expect(answer.message).not.toMatch(/\d{1,2}:\d{2} (AM|PM)/);
      expect(answer.links[0]?.href).toBe('/book');
    } finally {
      for (const type of types) {
        await handle.db.update(consultationTypes).set({ active: type.active });
      }
    }
  });
});

describe('booking questions without the booking port', () => {
  const events = createLocalContentEvents();
  let handle: DatabaseHandle;
  let engine: ChatEngine;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    engine = createChatEngine(handle.db, events, { clock });
  });
  afterAll(async () => {
    engine?.close();
    await handle?.close();
  });

  it('point to /book and the enquiry form, with the studio’s reply promise', async () => {
    const answer = await ask(engine, 'Can I book a call for next Tuesday?');
    expect(answer.message).toContain('You can choose a time for a consultation on the booking page.');
    expect(answer.message).toContain('The studio replies within one business day.');
    expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/book', '/contact']));
  });

  it('answers who the lead designer is and how long she has been doing this from the settings', async () => {
    const answer = await ask(engine, 'who is the lead designer and how long has she been doing this');
    expect(answer.message).toContain('Larch & Lime is led by Maren Holloway, Founder & Principal Designer.');
    expect(answer.message).toContain('Maren Holloway brings 15 years of experience.');
    expect(answer.message).not.toMatch(/timeline|weeks|months/i);
  });
});
