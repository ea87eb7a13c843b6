/**
 * The content module's public entry (issue 26): projects, blog posts and testimonials — their
 * reads for pages, their routes, the scheduled publishing job. Everything else in
 * server/modules/content is internal.
 */
export { blogRoutes } from './blog.routes.ts';
export { getPublishedPostBySlug, listPublishedPosts } from './blog.service.ts';
export { contentExportRoutes } from './content-export.routes.ts';
export { contentListRoutes } from './content-lists.routes.ts';
export { projectRoutes } from './projects.routes.ts';
export {
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from './projects.service.ts';
export { registerPublishingJobs } from './publish-scheduled-posts.ts';
export { listSitemapEntries } from './sitemap.service.ts';
export { testimonialRoutes } from './testimonials.routes.ts';
export { listTestimonials } from './testimonials.service.ts';
