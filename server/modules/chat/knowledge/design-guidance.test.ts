import { describe, expect, it } from 'vitest';
import { PaletteColourSchema, ROOM_TYPES } from '#shared/chat.ts';
import { demoFormOptions } from '../../../seed/content/form-options.ts';
import { budgetTier } from './budget-guides.ts';
import { GUIDE_TOPICS } from './knowledge-docs.ts';
import { ROOM_GUIDES } from './room-guides.ts';
import { DEFAULT_STYLE, STYLE_GUIDES } from './style-guides.ts';

describe('the curated design guidance', () => {
  it.each(ROOM_TYPES)('covers every topic for the %s, in sentences a plan can use', (room) => {
    const guide = ROOM_GUIDES[room];
    expect(guide.room).toBe(room);
    for (const topic of GUIDE_TOPICS) {
      expect(guide[topic].length, `${room} ${topic}`).toBeGreaterThanOrEqual(2);
      for (const line of guide[topic]) expect(line.length, line).toBeLessThanOrEqual(300);
    }
    expect(guide.furniture.length).toBeGreaterThanOrEqual(4);
  });

  it('has guidance for every style the demo studio offers, and the default style', () => {
    const offered = demoFormOptions.filter((o) => o.fieldType === 'projectStyle').map((o) => o.value);
    expect(STYLE_GUIDES.map((s) => s.style)).toEqual(expect.arrayContaining([...offered, DEFAULT_STYLE]));
  });

  it.each(STYLE_GUIDES.map((s) => [s.label, s] as const))(
    '%s: a valid palette and a move for every room type',
    (_label, style) => {
      expect(style.palette.length).toBeGreaterThanOrEqual(3);
      for (const color of style.palette)
        expect(PaletteColourSchema.required({ usage: true }).parse(color)).toEqual(color);
      for (const room of ROOM_TYPES) expect(style.rooms[room].length, `${style.style} × ${room}`).toBeGreaterThan(40);
    },
  );
});

describe('budgetTier', () => {
  it.each([
    ['25k-50k', '25k-50k'],
    ['Under $10,000', 'under-10k'],
    ['$10,000 – $25,000', '10k-25k'],
    ['$50,000 – $100,000', '50k-100k'],
    ['$100,000+', 'over-100k'],
    ['about $20k', '10k-25k'],
    ['15000', '10k-25k'],
    ['2m', 'over-100k'],
    ['Not sure yet', 'not-sure'],
  ])('reads %s as %s', (input, tier) => {
    expect(budgetTier(input)).toBe(tier);
  });

  it('has nothing to go on in words without an amount', () => {
    expect(budgetTier('reasonable')).toBeNull();
    expect(budgetTier(undefined)).toBeNull();
  });

  // Found by the chat API's fuzz test: "__proto__" was read as a tier and the plan failed with a 500.
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'reads the object key %s as no budget, not as a tier',
    (input) => {
      expect(budgetTier(input)).toBeNull();
    },
  );
});
