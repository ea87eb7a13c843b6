/**
 * The bridge from route loaders to server services: the only app/ module allowed to import
 * server/ (its `.server` suffix keeps it out of browser bundles).
 */
import type { RouterContextProvider } from 'react-router';
import {
  listBannerImages,
  listFeaturedProjects,
  listPublishedPosts,
  listTestimonials,
} from '#server/modules/content/index.ts';
import { getSendingSettings, getSiteSettings, getStudioStats } from '#server/modules/studio/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import {
  toAboutSettings,
  toFeaturedProjectCard,
  toLayoutSettings,
  toPageImage,
  toPostCard,
  toSlideImage,
} from './page-shapes.ts';
import { studioDay } from './studio-day.server.ts';

type Context = Readonly<RouterContextProvider>;

const dbOf = (context: Context) => context.get(appContext).db;

export async function loadSiteLayout(context: Context) {
  const settings = toLayoutSettings(await getSiteSettings(dbOf(context)));
  return { settings, publicUrl: context.get(appContext).publicUrl };
}

export async function loadHome(context: Context) {
  const db = dbOf(context);
  const [settings, banner, featured, posts, testimonials, stats, { timeZone }] = await Promise.all([
    getSiteSettings(db),
    listBannerImages(db),
    listFeaturedProjects(db),
    listPublishedPosts(db, { limit: 3 }),
    listTestimonials(db),
    getStudioStats(db),
    getSendingSettings(db),
  ]);
  // A room the featured cards do not already show as their cover.
  const bioImage = featured[1]?.gallery[1] ?? featured[0]?.gallery[1];
  return {
    banner: banner.map(toSlideImage),
    featured: featured.map(toFeaturedProjectCard),
    bioShort: settings.bioShort,
    bioImage: bioImage ? toPageImage(bioImage) : null,
    posts: posts.map((post) => toPostCard(post, (iso) => studioDay(iso, timeZone))),
    testimonials,
    stats,
  };
}

export async function loadAbout(context: Context) {
  const db = dbOf(context);
  const [settings, testimonials, stats] = await Promise.all([
    getSiteSettings(db),
    listTestimonials(db),
    getStudioStats(db),
  ]);
  return { studio: toAboutSettings(settings), testimonials, stats };
}
