import { describe, expect, it } from 'vitest';
import { cleanRecipientName, MAX_RECIPIENT_NAME_LENGTH } from './recipient-name.ts';

describe('the recipient name on the cover', () => {
  it('keeps a name as typed, in any script', () => {
    for (const name of ['Zoë', 'Łukasz', 'Đặng', 'Ἀλέξανδρος', 'Дмитрий', '王小明', "O'Brien", 'Anne-Marie']) {
      expect(cleanRecipientName(name)).toBe(name);
    }
  });

  it('turns line breaks and tabs into single spaces and trims', () => {
    expect(cleanRecipientName('  Zoë\r\nSmith\t ')).toBe('Zoë Smith');
  });

  it('drops invisible formatting such as bidi overrides, but keeps joiners', () => {
    expect(cleanRecipientName('Zo\u202eë\u202c')).toBe('Zoë');
    expect(cleanRecipientName('a\u200bb')).toBe('ab');
    expect(cleanRecipientName('👩\u200d🎨')).toBe('👩\u200d🎨');
  });

  it('composes letters typed with combining marks', () => {
    expect(cleanRecipientName('Zoe\u0308')).toBe('Zoë');
  });

  it('keeps markup as the plain text it is', () => {
    expect(cleanRecipientName('<b>Zoë</b>')).toBe('<b>Zoë</b>');
  });

  it(`cuts at ${MAX_RECIPIENT_NAME_LENGTH} characters as a reader counts them`, () => {
    expect(cleanRecipientName('é'.repeat(100))).toBe('é'.repeat(MAX_RECIPIENT_NAME_LENGTH));
    expect([...cleanRecipientName('👩\u200d🎨'.repeat(50))].length).toBe(3 * MAX_RECIPIENT_NAME_LENGTH);
  });
});
