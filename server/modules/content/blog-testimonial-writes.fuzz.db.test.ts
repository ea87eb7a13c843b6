import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaHashOf } from '#shared/admin/content.ts';
import type { BlogPost, Testimonial } from '#shared/content.ts';
import { hasControlCharacters } from '#shared/forms.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { placed } from '../../../tests/support/placed.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  expectNoServerError,
  filledLine,
  fuzzWriter,
  longText,
  mostly,
  oneLineText,
  requestBodies,
  sentFields,
} from '../../../tests/support/write-fuzz.ts';
import { blogPosts, formOptions, media, projects, testimonials } from '../../platform/db/schema/index.ts';
import { studioOrder } from './blog.service.ts';
import { testimonialOrder } from './testimonials.service.ts';

/**
 * The blog's and testimonials' admin writes: whatever JSON an editor's browser (or anyone holding
 * an editor's session) sends, the answer is a success or a clear 4xx, never a 5xx; what is accepted
 * is stored as sent; and text is stored as the contract says — one-line fields trimmed, long text
 * byte for byte.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let editor: string;
let postId: number;
let testimonialId: number;
/** what the demo studio holds that a valid body may name */
let studio: { categories: string[]; imageUrl: string; projectIds: number[]; projectTitles: Map<number, string> };

beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  const { db } = t.deps;
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  const [testimonial] = await db.select({ id: testimonials.id }).from(testimonials).limit(1);
  const [image] = await db.select().from(media).limit(1);
  const categories = await db
    .select({ value: formOptions.value })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.active, true)));
  const portfolio = await db.select({ id: projects.id, title: projects.title }).from(projects).limit(3);
  if (!post || !testimonial || !image || categories.length === 0 || portfolio.length === 0) {
    throw new Error('the demo studio is empty');
  }
  postId = post.id;
  testimonialId = testimonial.id;
  // An image nobody has described in the library: the alt rules fuzzed here are the form's (the
  // library's default alt as a starting text is media-library.routes.db.test.ts's).
  await db.update(media).set({ defaultAlt: '' }).where(eq(media.id, image.id));
  studio = {
    categories: categories.map((option) => option.value),
    imageUrl: defaultImageUrl(image),
    projectIds: portfolio.map((project) => project.id),
    projectTitles: new Map(portfolio.map((project) => [project.id, project.title])),
  };
});

