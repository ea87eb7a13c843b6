import { describe, expect, it } from 'vitest';
import { rateMetric } from '#shared/admin/analytics.ts';
import {
  changeDirection,
  formatMetric,
  formatPercent,
  percentChange,
  presetOf,
  presetRange,
  RATING_KEY,
  rangeFromSearch,
  studioToday,
  thresholdsText,
} from './analytics-figures.ts';
import { messages } from './messages.ts';

describe('the ranges the Analytics tab offers, in the studio’s days', () => {
  it('"today" is the studio’s calendar day, whichever zone the browser is in', () => {
    // 03:00 UTC on the 29th is still the evening of the 28th in Los Angeles, already the 29th in Paris.
    const now = new Date('2026-11-29T03:00:00Z');
    expect(studioToday(now, 'America/Los_Angeles')).toBe('2026-11-28');
    expect(studioToday(now, 'Europe/Paris')).toBe('2026-11-29');
    expect(studioToday(new Date('2026-11-29T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-30');
  });

  it('the last 7, 30 and 90 days end today and count today as one of them', () => {
    expect(presetRange('7d', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('30d', '2026-11-29')).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetRange('90d', '2026-03-01')).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });

  it('the last 12 months start the day after the same date a year ago', () => {
    expect(presetRange('12m', '2026-11-29')).toEqual({ from: '2025-11-30', to: '2026-11-29' });
    expect(presetRange('12m', '2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
    // A leap day a year on is the 28th of February.
    expect(presetRange('12m', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('a range from the address is recognised as its preset, or else is custom', () => {
    expect(presetOf({ from: '2026-11-23', to: '2026-11-29' }, '2026-11-29')).toBe('7d');
    expect(presetOf({ from: '2025-11-30', to: '2026-11-29' }, '2026-11-29')).toBe('12m');
    // Yesterday's "last 7 days" is a custom range today.
    expect(presetOf({ from: '2026-11-22', to: '2026-11-28' }, '2026-11-29')).toBe('custom');
  });

  it('reads ?from&to as given, even backwards (the server says why it cannot), and the last 30 days without them', () => {
    const today = '2026-11-29';
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-01&to=2026-01-01'), today)).toEqual({
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
    });
  });
});

describe('the change against the previous period', () => {
  it('is the difference as a share of the previous figure', () => {
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(7, 7)).toBe(0);
  });

  it('has no percentage when the previous period had none', () => {
    expect(percentChange(12, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(changeDirection(null)).toBe('none');
  });

  it('says up, down or unchanged as the rounded figure shows it', () => {
    expect(changeDirection(25)).toBe('up');
    expect(changeDirection(-75)).toBe('down');
    expect(changeDirection(0.4)).toBe('same');
  });

  it('is written in the admin’s language, without a sign (the words say which way)', () => {
    expect(formatPercent('en', 25)).toBe('25%');
    expect(formatPercent('en', -1234.4)).toBe('1,234%');
    expect(formatPercent('fr', 25)).toMatch(/^25\s%$/);
    expect(formatPercent('es', 25)).toMatch(/^25\s%$/);
  });
});

describe('page speed: the figures and their ratings', () => {
  it('rates at the thresholds: at most good is good, above poor is poor', () => {
    expect(rateMetric('LCP', 2500)).toBe('good');
    expect(rateMetric('LCP', 2501)).toBe('needs-improvement');
    expect(rateMetric('INP', 500)).toBe('needs-improvement');
    expect(rateMetric('CLS', 0.26)).toBe('poor');
  });

  it('names each rating in words in all three languages', () => {
    const words = (language: 'en' | 'es' | 'fr') => Object.values(RATING_KEY).map((key) => messages[language][key]);
    expect(words('en')).toEqual(['Good', 'Needs improvement', 'Poor']);
    expect(words('es')).toEqual(['Bueno', 'Mejorable', 'Deficiente']);
    expect(words('fr')).toEqual(['Bon', 'À améliorer', 'Mauvais']);
  });

  it('writes times in milliseconds under a second, seconds above, and CLS as a score', () => {
    expect(formatMetric('en', 'INP', 180)).toBe('180 ms');
    expect(formatMetric('en', 'LCP', 2640)).toBe('2.6 sec');
    expect(formatMetric('en', 'LCP', 4000)).toBe('4.0 sec');
    expect(formatMetric('fr', 'LCP', 2640)).toMatch(/^2,6\ss$/);
    expect(formatMetric('en', 'CLS', 0.051)).toBe('0.05');
    expect(thresholdsText('en', 'TTFB')).toEqual({ good: '800 ms', poor: '1.8 sec' });
  });
});
