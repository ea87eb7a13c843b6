import {
  CreateBlogPostSchema,
  CreateProjectSchema,
  CreateTestimonialSchema,
  ReorderSchema,
  SetBannerImagesSchema,
  UpdateBlogPostSchema,
  UpdateProjectSchema,
  UpdateTestimonialSchema,
} from '../admin/content.ts';
import { ContentExportSchema } from '../admin/content-export.ts';
import {
  PostListQuerySchema,
  PostPageSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  ProjectSummaryListSchema,
  ProjectTitleListSchema,
} from '../admin/content-lists.ts';
import { ProjectReorderResultSchema, ProjectWriteResultSchema } from '../admin/showcase.ts';
import {
  BlogPostListSchema,
  BlogPostSchema,
  ImageUrlListSchema,
  ProjectListSchema,
  ProjectSchema,
  RelatedProjectListSchema,
  TestimonialListSchema,
  TestimonialSchema,
} from '../content.ts';
import { z } from '../zod.ts';
import { IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** `:slug`: an item's address; an unknown one is the item's 404, a renamed one a 301. */
export const SlugParamsSchema = z.object({ slug: z.string().meta({ description: 'the item’s address' }) });

/** `:category` of the blog's category list; an unknown category is an empty list. */
export const CategoryParamsSchema = z.object({ category: z.string() });

/**
 * The portfolio (public site §7, admin area §7; D3, D5, D19): public reads, and the writes of
 * `content.write`. The fixed paths come before `/projects/:id`.
 */
export const projectsApi = {
  list: endpoint({ method: 'GET', path: '/projects', response: { status: 200, schema: ProjectListSchema } }),
  featured: endpoint({
    method: 'GET',
    path: '/projects/featured',
    response: { status: 200, schema: ProjectListSchema },
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/projects/slug/:slug',
    params: SlugParamsSchema,
    response: { status: 200, schema: ProjectSchema },
  }),
  related: endpoint({
    method: 'GET',
    path: '/projects/:id/related',
    params: IdParamsSchema,
    response: { status: 200, schema: RelatedProjectListSchema },
  }),
  bannerImages: endpoint({
    method: 'GET',
    path: '/banner/images',
    response: { status: 200, schema: ImageUrlListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects',
    body: CreateProjectSchema,
    response: { status: 201, schema: ProjectSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/projects/:id',
    params: IdParamsSchema,
    body: UpdateProjectSchema,
    response: { status: 200, schema: ProjectWriteResultSchema },
  }),
  setBannerImages: endpoint({
    method: 'PUT',
    path: '/projects/:id',
    params: IdParamsSchema,
    body: SetBannerImagesSchema,
    response: { status: 200, schema: ProjectWriteResultSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/project/reorder',
    body: ReorderSchema,
    response: { status: 200, schema: ProjectReorderResultSchema },
  }),
};

/** The blog (D2, D24): anonymous callers read published posts, signed-in staff every status. */
export const blogApi = {
  list: endpoint({ method: 'GET', path: '/blog', response: { status: 200, schema: BlogPostListSchema } }),
  byCategory: endpoint({
    method: 'GET',
    path: '/blog/category/:category',
    params: CategoryParamsSchema,
    response: { status: 200, schema: BlogPostListSchema },
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/blog/:slug',
    params: SlugParamsSchema,
    response: { status: 200, schema: BlogPostSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/blog',
    body: CreateBlogPostSchema,
    response: { status: 201, schema: BlogPostSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/blog/:id',
    params: IdParamsSchema,
    body: UpdateBlogPostSchema,
    response: { status: 200, schema: BlogPostSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/blog/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/blogPost/reorder',
    body: ReorderSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};

export const testimonialsApi = {
  list: endpoint({ method: 'GET', path: '/testimonials', response: { status: 200, schema: TestimonialListSchema } }),
  create: endpoint({
    method: 'POST',
    path: '/testimonials',
    body: CreateTestimonialSchema,
    response: { status: 201, schema: TestimonialSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/testimonials/:id',
    params: IdParamsSchema,
    body: UpdateTestimonialSchema,
    response: { status: 200, schema: TestimonialSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/testimonials/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/testimonial/reorder',
    body: ReorderSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};

/**
 * The admin's content lists (issue 11): the Projects and Blog Posts tabs a page at a time, and the
 * light lists of the Lookbook tab and the testimonial picker.
 */
export const contentListsApi = {
  projects: endpoint({
    method: 'GET',
    path: '/admin/projects',
    query: ProjectListQuerySchema,
    response: { status: 200, schema: ProjectPageSchema },
  }),
  posts: endpoint({
    method: 'GET',
    path: '/admin/posts',
    query: PostListQuerySchema,
    response: { status: 200, schema: PostPageSchema },
  }),
  /** issue 29: one post, any status, for its editor page (`/admin/blog/{id}`) */
  post: endpoint({
    method: 'GET',
    path: '/admin/posts/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: BlogPostSchema },
  }),
  projectSummaries: endpoint({
    method: 'GET',
    path: '/admin/project-summaries',
    response: { status: 200, schema: ProjectSummaryListSchema },
  }),
  projectTitles: endpoint({
    method: 'GET',
    path: '/admin/project-titles',
    response: { status: 200, schema: ProjectTitleListSchema },
  }),
};

/**
 * The content export (docs/operations.md): a JSON file, saved as a download (Content-Disposition);
 * its schema documents the file.
 */
export const contentExportApi = {
  download: endpoint({
    method: 'GET',
    path: '/admin/content-export',
    response: { status: 200, schema: ContentExportSchema },
  }),
};