const raw = fuzzWriter(t, () => editor);
const staffRead = async <T>(path: string): Promise<T> => {
  const response = await t.request(path, { headers: { Cookie: editor } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** Field values of every shape: markup, line breaks, odd Unicode, numbers, nulls, lists, objects. */
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>x</script>',
    'a\r\nb',
    '\u0000',
    '🛋️',
    'design-tips',
    'published',
    'scheduled',
    '2026-11-23T12:00:00Z',
    '2099-01-01T00:00:00.000Z',
    '/media/0123456789abcdef0123/800.jpg',
    'Not A Slug',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const postLike = fc.record(
  {
    title: anyValue,
    excerpt: anyValue,
    content: anyValue,
    category: anyValue,
    tags: anyValue,
    slug: anyValue,
    featuredImage: anyValue,
    featuredImageAlt: anyValue,
    readTime: anyValue,
    published: anyValue,
    status: anyValue,
    publishedAt: anyValue,
    featured: anyValue,
  },
  { requiredKeys: [] },
);

const testimonialLike = fc.record(
  { name: anyValue, content: anyValue, rating: anyValue, project: anyValue, projectId: anyValue, featured: anyValue },
  { requiredKeys: [] },
);

const reorderLike = fc.record(
  { items: fc.oneof(anyValue, fc.array(fc.oneof(anyValue, fc.integer({ min: 1, max: 40 })))) },
  { requiredKeys: [] },
);

// Far from the clock either way, so whether a date is ahead is never a matter of milliseconds.
const PAST = ['2020-05-01T10:00:00.000Z', '2024-02-29T23:59:59+01:00'];
const FUTURE = ['2099-01-01T00:00:00.000Z', '2031-06-15T08:30:00+02:00'];
const anyInstant = fc.constantFrom(...PAST, ...FUTURE);

/** The three ways to ask for a status (the status itself, the published flag, neither), with a date or not. */
const publication = fc.oneof(
  fc.record(
    { status: fc.constantFrom('draft', 'published'), publishedAt: fc.oneof(anyInstant, fc.constant(null)) },
    { requiredKeys: ['status'] },
  ),
  fc.record({ status: fc.constant('scheduled'), publishedAt: mostly(fc.constantFrom(...FUTURE), fc.constant(null)) }),
  fc.record({ published: fc.boolean(), publishedAt: anyInstant }, { requiredKeys: [] }),
);

/** Posts the schema accepts; a few name an inactive category, an unknown image or a bad slug. */
const postsAccepted = (edit: boolean) =>
  fc
    .tuple(
      fc.record(
        {
          title: filledLine(60),
          excerpt: edit ? filledLine(80) : oneLineText(80),
          content: edit ? longText(200, 1).filter((text) => text.trim() !== '') : longText(200, 1),
          category: mostly(fc.constantFrom(...studio.categories), fc.constant('spaceship')),
          tags: fc.array(filledLine(20), { maxLength: 3 }),
          slug: mostly(
            fc.oneof(fc.constant(''), fc.stringMatching(/^fuzz-[a-z0-9]{1,10}$/)),
            fc.constant('Not A Slug'),
          ),
          featuredImage: mostly(
            fc.constantFrom(null, studio.imageUrl),
            fc.constant('/media/0123456789abcdef0123/800.jpg'),
          ),
          featuredImageAlt: oneLineText(40),
          featured: fc.boolean(),
        },
        { requiredKeys: edit ? [] : ['title', 'content'] },
      ),
      fc.option(publication, { nil: undefined }),
    )
    .map(([fields, status]) => ({ ...fields, ...status }));

type SentPost = Partial<Record<keyof BlogPost | 'readTime', unknown>> & Record<string, unknown>;
const trimmed = (value: unknown) => String(value).trim();
const timeOf = (value: unknown) => (value ? Date.parse(String(value)) : null);

/**
 * A saved post holds what was sent: one-line fields trimmed, the body exactly, the image named, and
 * the status and date the rules give (a date ahead makes a published post scheduled).
 */
function expectPostStored(read: BlogPost, sent: SentPost, created: boolean): void {
  expect(read).toMatchObject(
    sentFields(sent, {
      title: trimmed,
      category: trimmed,
      tags: (tags) => (tags as string[]).map((tag) => tag.trim()),
      featuredImageAlt: trimmed,
      featured: (featured) => featured,
    }),
  );
  // A create may leave the excerpt or the body out (one stands in for the other); an edit may not empty them.
  const excerpt = typeof sent.excerpt === 'string' ? sent.excerpt.trim() : '';
  if (excerpt) expect(read.excerpt).toBe(excerpt);
  const content = typeof sent.content === 'string' ? sent.content : '';
  if (content.trim() || !created) {
    if (sent.content !== undefined) expect(read.content).toBe(content);
  } else if (excerpt) {
    expect(read.content).toBe(excerpt);
  }
  if (typeof sent.slug === 'string' && sent.slug.trim()) expect(read.slug).toBe(sent.slug.trim());
  if (sent.featuredImage === null) expect(read.featuredImage).toBeNull();
  if (typeof sent.featuredImage === 'string') {
    expect(mediaHashOf(read.featuredImage ?? '')).toBe(mediaHashOf(sent.featuredImage));
  }

  expect(read.published).toBe(read.status === 'published');
  const asked =
    (sent.status as string | undefined) ??
    (sent.published === undefined ? undefined : sent.published ? 'published' : 'draft');
  const date = timeOf(sent.publishedAt);
  const storedDate = timeOf(read.publishedAt);
  // Any date sent is kept (a published post without one is dated now).
  if (date !== null) expect(storedDate).toBe(date);
  if (asked === 'draft') {
    expect(read.status).toBe('draft');
    if (sent.publishedAt === null) expect(storedDate).toBeNull();
  } else if (asked === 'scheduled') {
    expect(read.status).toBe('scheduled');
  } else if (asked === 'published' || (asked === undefined && created)) {
    if (date !== null) expect(read.status).toBe(date > Date.now() ? 'scheduled' : 'published');
    else if (created || sent.publishedAt === null) expect(read.status).toBe('published');
  }
}

/** Testimonials the schema accepts; a few rate out of range or link a project that does not exist. */
const testimonialsAccepted = (edit: boolean) =>
  fc.record(
    {
      name: filledLine(40),
      content: longText(200, 1).filter((text) => text.trim() !== ''),
      rating: mostly(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, 2.5)),
      project: fc.oneof(fc.constant(null), oneLineText(40)),
      projectId: mostly(fc.constantFrom(null, ...studio.projectIds), fc.constant(999_999)),
      featured: fc.boolean(),
    },
    { requiredKeys: edit ? [] : ['name', 'content'] },
  );

/** A saved testimonial holds what was sent; a linked project names it unless a text is given. */
function expectTestimonialStored(
  read: Pick<Testimonial, 'name' | 'content' | 'rating' | 'project' | 'projectId' | 'featured'>,
  sent: Record<string, unknown>,
  created: boolean,
): void {
  expect(read).toMatchObject(
    sentFields(sent, {
      name: trimmed,
      content: (content) => content,
      rating: (rating) => rating,
      projectId: (projectId) => projectId,
      featured: (featured) => featured,
    }),
  );
  const text = sent.project === undefined ? undefined : trimmed(sent.project ?? '') || null;
  const linked = studio.projectTitles.get(sent.projectId as number) ?? null;
  // '' and null both mean no text: a new testimonial then names the project it links, an edit keeps none.
  if (created) expect(read.project).toBe(text ?? linked);
  else if (text !== undefined) expect(read.project).toBe(text);
}

interface Reorder {
  items: Array<number | { id: number; title: string }>;
  partial?: boolean;
}
/** Reorders of the list's own ids: the whole list, or some of it with `partial`; a few name a stranger. */
const reordersAccepted = (ids: number[]) =>
  fc
    .oneof(
      fc.shuffledSubarray(ids, { minLength: ids.length }).map((items): Reorder => ({ items })),
      fc.shuffledSubarray(ids, { minLength: 1 }).map((items): Reorder => ({ items, partial: true })),
      fc
        .shuffledSubarray(ids, { minLength: 1 })
        .map((items): Reorder => ({ items: items.map((id) => ({ id, title: 'ignored' })), partial: true })),
    )
    .chain((order) =>
      mostly(fc.constant(order), fc.constant<Reorder>({ items: [...order.items, 999_999], partial: true })),
    );

/** Fuzzes a reorder endpoint; each accepted order must be the list's order afterwards. */
async function fuzzReorder(path: string, order: () => Promise<number[]>, numRuns: number) {
  let before: number[] = [];
  const ids = await order();
  await expectNoServerError<Reorder>(
    async (body) => {
      before = await order();
      return raw('POST', path, body);
    },
    requestBodies(reordersAccepted(ids), reorderLike),
    numRuns,
    {
      minAccepted: 0.15,
      expectStored: async (sent) => {
        const items = sent.items.map((item) => (typeof item === 'number' ? item : item.id));
        expect(await order()).toEqual(sent.partial ? placed(before, items) : items);
      },
    },
  );
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('admin content writes never answer 5xx, and store what they accept (property-based)', () => {
  it('POST /api/blog', { timeout: 180_000 }, () =>
    expectNoServerError<SentPost>(
      (body) => raw('POST', '/api/blog', body),
      requestBodies(postsAccepted(false), postLike),
      120,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const { slug } = (await answer.json()) as BlogPost;
          expectPostStored(await staffRead<BlogPost>(`/api/blog/${slug}`), sent, true);
        },
      },
    ),
  );
  it('PATCH /api/blog/{id}', { timeout: 180_000 }, () =>
    expectNoServerError<SentPost>(
      (body) => raw('PATCH', `/api/blog/${postId}`, body),
      requestBodies(postsAccepted(true), postLike),
      120,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const { slug } = (await answer.json()) as BlogPost;
          expectPostStored(await staffRead<BlogPost>(`/api/blog/${slug}`), sent, false);
        },
      },
    ),
  );
  // The row itself: a read of the whole list after every save would cost more than the save.
  const storedTestimonial = async (id: number) => {
    const [row] = await t.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    if (!row) throw new Error(`testimonial ${id} is not stored`);
    return row;
  };
  it('POST /api/testimonials', { timeout: 180_000 }, () =>
    expectNoServerError(
      (body) => raw('POST', '/api/testimonials', body),
      requestBodies(testimonialsAccepted(false), testimonialLike),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const { id } = (await answer.json()) as Testimonial;
          expectTestimonialStored(await storedTestimonial(id), sent, true);
        },
      },
    ),
  );
  it('PATCH /api/testimonials/{id}', { timeout: 180_000 }, () =>
    expectNoServerError(
      (body) => raw('PATCH', `/api/testimonials/${testimonialId}`, body),
      requestBodies(testimonialsAccepted(true), testimonialLike),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => expectTestimonialStored(await storedTestimonial(testimonialId), sent, false),
      },
    ),
  );
  it('POST /api/blogPost/reorder and /api/testimonial/reorder', { timeout: 180_000 }, async () => {
    // The order as every list reads it, straight from the database (ids only: cheap to read twice a run).
    const postOrder = async () =>
      ids(
        await t.deps.db
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .orderBy(...studioOrder),
      );
    const testimonialsInOrder = async () =>
      ids(
        await t.deps.db
          .select({ id: testimonials.id })
          .from(testimonials)
          .orderBy(...testimonialOrder),
      );
    await fuzzReorder('/api/blogPost/reorder', postOrder, 60);
    await fuzzReorder('/api/testimonial/reorder', testimonialsInOrder, 60);
  });
});

