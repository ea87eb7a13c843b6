import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesignPlanSchema, ROOM_TYPES } from '#shared/chat.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../platform/content-events.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { siteSettings } from '../../platform/db/schema/index.ts';
import { type ChatEngine, createChatEngine } from './chat-engine.ts';
import { bandsImage, dataUrl } from './testing/test-images.ts';

const ask = (engine: ChatEngine, message: string) => engine.reply({ message, messages: [], context: {} });

describe('the knowledge follows the content', () => {
  const contentEvents = createLocalContentEvents();
  let handle: DatabaseHandle;
  let engine: ChatEngine;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    engine = createChatEngine(handle.db, contentEvents);
  });
  afterAll(async () => {
    engine?.close();
    await handle?.close();
  });

  it('answers from the new settings once the content has changed (a content event)', async () => {
    expect((await ask(engine, 'What are your hours on Saturday?')).message).toContain('10 am – 4 pm');
    const [row] = await handle.db.select({ hours: siteSettings.hours }).from(siteSettings);
    const hours = (row?.hours ?? []).map((h) =>
      h.day === 6 ? { day: 6 as const, opens: '11:00', closes: '15:30' } : h,
    );
    await handle.db.update(siteSettings).set({ hours }).where(eq(siteSettings.id, 1));
    contentEvents.emit();
    expect((await ask(engine, 'What are your hours on Saturday?')).message).toContain('11 am – 3:30 pm');
  });
});

describe('a studio without content (a fresh database, no demo)', () => {
  const contentEvents = createLocalContentEvents();
  let handle: DatabaseHandle;
  let engine: ChatEngine;
  beforeAll(async () => {
    handle = await createTestDatabase('migrated');
    engine = createChatEngine(handle.db, contentEvents);
  });
  afterAll(async () => {
    engine?.close();
    await handle?.close();
  });

  it('says what it does not have instead of inventing it', async () => {
    expect((await ask(engine, 'What are your opening hours?')).message).toContain("hasn't published its opening hours");
    expect((await ask(engine, 'Do you do kitchens?')).message).toContain("There isn't a kitchen in our portfolio yet");
    expect((await ask(engine, 'What services do you offer?')).message).toContain("hasn't listed its services");
    expect((await ask(engine, 'What do clients say?')).message).toContain('no client reviews');
    const pricing = await ask(engine, 'How much does it cost?');
    expect(pricing.message).not.toMatch(/\$\d/);
    expect(pricing.links.map((l) => l.href)).toContain('/contact');
  });

  it.each(ROOM_TYPES)('still fills every field of a %s plan', async (roomType) => {
    const plan = await engine.suggestDesign({ roomType, budget: 'not sure' });
    expect(DesignPlanSchema.parse(plan)).toBeTruthy();
    expect(plan.links).toEqual([{ href: '/contact', label: expect.any(String) }]);
  });

  it('analyses a photo with no projects to compare', async () => {
    const image = dataUrl(await bandsImage([['#c9952c', 1]]), 'image/png');
    const result = await engine.analyzeImage({ image, roomContext: 'kitchen' });
    expect(result.analysis).toContain('warm');
    expect(result.links).toEqual([]);
  });
});
