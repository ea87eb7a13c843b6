import { describe, expect, it } from 'vitest';
import { detectIntents, type Intent } from './intents.ts';

describe('detectIntents', () => {
  it.each<[string, Intent]>([
    ['What are your opening hours?', 'hours'],
    ['Are you open on Saturdays?', 'hours'],
    ["What's your phone number?", 'contact'],
    ['Where is the studio?', 'contact'],
    ['How do I book a consultation?', 'booking'],
    ['What services do you offer?', 'services'],
    ['How much does it cost?', 'pricing'],
    ['Is it expensive?', 'pricing'],
    ['How does the process work?', 'process'],
    ['How long does a project take?', 'timeline'],
    ['Who is the designer?', 'about'],
    ['Do you have reviews?', 'reviews'],
    ['Do you do kitchens?', 'work'],
    ['Can you make me a design plan?', 'plan'],
    ['How should I light my hallway?', 'advice'],
    ['Do you work outside Portland?', 'area'],
    ['What areas do you cover?', 'area'],
    ['what is your cheapest option', 'pricing'],
    ['Are you taking new clients?', 'availability'],
    ['Do you do commercial work?', 'commercial'],
    ['Do you sell furniture?', 'shop'],
  ])('%s → %s', (message, intent) => {
    expect(detectIntents(message)).toContain(intent);
  });

  it('greets and thanks only when nothing else is asked', () => {
    expect(detectIntents('Hello!')).toEqual(['greeting']);
    expect(detectIntents('Thanks so much')).toEqual(['thanks']);
    expect(detectIntents('Hi, what are your hours?')).toEqual(['hours']);
  });

  it('does not read "open plan" or "after I contact you" as hours or contact questions', () => {
    expect(detectIntents('Should we open up the kitchen to the garden?')).not.toContain('hours');
    expect(detectIntents('What happens after I contact you?')).toEqual(['process']);
  });

  it('does not read "business hours" as commercial work or "open to new clients" as hours alone', () => {
    expect(detectIntents('What are your business hours?')).toEqual(['hours']);
    expect(detectIntents('Are you open to new clients?')).toContain('availability');
  });

  it('finds nothing in nonsense', () => {
    expect(detectIntents('asdf qwerty')).toEqual([]);
  });
});
