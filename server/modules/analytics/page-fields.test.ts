import { describe, expect, it } from 'vitest';
import { BeaconSchema } from '#shared/analytics/beacon.ts';
import { clipUtm, clipUtmValue, normalisePath, referrerHost, templateOfPath } from './page-fields.ts';

const SITE = 'https://studio.example';

describe('the page template is derived from the path', () => {
  it.each([
    ['/', 'home'],
    ['/portfolio', 'portfolio'],
    ['/projects/hillside-loft', 'project'],
    ['/projects', 'other'],
    ['/projects/a/b', 'other'],
    ['/blog', 'journal'],
    ['/blog/warm-minimalism', 'post'],
    ['/blog/a/b', 'other'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/book', 'book'],
    ['/book/initial-consultation', 'book'],
    ['/book/confirmed/abc', 'book'],
    ['/sitemap.xml', 'other'],
    ['/admin', 'other'],
  ] as const)('%s is %s', (path, template) => {
    expect(templateOfPath(path)).toBe(template);
  });
});

describe('the path is normalised', () => {
  it('drops the query string and the fragment, which can name a person', () => {
    expect(normalisePath('/contact?email=ada@example.com#form')).toBe('/contact');
    expect(normalisePath('/blog#comments')).toBe('/blog');
  });

  it('folds repeated and trailing slashes, but keeps the home page', () => {
    expect(normalisePath('/projects//hillside-loft/')).toBe('/projects/hillside-loft');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/?utm_source=x')).toBe('/');
  });

  it('keeps at most 300 characters, never half a character', () => {
    expect(normalisePath(`/${'a'.repeat(400)}`)).toHaveLength(300);
    const emoji = normalisePath(`/${'😀'.repeat(400)}`);
    expect(Array.from(emoji)).toHaveLength(300);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});

describe('the referrer keeps only an external host', () => {
  it('keeps the host of another site, lower case and without www', () => {
    expect(referrerHost('https://www.Google.com/search?q=ada+park', SITE)).toBe('google.com');
    expect(referrerHost('http://news.example.org:8080/a/b', SITE)).toBe('news.example.org');
  });

  it('treats the studio’s own site (www or not) as no source', () => {
    expect(referrerHost('https://studio.example/portfolio', SITE)).toBeNull();
    expect(referrerHost('https://www.studio.example/', SITE)).toBeNull();
  });

  it('ignores what is not a web address, and nothing', () => {
    expect(referrerHost('android-app://com.google.android.gm/', SITE)).toBeNull();
    expect(referrerHost('not a url', SITE)).toBeNull();
    expect(referrerHost('', SITE)).toBeNull();
    expect(referrerHost(undefined, SITE)).toBeNull();
  });
});

describe('UTM parameters are clipped, not refused', () => {
  it('cuts each value to 100 characters and trims it', () => {
    expect(clipUtmValue(`  ${'x'.repeat(150)}  `)).toBe('x'.repeat(100));
    expect(clipUtmValue('  spring-sale ')).toBe('spring-sale');
  });

  it('drops control characters and lone surrogates; empty is null', () => {
    expect(clipUtmValue('news\u0000letter\n')).toBe('newsletter');
    expect(clipUtmValue('a\uD800b')).toBe('ab');
    expect(clipUtmValue('   ')).toBeNull();
    expect(clipUtmValue(undefined)).toBeNull();
  });

  it('never cuts a character in two', () => {
    const clipped = clipUtmValue('🏠'.repeat(120)) ?? '';
    expect(Array.from(clipped)).toHaveLength(100);
  });

  it('gives every field, null when not sent', () => {
    expect(clipUtm({ source: 'newsletter', campaign: 'Spring' })).toEqual({
      source: 'newsletter',
      medium: null,
      campaign: 'Spring',
      term: null,
      content: null,
    });
    expect(clipUtm(undefined)).toEqual({ source: null, medium: null, campaign: null, term: null, content: null });
  });
});

describe('the wire format', () => {
  const pageview = { visit: 'abcDEF123456_-', kind: 'pageview', path: '/', screen: 'phone' };

  it('accepts a page view and a vitals beacon', () => {
    expect(BeaconSchema.safeParse(pageview).success).toBe(true);
    expect(BeaconSchema.safeParse({ ...pageview, kind: 'vitals', metrics: { LCP: 1800.5, CLS: 0.02 } }).success).toBe(
      true,
    );
  });

  it('refuses a bad visit id, path, screen, kind, or vitals without a metric', () => {
    for (const bad of [
      { ...pageview, visit: 'short' },
      { ...pageview, visit: 'has spaces in it!' },
      { ...pageview, path: 'no-slash' },
      { ...pageview, path: '//evil.example/' },
      { ...pageview, screen: 'watch' },
      { ...pageview, kind: 'click' },
      { ...pageview, kind: 'vitals', metrics: {} },
      { ...pageview, kind: 'vitals', metrics: { LCP: -1 } },
    ]) {
      expect(BeaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
