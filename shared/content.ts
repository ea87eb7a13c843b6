import { BLOG_STATUSES } from './admin/content.ts';
import { IsoInstant } from './api/common.ts';
import type { OpeningHours, ServiceCard, SocialLinks } from './settings.ts';
import { z } from './zod.ts';

/**
 * Shapes of the public read API (public site §7) and of the page loaders: one zod schema each, the
 * answer the routes are documented and tested with (shared/api/content.ts), and its type inferred
 * from it. Only types are imported from here by the public pages, so zod stays out of their code.
 */

/**
 * An image as the pages draw it (`ImageRef` of shared/media.ts is this schema's type: media.ts is
 * imported by every public page, so the schema lives here and zod stays out of their code).
 */
export const ImageRefSchema = z.strictObject({
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** average colour, painted behind the image while it loads */
  color: z.string(),
});

/** D23: the point every crop of an image keeps in view, in percent of its width and height. */
export const FocalPointSchema = z.strictObject({ focalX: z.number(), focalY: z.number() });
export type FocalPoint = z.output<typeof FocalPointSchema>;

export const ProjectImageSchema = z.strictObject({
  ...ImageRefSchema.shape,
  ...FocalPointSchema.shape,
  id: z.number().int(),
  url: z.string(),
  inBanner: z.boolean(),
});
export type ProjectImage = z.output<typeof ProjectImageSchema>;

export const ProjectSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  category: z.string(),
  style: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  /** D5: true exactly when at least one image is selected for the banner */
  inBanner: z.boolean(),
  inLookbook: z.boolean(),
  /** issue 29: shown on the public site; false is a draft only the admin and preview links show */
  published: z.boolean(),
  /** the spec's list of image URLs */
  images: z.array(z.string()),
  bannerImages: z.array(z.string()),
  /** the same images with what a responsive <picture> needs */
  gallery: z.array(ProjectImageSchema),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
  /** issue 29: the number of its newest revision; an edit form sends it back with the save */
  version: z.number().int(),
});
export type Project = z.output<typeof ProjectSchema>;
export const ProjectListSchema = z.array(ProjectSchema);

export const RelatedProjectSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  cover: ProjectImageSchema.nullable(),
});
export type RelatedProject = z.output<typeof RelatedProjectSchema>;
export const RelatedProjectListSchema = z.array(RelatedProjectSchema);

/** The home page banner's images (D5): their URLs, in project order. */
export const ImageUrlListSchema = z.array(z.string());

export const BlogPostSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  featuredImageRef: ImageRefSchema.nullable(),
  /** the alt text the editor typed for the featured image; '' means "the title" (what featuredImageRef.alt then holds) */
  featuredImageAlt: z.string(),
  /** minutes, ceil(words / 200), at least 1 (D2) */
  readTime: z.number().int().min(1),
  /** the spec's flag: status === 'published' */
  published: z.boolean(),
  /** D24; anonymous callers only ever see 'published' (staff see all three) */
  status: z.enum(BLOG_STATUSES),
  /** when it was or will be published (scheduled: the time the job publishes it); a draft may keep one */
  publishedAt: IsoInstant.nullable(),
  featured: z.boolean(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
  /** issue 29: the number of its newest revision; an edit form sends it back with the save */
  version: z.number().int(),
});
export type BlogPost = z.output<typeof BlogPostSchema>;
export const BlogPostListSchema = z.array(BlogPostSchema);

export const TestimonialSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  project: z.string().nullable(),
  /** the portfolio project it names, if any (the text in `project` stays when that project is deleted, D25) */
  projectId: z.number().int().nullable(),
  projectSlug: z.string().nullable(),
  featured: z.boolean(),
  /** issue 29: the number of its newest revision; an edit form sends it back with the save */
  version: z.number().int(),
});
export type Testimonial = z.output<typeof TestimonialSchema>;
export const TestimonialListSchema = z.array(TestimonialSchema);

export interface SiteSettings {
  studioName: string;
  tagline: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  hours: OpeningHours[];
  socials: SocialLinks;
  services: ServiceCard[];
  footerServices: string[];
  yearsExperience: number;
  /** the one promise about the reply time, 1–5 business days (shared/reply-promise.ts) */
  replyWithinBusinessDays: number;
  designerName: string;
  designerTitle: string;
  /** the designer's photo on the about page (alt: the designer's name); null until one is uploaded */
  designerPortrait: z.output<typeof ImageRefSchema> | null;
  bioShort: string;
  bio: string;
  story: string;
  seoTitle: string;
  seoDescription: string;
}

/** D6: live counts, the average testimonial rating, years of experience from settings. */
export interface StudioStats {
  /** published projects */
  projects: number;
  /** clients who left a testimonial (the spec counts the testimonial list) */
  clients: number;
  /** average testimonial rating, one decimal; null without testimonials */
  rating: number | null;
  yearsExperience: number;
}
