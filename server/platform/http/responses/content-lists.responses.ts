import { z } from 'zod';
import type { ContentPage, ProjectSummary, ProjectTitle } from '#shared/admin/content-lists.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { BlogPostSchema, ProjectSchema } from './content.responses.ts';
import { describes } from './describes.ts';

/** One page of an admin content list (issue 11): the items and how many match in all. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export const ProjectPageSchema = describes<ContentPage<Project>>()(pageOf(ProjectSchema));
export const PostPageSchema = describes<ContentPage<BlogPost>>()(pageOf(BlogPostSchema));

/** The Lookbook tab's cards (issue 11): the card's fields and its cover, not the gallery. */
export const ProjectSummaryListSchema = z.array(
  describes<ProjectSummary>()(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      location: z.string(),
      category: z.string(),
      style: z.string(),
      featured: z.boolean(),
      inLookbook: z.boolean(),
      excerpt: z.string(),
      imageCount: z.number().int().min(0),
      cover: z
        .strictObject({
          hash: z.string(),
          width: z.number().int(),
          height: z.number().int(),
          alt: z.string(),
          color: z.string(),
          focalX: z.number(),
          focalY: z.number(),
        })
        .nullable(),
    }),
  ),
);

/** The testimonial picker's options (issue 11). */
export const ProjectTitleListSchema = z.array(
  describes<ProjectTitle>()(z.strictObject({ id: z.number().int(), title: z.string() })),
);
