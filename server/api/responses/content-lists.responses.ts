import { z } from 'zod';
import type { ContentPage } from '#shared/admin/content-lists.ts';
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
