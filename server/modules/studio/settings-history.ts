import { eq } from 'drizzle-orm';
import { type Snapshot, STUDIO_SETTINGS_ID } from '#shared/admin/history.ts';
import { defaultImageUrl } from '#shared/media.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { media, siteSettings } from '../../platform/db/schema/index.ts';
import type { EditableEntity } from '../../platform/history/edit-history.ts';

export type SettingsRow = typeof siteSettings.$inferSelect;
export interface PortraitRow {
  hash: string;
  width: number;
  height: number;
  color: string;
}

/** The record's row with its portrait's image facts (null without one); null before the first save. */
export async function readSettingsRow(db: DbOrTx): Promise<{ row: SettingsRow; portrait: PortraitRow | null } | null> {
  const [found] = await db
    .select({
      row: siteSettings,
      portrait: { hash: media.hash, width: media.width, height: media.height, color: media.color },
    })
    .from(siteSettings)
    .leftJoin(media, eq(media.id, siteSettings.designerPortraitId))
    .where(eq(siteSettings.id, STUDIO_SETTINGS_ID))
    .limit(1);
  return found ?? null;
}

/**
 * The studio settings' kept state (issue 29): the whole record as the settings PUT takes it
 * (`StudioSettingsInput`, the portrait as its media URL), so a restore is that save again — with
 * its rules, D14 as amended included: an editor cannot restore a state whose admin-only fields
 * differ from today's.
 */
export const settingsHistory: EditableEntity = {
  entity: 'studioSettings',
  table: siteSettings,
  async snapshot(tx: Transaction, _id: number): Promise<Snapshot | null> {
    const found = await readSettingsRow(tx);
    if (!found) return null;
    const { row, portrait } = found;
    return {
      studioName: row.studioName,
      tagline: row.tagline,
      email: row.email,
      notificationEmail: row.notificationEmail,
      phone: row.phone,
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country,
      hours: row.hours.map((day) => ({ day: day.day, opens: day.opens, closes: day.closes })),
      socials: {
        instagram: row.socials.instagram,
        pinterest: row.socials.pinterest,
        houzz: row.socials.houzz,
        facebook: row.socials.facebook,
      },
      services: row.services.map((service) => ({ title: service.title, description: service.description })),
      footerServices: row.footerServices,
      yearsExperience: row.yearsExperience,
      replyWithinBusinessDays: row.replyWithinBusinessDays,
      designerName: row.designerName,
      designerTitle: row.designerTitle,
      designerPortrait: portrait ? defaultImageUrl(portrait) : null,
      bioShort: row.bioShort,
      bio: row.bio,
      story: row.story,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      consentMode: row.consentMode,
      timeZone: row.timeZone,
      sendWindow: { days: row.sendWindow.days, start: row.sendWindow.start, end: row.sendWindow.end },
    };
  },
  // The settings are the site's own facts: every saved state was public.
  isPublished: () => true,
};
