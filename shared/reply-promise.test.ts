import { describe, expect, it } from 'vitest';
import { replyPromise, replyWithin } from './reply-promise.ts';

describe('the reply promise', () => {
  it('says one business day in words and more days in figures', () => {
    expect(replyPromise(1)).toBe('We reply within one business day.');
    expect(replyPromise(2)).toBe('We reply within 2 business days.');
    expect(replyWithin(5)).toBe('within 5 business days');
  });

  it('never promises less than one or more than five days, whatever is stored', () => {
    expect(replyWithin(0)).toBe('within one business day');
    expect(replyWithin(9)).toBe('within 5 business days');
    expect(replyWithin(Number.NaN)).toBe('within one business day');
  });
});
