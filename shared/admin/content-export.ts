import type { FormOptionFieldType } from '../form-options.ts';
import { z } from '../zod.ts';
import { BLOG_STATUSES } from './content.ts';

/**
 * The content export (GET /api/admin/content-export, docs/operations.md): the studio's own content
 * as one readable JSON file, to keep or to take to another system. Unlike a backup (ADR 012) it
 * holds no leads, staff accounts, sessions, e-mail settings or secrets, and no image bytes: images
 * are named by their public URL and media id.
 *
 * These schemas are the file's documentation. They are strict, so a column that reaches the file
 * without being added here fails the tests, and a change of shape gets a new `formatVersion`.
 * Lists are in the studio's order (the admin's drag and drop); times are ISO 8601 in UTC.
 */

export const CONTENT_EXPORT_FORMAT = 'atelier-content';
export const CONTENT_EXPORT_VERSION = 1;

const instant = z.iso.datetime();
const weekday = z.number().int().min(0).max(6);

/** An image as the public site serves it: the largest JPEG it offers, and the media id it is stored as. */
export const ExportedImageSchema = z.strictObject({
  mediaId: z.uuid(),
  /** absolute URL of the largest JPEG the site serves of this image (at most 1920 px wide) */
  url: z.url(),
  /** the stored original's size in pixels */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

export const ExportedProjectImageSchema = ExportedImageSchema.extend({
  /** chosen for the home page's banner (D5) */
  inBanner: z.boolean(),
  /** D23: the point every crop keeps in view, in percent of width and height */
  focalX: z.number().int().min(0).max(100),
  focalY: z.number().int().min(0).max(100),
});

export const ExportedProjectSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  /** earlier addresses that now redirect to this one (D3) */
  formerSlugs: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** values of the projectCategory and projectStyle option lists */
  category: z.string(),
  style: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  featured: z.boolean(),
  inLookbook: z.boolean(),
  /** the gallery in its order; the first is the cover */
  images: z.array(ExportedProjectImageSchema),
  createdAt: instant,
  updatedAt: instant,
});

export const ExportedBlogPostSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  formerSlugs: z.array(z.string()),
  title: z.string(),
  excerpt: z.string(),
  /** the text as written in the admin */
  content: z.string(),
  /** a value of the blogCategory option list */
  category: z.string(),
  tags: z.array(z.string()),
  /** D24: only 'published' posts are on the site; 'scheduled' ones go out at `publishedAt` */
  status: z.enum(BLOG_STATUSES),
  publishedAt: instant.nullable(),
  featured: z.boolean(),
  featuredImage: ExportedImageSchema.nullable(),
  createdAt: instant,
  updatedAt: instant,
});

export const ExportedTestimonialSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  /** the project as the client named it */
  project: z.string().nullable(),
  /** the portfolio project it links to (an `id` in `projects`), if any */
  projectId: z.number().int().nullable(),
  featured: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

export const ExportedFormOptionSchema = z.strictObject({
  value: z.string(),
  label: z.string(),
  /** an inactive option is no longer offered by the forms; stored items may still hold it (D1) */
  active: z.boolean(),
});

const optionList = z.array(ExportedFormOptionSchema);

/** What the public site says about the studio (D6); private settings (notifications, e-mail sending) stay out. */
export const ExportedStudioSchema = z.strictObject({
  studioName: z.string(),
  tagline: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  hours: z.array(z.strictObject({ day: weekday, opens: z.string().nullable(), closes: z.string().nullable() })),
  socials: z.strictObject({
    instagram: z.string().nullable(),
    pinterest: z.string().nullable(),
    houzz: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
  services: z.array(z.strictObject({ title: z.string(), description: z.string() })),
  footerServices: z.array(z.string()),
  yearsExperience: z.number().int(),
  designerName: z.string(),
  designerTitle: z.string(),
  designerPortrait: ExportedImageSchema.nullable(),
  bioShort: z.string(),
  bio: z.string(),
  story: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});

export const ContentExportSchema = z.strictObject({
  format: z.literal(CONTENT_EXPORT_FORMAT),
  formatVersion: z.literal(CONTENT_EXPORT_VERSION),
  exportedAt: instant,
  /** the site's public address, which the image URLs start with */
  site: z.url(),
  studio: ExportedStudioSchema,
  projects: z.array(ExportedProjectSchema),
  blogPosts: z.array(ExportedBlogPostSchema),
  testimonials: z.array(ExportedTestimonialSchema),
  /** the five pick lists (D1), each in its order */
  formOptions: z.strictObject({
    projectType: optionList,
    budget: optionList,
    projectCategory: optionList,
    projectStyle: optionList,
    blogCategory: optionList,
  } satisfies Record<FormOptionFieldType, typeof optionList>),
});

export type ExportedImage = z.infer<typeof ExportedImageSchema>;
export type ExportedProjectImage = z.infer<typeof ExportedProjectImageSchema>;
export type ExportedProject = z.infer<typeof ExportedProjectSchema>;
export type ExportedBlogPost = z.infer<typeof ExportedBlogPostSchema>;
export type ExportedTestimonial = z.infer<typeof ExportedTestimonialSchema>;
export type ExportedFormOption = z.infer<typeof ExportedFormOptionSchema>;
export type ExportedStudio = z.infer<typeof ExportedStudioSchema>;
export type ContentExport = z.infer<typeof ContentExportSchema>;
