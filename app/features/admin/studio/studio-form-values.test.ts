import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the demo studio is the realistic record to round-trip
import { demoStudio } from '#server/seed/content/studio.ts';
import { type StudioSettings, StudioSettingsSchema } from '#shared/admin/studio.ts';
import { problemFromIssue } from '#shared/api/errors.ts';
import { DEFAULT_SEND_WINDOW, DEFAULT_TIME_ZONE } from '#shared/settings.ts';
import { loadErrorTexts, problemText } from '../shared/errors/error-text.ts';
import { adminI18n } from '../shared/i18n/i18n.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import type { studioText } from './messages.ts';
import { formFieldOf, studioSaveInput, toFormValues, toSettingsInput } from './studio-form-values.ts';
import { timeZoneGroups, timeZoneLabel } from './time-zones.ts';
import { weekdayName } from './weekday-names.ts';

const demo: StudioSettings = {
  ...demoStudio,
  designerPortrait: '/media/0123456789abcdef0123/1280.jpg',
  consentMode: 'explicit',
  timeZone: DEFAULT_TIME_ZONE,
  sendWindow: DEFAULT_SEND_WINDOW,
  updatedAt: '2026-01-05T10:00:00.000Z',
  version: 1,
};

function _translator(language: 'en' | 'es' | 'fr'): Translate<typeof studioText.en> {
  const t = adminI18n.getFixedT(language, 'studio');
  return (key, values) => t(key, values ?? {}) as string;
}

describe('the settings form’s values', () => {
  it('give back exactly the record they were made from, which the shared schema accepts', () => {
    const input = toSettingsInput(toFormValues(demo), demo);
    const parsed = StudioSettingsSchema.parse(input);
    const { updatedAt: _, version: __, ...record } = demo;
    expect(parsed).toEqual({ ...record, hours: [...demo.hours].sort((a, b) => a.day - b.day) });
  });

  it('hold one row a day, a day without hours as closed, and socials as text', () => {
    const values = toFormValues({ ...demo, hours: [{ day: 2, opens: '08:30', closes: '12:00' }] });
    expect(values.hours).toHaveLength(7);
    expect(values.hours[2]).toEqual({ closed: false, opens: '08:30', closes: '12:00' });
    expect(values.hours[0]).toEqual({ closed: true, opens: '', closes: '' });
    expect(values.socials.houzz).toBe('');
    const input = toSettingsInput(values, demo);
    expect(input.hours).toEqual([
      { day: 0, opens: null, closes: null },
      { day: 1, opens: null, closes: null },
      { day: 2, opens: '08:30', closes: '12:00' },
      { day: 3, opens: null, closes: null },
      { day: 4, opens: null, closes: null },
      { day: 5, opens: null, closes: null },
      { day: 6, opens: null, closes: null },
    ]);
    expect(StudioSettingsSchema.parse(input).socials.houzz).toBeNull();
  });

  it('keep "no hours" for a studio that never gave any and left every day closed', () => {
    const blank = { ...demo, hours: [] };
    expect(toSettingsInput(toFormValues(blank), blank).hours).toEqual([]);
  });

  it('refuse a number of years that is not whole, beside that field', () => {
    const values = { ...toFormValues(demo), yearsExperience: '12.5' };
    const result = StudioSettingsSchema.safeParse(toSettingsInput(values, demo));
    expect(result.error?.issues.map((issue) => formFieldOf(issue.path))).toEqual(['yearsExperience']);
  });

  it('name the form field of every schema path, the footer list’s included', () => {
    expect(formFieldOf(['footerServices', 2])).toBe('footerServices.2.name');
    expect(formFieldOf('footerServices.0')).toBe('footerServices.0.name');
    expect(formFieldOf('footerServices')).toBe('footerServices');
    expect(formFieldOf(['hours', 3, 'closes'])).toBe('hours.3.closes');
    expect(formFieldOf('sendWindow.end')).toBe('sendWindow.end');
  });
});

describe('the studio form’s problems, by code', () => {
  it('gives every problem of a broken record a code the admin translates', async () => {
    await loadErrorTexts('es');
    const broken = {
      ...toFormValues(demo),
      studioName: '',
      email: 'not an address',
      socials: { ...toFormValues(demo).socials, facebook: 'http://facebook.com/x' },
      seoTitle: 'x'.repeat(71),
      sendWindow: { days: [], start: '18:00', end: '09:00' },
    };
    broken.hours[1] = { closed: false, opens: '17:00', closes: '09:00' };
    const result = StudioSettingsSchema.safeParse(toSettingsInput(broken, demo));
    const issues = result.error?.issues ?? [];
    expect(issues.length).toBeGreaterThanOrEqual(6);
    for (const issue of issues) {
      const found = problemFromIssue(issue);
      expect(found.code, issue.message).not.toBe('invalid_value');
      expect(problemText(found, { language: 'es' }), issue.message).not.toBe(issue.message);
      expect(problemText(found, { language: 'en' })).toBe(issue.message);
    }
  });
});

describe('time zones and weekdays', () => {
  it('offer the browser’s zones grouped by region, always with the current one', () => {
    const groups = timeZoneGroups('Mars/Olympus_Mons');
    const zones = groups.flatMap((group) => group.zones);
    expect(zones).toContain('America/Los_Angeles');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect(groups.find((group) => group.region === 'Europe')?.zones).toContain('Europe/Paris');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });

  it('name the days in the admin’s language, capitalised', () => {
    expect(weekdayName('en', 1)).toBe('Monday');
    expect(weekdayName('es', 0)).toBe('Domingo');
    expect(weekdayName('fr', 6, 'short')).toBe('Sam.');
  });
});

describe('the settings’ save (issue 29)', () => {
  it('carries the version the page started from, which the shared schema accepts', () => {
    const input = StudioSettingsSchema.parse(studioSaveInput(toFormValues(demo), demo, 6));
    expect(input.version).toBe(6);
    expect(input.studioName).toBe(demo.studioName);
  });
});
