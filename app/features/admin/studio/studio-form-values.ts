import type { StudioSettings, StudioSettingsInput } from '#shared/admin/studio.ts';
import type { OpeningHours, SocialLinks } from '#shared/settings.ts';

export type Weekday = OpeningHours['day'];
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
/** The week as a studio reads it: Monday first. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
export const SOCIAL_NETWORKS = ['instagram', 'pinterest', 'houzz', 'facebook'] as const satisfies ReadonlyArray<
  keyof SocialLinks
>;

export interface HoursRow {
  closed: boolean;
  /** "09:00"; '' when closed */
  opens: string;
  closes: string;
}

/**
 * The settings as the form edits them: every text as typed, one row per weekday (index = day,
 * 0 = Sunday, as the record stores them), socials as text ('' = none), the number as typed.
 */
export interface StudioFormValues {
  studioName: string;
  tagline: string;
  yearsExperience: string;
  /** "1"–"5", as the select holds it */
  replyWithinBusinessDays: string;
  email: string;
  phone: string;
  notificationEmail: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  hours: HoursRow[];
  socials: Record<keyof SocialLinks, string>;
  services: Array<{ title: string; description: string }>;
  /** objects, because react-hook-form's field arrays hold objects */
  footerServices: Array<{ name: string }>;
  designerName: string;
  designerTitle: string;
  designerPortrait: string | null;
  bioShort: string;
  bio: string;
  story: string;
  seoTitle: string;
  seoDescription: string;
  consentMode: 'explicit' | 'implied';
  timeZone: string;
  sendWindow: { days: Weekday[]; start: string; end: string };
}

export function toFormValues(settings: StudioSettings): StudioFormValues {
  const hours = WEEKDAYS.map((day): HoursRow => {
    const stored = settings.hours.find((entry) => entry.day === day);
    return stored?.opens && stored.closes
      ? { closed: false, opens: stored.opens, closes: stored.closes }
      : { closed: true, opens: '', closes: '' };
  });
  return {
    studioName: settings.studioName,
    tagline: settings.tagline,
    yearsExperience: String(settings.yearsExperience),
    replyWithinBusinessDays: String(settings.replyWithinBusinessDays),
    email: settings.email,
    phone: settings.phone,
    notificationEmail: settings.notificationEmail,
    street: settings.street,
    city: settings.city,
    region: settings.region,
    postalCode: settings.postalCode,
    country: settings.country,
    hours,
    socials: {
      instagram: settings.socials.instagram ?? '',
      pinterest: settings.socials.pinterest ?? '',
      houzz: settings.socials.houzz ?? '',
      facebook: settings.socials.facebook ?? '',
    },
    services: settings.services.map((service) => ({ ...service })),
    footerServices: settings.footerServices.map((name) => ({ name })),
    designerName: settings.designerName,
    designerTitle: settings.designerTitle,
    designerPortrait: settings.designerPortrait,
    bioShort: settings.bioShort,
    bio: settings.bio,
    story: settings.story,
    seoTitle: settings.seoTitle,
    seoDescription: settings.seoDescription,
    consentMode: settings.consentMode,
    timeZone: settings.timeZone,
    sendWindow: { days: [...settings.sendWindow.days], start: settings.sendWindow.start, end: settings.sendWindow.end },
  };
}

/**
 * What `studioApi.saveSettings` receives (before the shared schema checks it). The hours go out in
 * the record's order, one entry a day, so a schema issue at `hours.3` names the form's row 3; a
 * studio that never gave hours and left every day closed keeps "no hours" rather than seven
 * closed days. A number that is not whole stays NaN and the schema refuses it.
 */
export function toSettingsInput(
  values: StudioFormValues,
  original: StudioSettings,
): Record<Exclude<keyof StudioSettingsInput, 'version'>, unknown> {
  const everyDayClosed = values.hours.every((row) => row.closed);
  const hours =
    everyDayClosed && original.hours.length === 0
      ? []
      : values.hours.map((row, day) =>
          row.closed ? { day, opens: null, closes: null } : { day, opens: row.opens, closes: row.closes },
        );
  const years = values.yearsExperience.trim();
  return {
    studioName: values.studioName,
    tagline: values.tagline,
    yearsExperience: /^\d+$/.test(years) ? Number(years) : Number.NaN,
    replyWithinBusinessDays: Number(values.replyWithinBusinessDays),
    email: values.email,
    phone: values.phone,
    notificationEmail: values.notificationEmail,
    street: values.street,
    city: values.city,
    region: values.region,
    postalCode: values.postalCode,
    country: values.country,
    hours,
    socials: { ...values.socials },
    services: values.services.map((service) => ({ title: service.title, description: service.description })),
    footerServices: values.footerServices.map((service) => service.name),
    designerName: values.designerName,
    designerTitle: values.designerTitle,
    designerPortrait: values.designerPortrait,
    bioShort: values.bioShort,
    bio: values.bio,
    story: values.story,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    consentMode: values.consentMode,
    timeZone: values.timeZone,
    sendWindow: {
      days: [...values.sendWindow.days].sort((a, b) => a - b),
      start: values.sendWindow.start,
      end: values.sendWindow.end,
    },
  };
}

/**
 * The form field a schema or server problem belongs to: `footerServices.2` is the form's
 * `footerServices.2.name`; everything else has the same path in both.
 */
export function formFieldOf(path: ReadonlyArray<PropertyKey> | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'footerServices' && parts.length === 2) return `footerServices.${parts[1]}.name`;
  return parts.join('.');
}

/**
 * The save's input: the form's record with the `version` it started from (issue 29: a save on a
 * stale version is answered 409 `edit_conflict` instead of overwriting someone else's settings).
 */
export function studioSaveInput(values: StudioFormValues, original: StudioSettings, version: number | undefined) {
  return { ...toSettingsInput(values, original), version };
}

/** A saved settings field's name in the Conflict dialog: the studio catalogue's key of its label. */
export const STUDIO_FIELD_LABELS = {
  studioName: 'studioName',
  tagline: 'tagline',
  email: 'email',
  notificationEmail: 'notificationEmail',
  phone: 'phone',
  street: 'street',
  city: 'city',
  region: 'region',
  postalCode: 'postalCode',
  country: 'country',
  hours: 'sectionHours',
  socials: 'sectionSocial',
  services: 'sectionServices',
  footerServices: 'footerServices',
  yearsExperience: 'yearsExperience',
  replyWithinBusinessDays: 'replyWithin',
  designerName: 'designerName',
  designerTitle: 'designerTitle',
  designerPortrait: 'portrait',
  bioShort: 'bioShort',
  bio: 'bio',
  story: 'story',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  consentMode: 'consentMode',
  timeZone: 'timeZone',
  sendWindow: 'sendWindow',
} as const;
