import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path.ts';

describe('the path a page view names', () => {
  it('is the page’s own path for the public pages', () => {
    for (const path of ['/', '/portfolio', '/projects/coastal-calm', '/blog/a-post', '/contact', '/book/design-call']) {
      expect(pagePath(path)).toBe(path);
    }
  });

  it('leaves out the secret of a booking’s confirmation and management links', () => {
    expect(pagePath('/book/confirmed/eyJhbGciOi.secret')).toBe('/book/confirmed');
    expect(pagePath('/book/manage/eyJhbGciOi.secret')).toBe('/book/manage');
  });

  it('does not count a preview link', () => {
    expect(pagePath('/preview/abc123')).toBeUndefined();
  });
});
