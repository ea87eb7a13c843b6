import { z } from 'zod';
import type { AdminFormOption, UploadedImage } from '#shared/admin/content.ts';
import { BLOG_STATUSES, FORM_OPTION_FIELD_TYPES } from '#shared/admin/content.ts';
import { IsoInstant } from '#shared/api/common.ts';
import type { BlogPost, FormOption, Project, RelatedProject, Testimonial } from '#shared/content.ts';
import { describes } from './describes.ts';

/** The answers of the content routes: projects, posts, testimonials, pick lists, uploads. */

const ImageRefSchema = z.strictObject({
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  color: z.string(),
});

const ProjectImageSchema = z.strictObject({
  ...ImageRefSchema.shape,
  focalX: z.number(),
  focalY: z.number(),
  id: z.number().int(),
  url: z.string(),
  inBanner: z.boolean(),
});

export const ProjectSchema = describes<Project>()(
  z.strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    category: z.string(),
    style: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    inBanner: z.boolean(),
    inLookbook: z.boolean(),
    images: z.array(z.string()),
    bannerImages: z.array(z.string()),
    gallery: z.array(ProjectImageSchema),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
  }),
);
export const ProjectListSchema = z.array(ProjectSchema);

export const RelatedProjectListSchema = z.array(
  describes<RelatedProject>()(
    z.strictObject({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      location: z.string(),
      images: z.array(z.string()),
      tags: z.array(z.string()),
      cover: ProjectImageSchema.nullable(),
    }),
  ),
);

export const ImageUrlListSchema = z.array(z.string());

export const BlogPostSchema = describes<BlogPost>()(
  z.strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    featuredImage: z.string().nullable(),
    featuredImageRef: ImageRefSchema.nullable(),
    featuredImageAlt: z.string(),
    readTime: z.number().int().min(1),
    published: z.boolean(),
    status: z.enum(BLOG_STATUSES),
    publishedAt: IsoInstant.nullable(),
    featured: z.boolean(),
    createdAt: IsoInstant,
    updatedAt: IsoInstant,
  }),
);
export const BlogPostListSchema = z.array(BlogPostSchema);

export const TestimonialSchema = describes<Testimonial>()(
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    content: z.string(),
    rating: z.number().int().min(1).max(5),
    project: z.string().nullable(),
    projectId: z.number().int().nullable(),
    projectSlug: z.string().nullable(),
    featured: z.boolean(),
  }),
);
export const TestimonialListSchema = z.array(TestimonialSchema);

export const FormOptionListSchema = z.array(
  describes<FormOption>()(z.strictObject({ id: z.number().int(), value: z.string(), label: z.string() })),
);

export const AdminFormOptionSchema = describes<AdminFormOption>()(
  z.strictObject({
    id: z.number().int(),
    fieldType: z.enum(FORM_OPTION_FIELD_TYPES),
    value: z.string(),
    label: z.string(),
    active: z.boolean(),
    order: z.number().int(),
    usage: z.number().int().min(0),
  }),
);
export const AdminFormOptionListSchema = z.array(AdminFormOptionSchema);

export const UploadedImageSchema = describes<UploadedImage>()(
  z.strictObject({
    url: z.string(),
    hash: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    color: z.string(),
  }),
);
