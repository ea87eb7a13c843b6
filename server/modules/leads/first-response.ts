import { eq } from 'drizzle-orm';
import type { BusinessCalendar } from '#shared/business-time.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingAvailability, siteSettings } from '../../platform/db/schema/index.ts';

/**
 * The studio's first-response promise as the leads module reads it (issue 27, ADR 021): its
 * opening hours, time zone and dates off (shared/business-time.ts does the counting), and how many
 * business days it promises (site_settings.reply_within_business_days).
 */
export interface FirstResponseRules {
  calendar: BusinessCalendar;
  replyWithinBusinessDays: number;
}

const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export async function getFirstResponseRules(db: DbOrTx): Promise<FirstResponseRules> {
  const [settings] = await db
    .select({
      timeZone: siteSettings.timeZone,
      hours: siteSettings.hours,
      replyWithinBusinessDays: siteSettings.replyWithinBusinessDays,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  const [availability] = await db
    .select({ datesOff: bookingAvailability.datesOff })
    .from(bookingAvailability)
    .where(eq(bookingAvailability.id, 1))
    .limit(1);
  return {
    calendar: {
      timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
      hours: settings?.hours ?? [],
      datesOff: availability?.datesOff ?? [],
    },
    replyWithinBusinessDays: settings?.replyWithinBusinessDays ?? 1,
  };
}
