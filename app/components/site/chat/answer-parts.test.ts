import { describe, expect, it } from 'vitest';
import { linksOf, paletteOf } from './answer-parts.ts';

describe('links in an answer', () => {
  it('keeps our own pages, web pages, e-mail and phone', () => {
    const links = [
      { href: '/projects/midnight-navy-kitchen', label: 'Midnight Navy Kitchen' },
      { href: '/about#services-title', label: 'Our services' },
      { href: 'https://www.instagram.com/larchandlime', label: 'Instagram' },
      { href: 'mailto:hello@larchandlime.example', label: 'E-mail' },
      { href: 'tel:+15035550142', label: 'Phone' },
    ];
    expect(linksOf(links)).toEqual(links);
  });

  it('drops script and data addresses, other hosts without a scheme, and malformed entries', () => {
    expect(
      linksOf([
        { href: 'javascript:alert(1)', label: 'x' },
        { href: 'JavaScript:alert(1)', label: 'x' },
        { href: 'data:text/html,<script>alert(1)</script>', label: 'x' },
        { href: '//evil.example/path', label: 'x' },
        { href: '/contact', label: '' },
        { href: 42, label: 'x' },
        null,
        'text',
      ]),
    ).toEqual([]);
    expect(linksOf(undefined)).toEqual([]);
    expect(linksOf({ href: '/contact', label: 'x' })).toEqual([]);
  });
});

describe('the palette of an analysis', () => {
  it('keeps colours with a name and a #rrggbb hex, and drops the rest (they become CSS)', () => {
    expect(
      paletteOf([
        { name: 'Denim', hex: '#3b5b8c', share: 0.7 },
        { name: 'Bad', hex: 'red; background: url(x)' },
        { name: '', hex: '#ffffff' },
        { hex: '#000000' },
      ]),
    ).toEqual([{ name: 'Denim', hex: '#3b5b8c', share: 0.7 }]);
    expect(paletteOf('nope')).toEqual([]);
  });
});