/** One line of any well-formed Unicode without control characters (what the contract accepts). */
const line = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 60 })
  .filter((text) => !hasControlCharacters(text, false) && text.trim().length > 0);
/** Long text: lines joined by every kind of line break and blank line, tabs and edge spaces kept. */
const paragraphs = fc
  .array(fc.tuple(line, fc.constantFrom('\n', '\r\n', '\n\n', '\r\n\r\n', '\t', '  ')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([text, gap]) => `${text}${gap}`).join(''));
const padding = fc.constantFrom('', ' ', '  ', '\u00a0', ' \u3000');

describe('text is stored as the contract says (SECURITY 8)', () => {
  it('one-line fields trimmed, long text exactly as given, for posts and testimonials', {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(padding, line, padding, paragraphs, async (before, oneLine, after, long) => {
        const post = await raw(
          'POST',
          '/api/blog',
          JSON.stringify({ title: `${before}${oneLine}${after}`, content: long }),
        );
        expect(post.status, oneLine).toBe(201);
        const { id } = (await post.json()) as { id: number };
        const [row] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
        expect(row?.title).toBe(`${before}${oneLine}${after}`.trim());
        expect(row?.content).toBe(long);

        const testimonial = await raw(
          'POST',
          '/api/testimonials',
          JSON.stringify({ name: `${before}${oneLine}${after}`, content: long }),
        );
        expect(testimonial.status, oneLine).toBe(201);
        const { id: tid } = (await testimonial.json()) as { id: number };
        const [stored] = await t.handle.db.select().from(testimonials).where(eq(testimonials.id, tid));
        expect(stored?.name).toBe(`${before}${oneLine}${after}`.trim());
        expect(stored?.content).toBe(long);
      }),
      { numRuns: 60 },
    );
  });
});
