import {
  type CreateBlogPost,
  CreateBlogPostSchema,
  type CreateProject,
  CreateProjectSchema,
  type CreateTestimonial,
  CreateTestimonialSchema,
} from '#shared/admin/content.ts';
import { parseTags, SCHEDULE_IN_PAST } from '../blog/post-payload.ts';
import { zonedLocalToIso } from '../blog/studio-time.ts';
import { byRoot, type FieldProblems, firstProblems, issueEntries } from '../ui/field-problems.ts';

/** The three kinds of content the header's 'Add Content' creates (admin area §5). */
export const CONTENT_TYPES = ['project', 'blogPost', 'testimonial'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** One form for all three kinds; the chosen kind decides which fields show and are sent. */
export interface AddContentValues {
  type: ContentType;
  title: string;
  location: string;
  description: string;
  category: string;
  style: string;
  blogCategory: string;
  excerpt: string;
  content: string;
  tags: string;
  featured: boolean;
  /** blog: optional 'YYYY-MM-DDTHH:mm' on the studio's clock; a time ahead schedules the post (D24) */
  publishAt: string;
  name: string;
  testimonial: string;
  rating: number;
  projectId: number | null;
  projectText: string;
}

export type AddContentField = Exclude<keyof AddContentValues, 'type'>;

export const EMPTY_VALUES: AddContentValues = {
  type: 'project',
  title: '',
  location: '',
  description: '',
  category: '',
  style: '',
  blogCategory: '',
  excerpt: '',
  content: '',
  tags: '',
  featured: false,
  publishAt: '',
  name: '',
  testimonial: '',
  // admin area §5: a testimonial's rating defaults to 5
  rating: 5,
  projectId: null,
  projectText: '',
};

/** Admin area §5's validation, the one a toast announces under 'Validation Error'. */
export const TITLE_REQUIRED = 'Title is required.';
export const NAME_REQUIRED = 'Name is required for testimonials.';

export type AddContentRequest =
  | { type: 'project'; path: '/api/projects'; body: CreateProject }
  | { type: 'blogPost'; path: '/api/blog'; body: CreateBlogPost }
  | { type: 'testimonial'; path: '/api/testimonials'; body: CreateTestimonial };

export type AddContentCheck =
  | { ok: true; request: AddContentRequest }
  /** `required`: the spec's toast text, when the title or name is what is missing */
  | { ok: false; required?: string; problems: FieldProblems<AddContentField> };

/** Which form field shows a problem with each API field, per kind. */
const FIELD_OF: Record<ContentType, Record<string, AddContentField>> = {
  project: {
    title: 'title',
    location: 'location',
    description: 'description',
    category: 'category',
    style: 'style',
    tags: 'tags',
    featured: 'featured',
  },
  blogPost: {
    title: 'title',
    excerpt: 'excerpt',
    content: 'content',
    category: 'blogCategory',
    tags: 'tags',
    featured: 'featured',
    publishedAt: 'publishAt',
    status: 'publishAt',
  },
  testimonial: {
    name: 'name',
    content: 'testimonial',
    rating: 'rating',
    project: 'projectText',
    projectId: 'projectText',
  },
};

/** Each API field's first problem (a schema's issue, the server's `fieldErrors`) on the form field that shows it. */
export function addContentProblems(
  type: ContentType,
  entries: Iterable<readonly [string, string]>,
): FieldProblems<AddContentField> {
  return firstProblems(entries, byRoot(FIELD_OF[type]));
}

/**
 * The create call for the chosen kind with admin area §5's defaults as D1–D3 and D24 adapt them: the
 * slug is left to the server (slugify of the title, made unique); categories and styles are the
 * form's (the first active option unless changed); a post is published unless a time ahead is
 * chosen, and its content falls back to the excerpt (the server does the same).
 */
export function addContentRequest(
  values: AddContentValues,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): AddContentCheck {
  if (values.type === 'testimonial') {
    if (!values.name.trim()) return { ok: false, required: NAME_REQUIRED, problems: { name: NAME_REQUIRED } };
    const parsed = CreateTestimonialSchema.safeParse({
      name: values.name,
      content: values.testimonial,
      rating: values.rating,
      project: values.projectText.trim() || null,
      projectId: values.projectId,
    });
    return parsed.success
      ? { ok: true, request: { type: 'testimonial', path: '/api/testimonials', body: parsed.data } }
      : { ok: false, problems: addContentProblems('testimonial', issueEntries(parsed.error.issues)) };
  }
  if (!values.title.trim()) return { ok: false, required: TITLE_REQUIRED, problems: { title: TITLE_REQUIRED } };
  const tags = parseTags(values.tags);
  if (values.type === 'project') {
    const parsed = CreateProjectSchema.safeParse({
      title: values.title,
      location: values.location,
      description: values.description,
      ...(values.category ? { category: values.category } : {}),
      ...(values.style ? { style: values.style } : {}),
      tags,
      featured: values.featured,
    });
    return parsed.success
      ? { ok: true, request: { type: 'project', path: '/api/projects', body: parsed.data } }
      : { ok: false, problems: addContentProblems('project', issueEntries(parsed.error.issues)) };
  }
  let schedule: { status: 'scheduled'; publishedAt: string } | { status: 'published' } = { status: 'published' };
  if (values.publishAt) {
    const instant = zonedLocalToIso(values.publishAt, timeZone);
    if (!instant || new Date(instant).getTime() <= now.getTime()) {
      return { ok: false, problems: { publishAt: SCHEDULE_IN_PAST } };
    }
    schedule = { status: 'scheduled', publishedAt: instant };
  }
  const parsed = CreateBlogPostSchema.safeParse({
    title: values.title,
    excerpt: values.excerpt,
    content: values.content.trim() ? values.content : values.excerpt,
    ...(values.blogCategory ? { category: values.blogCategory } : {}),
    tags,
    featured: values.featured,
    ...schedule,
  });
  return parsed.success
    ? { ok: true, request: { type: 'blogPost', path: '/api/blog', body: parsed.data } }
    : { ok: false, problems: addContentProblems('blogPost', issueEntries(parsed.error.issues)) };
}
