import { describe, expect, it } from 'vitest';
import { linkAddressProblem } from './link-dialog.tsx';

describe('what a link or a button may open (issue 28)', () => {
  it('the web, an e-mail, a phone, or the studio’s booking page', () => {
    for (const address of [
      'https://larch.example/work',
      ' http://larch.example ',
      'mailto:hello@larch.example',
      'mailto:{{studioEmail}}',
      'tel:{{studioPhone}}',
      '{{bookingLink}}',
      '{{ bookingLink }}?type=home',
    ]) {
      expect(linkAddressProblem(address), address).toBeNull();
    }
  });

  it('nothing is "enter an address"; anything else says what would work', () => {
    expect(linkAddressProblem('  ')).toBe('addressRequired');
    for (const address of ['www.larch.example', 'javascript:alert(1)', '/book', '{{firstName}}', 'https://a b']) {
      expect(linkAddressProblem(address), address).toBe('addressInvalid');
    }
  });
});
