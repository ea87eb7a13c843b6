import {
  type BlogStatus,
  type CreateBlogPost,
  CreateBlogPostSchema,
  type UpdateBlogPost,
  UpdateBlogPostSchema,
} from '#shared/admin/content.ts';
import type { BlogPost } from '#shared/content.ts';
import { parseTags } from '../shared/content-forms/tags.ts';
import { isoToZonedLocal, zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';
import {
  byRoot,
  type Checked as CheckedBy,
  checkedBy,
  firstProblems,
  type FieldProblems as ProblemsOf,
} from '../shared/ui/field-problems.ts';

/** The featured image as the dialog shows it: its URL for the API, hash and colour for the preview. */
export interface PostImage {
  url: string;
  hash: string;
  width: number;
  color: string;
}

/** What the post dialog edits (admin area §2 'Edit dialogs' with D3, D23, D24). */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  /** comma-separated, as typed (admin area §5) */
  tags: string;
  featured: boolean;
  image: PostImage | null;
  imageAlt: string;
  status: BlogStatus;
  /** 'YYYY-MM-DDTHH:mm' on the studio's clock; used when status is 'scheduled' */
  publishAt: string;
}

export type PostField = keyof PostFormValues;

/** The dialog's starting values: the post's, or a new draft in the first active category (D1). */
export function postFormDefaults(
  post: BlogPost | null,
  { defaultCategory, timeZone }: { defaultCategory: string; timeZone: string },
): PostFormValues {
  if (!post) {
    return {
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      category: defaultCategory,
      tags: '',
      featured: false,
      image: null,
      imageAlt: '',
      status: 'draft',
      publishAt: '',
    };
  }
  const ref = post.featuredImageRef;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    featured: post.featured,
    image:
      post.featuredImage && ref
        ? { url: post.featuredImage, hash: ref.hash, width: ref.width, color: ref.color }
        : null,
    imageAlt: post.featuredImageAlt,
    status: post.status,
    publishAt: post.status === 'scheduled' && post.publishedAt ? isoToZonedLocal(post.publishedAt, timeZone) : '',
  };
}

/** Problems found before anything is sent, by field, as the schemas (English) word them. */
export type FieldProblems = ProblemsOf<PostField>;

export const SCHEDULE_REQUIRED = 'Choose when to publish.';
export const SCHEDULE_IN_PAST = 'Choose a time in the future.';

/** API field → the dialog's field that shows its problem. */
const fieldOf = byRoot<PostField>({
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  content: 'content',
  category: 'category',
  tags: 'tags',
  featured: 'featured',
  featuredImage: 'image',
  featuredImageAlt: 'imageAlt',
  status: 'status',
  publishedAt: 'publishAt',
  published: 'status',
});

/** Puts each API field's first problem (the server's `fieldErrors`) on its field. */
export function problemsByField(entries: Iterable<readonly [string, string]>): FieldProblems {
  return firstProblems(entries, fieldOf);
}

type Checked<T> = CheckedBy<T, PostField>;

function scheduledInstant(values: PostFormValues, timeZone: string, now: Date): Checked<string> {
  const iso = zonedLocalToIso(values.publishAt, timeZone);
  if (!iso) return { ok: false, problems: { publishAt: SCHEDULE_REQUIRED } };
  if (new Date(iso).getTime() <= now.getTime()) return { ok: false, problems: { publishAt: SCHEDULE_IN_PAST } };
  return { ok: true, body: iso };
}

/**
 * `blogApi.create` from the dialog: the shared schema checks it first (the server checks again).
 * An empty slug or excerpt is left to the server (slugified title, start of the content).
 */
export function createPostBody(
  values: PostFormValues,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Checked<CreateBlogPost> {
  const instant = values.status === 'scheduled' ? scheduledInstant(values, timeZone, now) : null;
  const publishedAt = instant?.ok ? instant.body : undefined;
  const body = {
    title: values.title,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    ...(values.excerpt.trim() ? { excerpt: values.excerpt } : {}),
    content: values.content,
    category: values.category,
    tags: parseTags(values.tags),
    featured: values.featured,
    featuredImage: values.image?.url ?? null,
    featuredImageAlt: values.imageAlt,
    status: values.status,
    ...(publishedAt ? { publishedAt } : {}),
  };
  return withSchedule(checkedBy(CreateBlogPostSchema.safeParse(body), fieldOf), instant);
}

/** Every problem at once: the schema's and the schedule's. */
function withSchedule<T>(result: Checked<T>, instant: Checked<string> | null): Checked<T> {
  if (!instant || instant.ok) return result;
  return { ok: false, problems: { ...(result.ok ? {} : result.problems), ...instant.problems } };
}

/**
 * `blogApi.update` from the dialog: every field the form shows, but the publishing state
 * only when it changed, so saving a typo fix never moves a post's publication date; and the
 * `version` the dialog started from (issue 29: a stale save is a conflict, not an overwrite).
 */
export function updatePostBody(
  post: BlogPost,
  values: PostFormValues,
  { timeZone, now = new Date(), version }: { timeZone: string; now?: Date; version: number | undefined },
): Checked<UpdateBlogPost> {
  const publishing: Pick<UpdateBlogPost, 'status' | 'publishedAt'> = {};
  let instant: Checked<string> | null = null;
  if (values.status === 'scheduled') {
    const unchanged =
      post.status === 'scheduled' &&
      post.publishedAt !== null &&
      isoToZonedLocal(post.publishedAt, timeZone) === values.publishAt;
    if (!unchanged) {
      instant = scheduledInstant(values, timeZone, now);
      publishing.status = 'scheduled';
      if (instant.ok) publishing.publishedAt = instant.body;
    }
  } else if (values.status !== post.status) {
    publishing.status = values.status;
  }
  const body = {
    title: values.title,
    slug: values.slug.trim(),
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    tags: parseTags(values.tags),
    featured: values.featured,
    featuredImage: values.image?.url ?? null,
    featuredImageAlt: values.imageAlt,
    ...publishing,
    version,
  };
  return withSchedule(checkedBy(UpdateBlogPostSchema.safeParse(body), fieldOf), instant);
}

/**
 * `blogApi.create` from the header's 'Add Content' (admin area §5 with D2, D24): only what a post
 * needs to exist. It is published unless a time ahead is chosen (then scheduled at that time on
 * the studio's clock); an empty content is the excerpt (the server does the same); the slug is
 * left to the server.
 */
export function addContentPostBody(
  values: PostFormValues,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Checked<CreateBlogPost> {
  let schedule: { status: 'scheduled'; publishedAt: string } | { status: 'published' } = { status: 'published' };
  if (values.publishAt) {
    const instant = zonedLocalToIso(values.publishAt, timeZone);
    if (!instant || new Date(instant).getTime() <= now.getTime()) {
      return { ok: false, problems: { publishAt: SCHEDULE_IN_PAST } };
    }
    schedule = { status: 'scheduled', publishedAt: instant };
  }
  const body = {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content.trim() ? values.content : values.excerpt,
    ...(values.category ? { category: values.category } : {}),
    tags: parseTags(values.tags),
    featured: values.featured,
    ...schedule,
  };
  return checkedBy(CreateBlogPostSchema.safeParse(body), fieldOf);
}

/** A saved post field's name in the Conflict dialog: the blog catalogue's key of its label. */
export const POST_FIELD_LABELS = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  content: 'content',
  category: 'category',
  tags: 'tags',
  featured: 'featured',
  featuredImage: 'featuredImage',
  featuredImageAlt: 'altText',
  status: 'publishing',
  publishedAt: 'publishAt',
} as const;
