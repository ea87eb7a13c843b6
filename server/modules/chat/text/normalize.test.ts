import { describe, expect, it } from 'vitest';
import { contentTerms, stem, term } from './normalize.ts';
import { pickSentences, splitSentences } from './sentences.ts';

describe('the answer-bot text pipeline', () => {
  it.each([
    ['lamps', 'lamp'],
    ['lighting', 'light'],
    ['designed', 'design'],
    ['making', 'mak'],
    ['make', 'mak'],
    ['kitchens', 'kitchen'],
    ['galleries', 'gallery'],
    ['fitted', 'fit'],
    ['glass', 'glass'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('folds synonyms onto one term, so a visitor’s word finds the studio’s', () => {
    expect(contentTerms('couch')).toContain(term('sofa'));
    expect(contentTerms('our lounge')).toContain(term('livingroom'));
    expect(contentTerms('the living room')).toContain(term('livingroom'));
    expect(contentTerms('What does it cost?')).toContain(term('budget'));
    expect(contentTerms('your prices')).toContain(term('budget'));
    expect(contentTerms('how much')).toContain(term('budget'));
    expect(contentTerms('a new colour')).toEqual(contentTerms('a new color'));
    expect(contentTerms('grey walls')).toEqual(contentTerms('gray walls'));
    expect(contentTerms('pendant lamps')).toContain(term('light'));
  });

  it('drops stop words and keeps the subject', () => {
    expect(contentTerms('What do you have for the bedroom?')).toEqual([term('bedroom')]);
  });

  it('splits sentences without breaking "1.1 m" and drops journal sub-headings', () => {
    expect(splitSentences('Leave 44 in (1.1 m) behind. **A heading**\n\nNext one! Last?')).toEqual([
      'Leave 44 in (1.1 m) behind.',
      'Next one!',
      'Last?',
    ]);
  });

  it('picks the sentences that share the most with the question, in their order', () => {
    const text = 'Paint the walls. Use warm bulbs in every lamp. Keep the rug large. Dim the lamps at night.';
    expect(pickSentences(text, 'lamps and bulbs', 2)).toEqual([
      'Use warm bulbs in every lamp.',
      'Dim the lamps at night.',
    ]);
  });
});
