/**
 * The content module's public entry (issue 26): projects, blog posts and testimonials — their
 * reads for pages, their routes, the scheduled publishing job. Everything else in
 * server/modules/content is internal.
 */
export { blogRoutes } from './blog.routes.ts';
export { getPostById, getPublishedPostBySlug, listPublishedPosts } from './blog.service.ts';
// Issue 29: each kind of item's history (its kept state) and the save a restore goes through.
export { POST_NOT_FOUND, updateBlogPost } from './blog-writes.service.ts';
export { contentExportRoutes } from './content-export.routes.ts';
export { contentListRoutes } from './content-lists.routes.ts';
export { postHistory } from './post-history.ts';
export { projectHistory } from './project-history.ts';
export { PROJECT_NOT_FOUND, updateProject } from './project-writes.service.ts';
export { projectRoutes } from './projects.routes.ts';
export {
  getProjectById,
  getPublishedProjectBySlug,
  listBannerImages,
  listFeaturedProjects,
  listPublishedProjects,
  listRelatedProjects,
} from './projects.service.ts';
export { registerPublishingJobs } from './publish-scheduled-posts.ts';
export { lookbookCoverOf } from './showcase.ts';
export { listSitemapEntries } from './sitemap.service.ts';
export { testimonialHistory } from './testimonial-history.ts';
export { TESTIMONIAL_NOT_FOUND, updateTestimonial } from './testimonial-writes.service.ts';
export { testimonialRoutes } from './testimonials.routes.ts';
export { listTestimonials } from './testimonials.service.ts';
