import { avg, count, eq } from 'drizzle-orm';
import type { StudioStats } from '#shared/content.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { projects, siteSettings, testimonials } from '../../platform/db/schema/index.ts';

/** D6: live counts, the average rating, and years of experience from settings. */
export async function getStudioStats(db: DbOrTx): Promise<StudioStats> {
  const [[work], [reviews], [settings]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.published, true)),
    db.select({ n: count(), rating: avg(testimonials.rating) }).from(testimonials),
    db.select({ years: siteSettings.yearsExperience }).from(siteSettings).limit(1),
  ]);
  const rating = reviews?.rating == null ? null : Math.round(Number(reviews.rating) * 10) / 10;
  return {
    projects: Number(work?.n ?? 0),
    clients: Number(reviews?.n ?? 0),
    rating,
    yearsExperience: settings?.years ?? 0,
  };
}
