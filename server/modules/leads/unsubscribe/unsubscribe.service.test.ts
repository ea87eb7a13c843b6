import { describe, expect, it } from 'vitest';
import { maskEmail } from './unsubscribe.service.ts';

describe('maskEmail (what the confirm page may show)', () => {
  it('keeps the first character and the domain, nothing of the rest', () => {
    expect(maskEmail('zoe@example.com')).toBe('z••@example.com');
    expect(maskEmail('alexandra.hamilton-smith@mail.example.org')).toBe('a••@mail.example.org');
  });

  it('does not tell how long the name is', () => {
    expect(maskEmail('z@example.com')).toBe(maskEmail('zachary@example.com'));
  });

  it('keeps a first character outside the Basic Multilingual Plane whole', () => {
    expect(maskEmail('😀smile@example.com')).toBe('😀••@example.com');
  });

  it('shows nothing recognisable for something that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
