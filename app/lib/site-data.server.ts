/**
 * The bridge from route loaders to server services: the only app/ module allowed to import
 * server/ (its `.server` suffix keeps it out of browser bundles).
 */
import type { RouterContextProvider } from 'react-router';
import { listPublishedPosts } from '#server/services/blog.service.ts';
import { listBannerImages, listFeaturedProjects } from '#server/services/projects.service.ts';
import { getSiteSettings } from '#server/services/settings.service.ts';
import { getStudioStats } from '#server/services/stats.service.ts';
import { listTestimonials } from '#server/services/testimonials.service.ts';
import { appContext } from '#server/ssr/app-context.ts';

type Context = Readonly<RouterContextProvider>;

const dbOf = (context: Context) => context.get(appContext).db;

export async function loadSiteLayout(context: Context) {
  return { settings: await getSiteSettings(dbOf(context)), publicUrl: context.get(appContext).publicUrl };
}

export async function loadHome(context: Context) {
  const db = dbOf(context);
  const [banner, featured, posts, testimonials, stats] = await Promise.all([
    listBannerImages(db),
    listFeaturedProjects(db),
    listPublishedPosts(db, { limit: 3 }),
    listTestimonials(db),
    getStudioStats(db),
  ]);
  return { banner, featured, posts, testimonials, stats };
}

export async function loadAbout(context: Context) {
  const db = dbOf(context);
  const [testimonials, stats] = await Promise.all([listTestimonials(db), getStudioStats(db)]);
  return { testimonials, stats };
}
