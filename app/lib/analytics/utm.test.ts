import { describe, expect, it } from 'vitest';
import { UTM_FIELDS } from '#shared/analytics/beacon.ts';
import { screenClass } from './screen-class.ts';
import { UTM_KEYS, utmOf } from './utm.ts';

describe('what the beacon says about an arrival', () => {
  it('names the same UTM fields as the wire format', () => {
    expect([...UTM_KEYS]).toEqual([...UTM_FIELDS]);
  });

  it('takes the five UTM parameters, trimmed and clipped, and nothing else from the query', () => {
    expect(
      utmOf(`?utm_source=instagram&utm_medium=social&utm_campaign=${'x'.repeat(150)}&ref=abc&utm_term=%20sofa%20`),
    ).toEqual({
      source: 'instagram',
      medium: 'social',
      campaign: 'x'.repeat(100),
      term: 'sofa',
    });
  });

  it('has no UTM parameters for an address without any, or with empty ones', () => {
    expect(utmOf('')).toBeUndefined();
    expect(utmOf('?utm_source=&page=2')).toBeUndefined();
  });

  it('names the screen by the site’s breakpoints', () => {
    expect([390, 767, 768, 1023, 1024, 1440].map(screenClass)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});
