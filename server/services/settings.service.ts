import { eq } from 'drizzle-orm';
import type { SiteSettings } from '#shared/content.ts';
import type { DbOrTx } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';

/**
 * What a studio that has not filled in its settings yet shows (the database was created without
 * demo content). Neutral words, never another studio's facts.
 */
export const blankSiteSettings: SiteSettings = {
  studioName: 'Interior Design Studio',
  tagline: 'Creating thoughtful, elegant interiors that reflect your unique style and enhance your daily life.',
  email: '',
  phone: '',
  street: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  hours: [],
  socials: { instagram: null, pinterest: null, houzz: null, facebook: null },
  services: [],
  footerServices: ['Full Home Design', 'Room Redesign', 'Kitchen & Bath', 'Design Consultation', 'Project Management'],
  yearsExperience: 0,
  designerName: '',
  designerTitle: '',
  bioShort: '',
  bio: '',
  story: '',
  seoTitle: 'Interior Design Studio',
  seoDescription: 'A residential interior design studio.',
};

export async function getSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return blankSiteSettings;
  const { id: _id, notificationEmail: _n, consentMode: _c, updatedAt: _u, ...publicFields } = row;
  return publicFields;
}

export interface LeadSettings {
  /** where enquiries and downloads are announced; empty when the studio has not set one */
  notificationEmail: string;
  /** D9: explicit — only leads who ticked the box are enrolled in sequences; implied — every lead */
  consentMode: 'explicit' | 'implied';
}

/** The private settings lead handling needs (never sent to browsers). */
export async function getLeadSettings(db: DbOrTx): Promise<LeadSettings> {
  const [row] = await db
    .select({ notificationEmail: siteSettings.notificationEmail, consentMode: siteSettings.consentMode })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { notificationEmail: '', consentMode: 'explicit' };
}
