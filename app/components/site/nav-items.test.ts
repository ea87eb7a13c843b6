import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

describe('navigation (public site §2)', () => {
  it('has the five entries in order', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.to])).toEqual([
      ['Home', '/'],
      ['Portfolio', '/portfolio'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks Home active only on exactly /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/portfolio')).toBe(false);
  });

  it('marks an entry active when the address starts with its path', () => {
    expect(isNavItemActive('/blog', '/blog')).toBe(true);
    expect(isNavItemActive('/blog', '/blog/some-post')).toBe(true);
    expect(isNavItemActive('/portfolio', '/about')).toBe(false);
  });
});
