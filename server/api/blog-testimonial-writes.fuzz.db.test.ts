import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasControlCharacters } from '#shared/forms.ts';
import { signInAs } from '../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../tests/support/test-app.ts';
import { blogPosts, testimonials } from '../db/schema/index.ts';

/**
 * SECURITY 7 for the blog's and testimonials' admin writes: whatever JSON an editor's browser (or
 * anyone holding an editor's session) sends, the answer is a success or a clear 4xx, never a 5xx;
 * and text that is accepted is stored as the contract says — one-line fields trimmed, long text
 * byte for byte.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let editor: string;
let postId: number;
let testimonialId: number;

beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  const [post] = await t.handle.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  const [testimonial] = await t.handle.db.select({ id: testimonials.id }).from(testimonials).limit(1);
  if (!post || !testimonial) throw new Error('the demo studio is empty');
  postId = post.id;
  testimonialId = testimonial.id;
});

const raw = (method: string, path: string, body: string) =>
  t.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: editor },
    body,
  });

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
  {
    requiredKeys: [],
  },
);

const bodies = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shape.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );

async function neverFails(method: string, path: () => string, shape: fc.Arbitrary<unknown>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(bodies(shape), async (body) => {
      const response = await raw(method, path(), body);
      expect(response.status, body).toBeLessThan(500);
      if (response.status >= 400) expect(await response.json()).toHaveProperty('message');
    }),
    { numRuns },
  );
}

describe('admin content writes never answer 5xx (property-based)', () => {
  it('POST /api/blog', { timeout: 180_000 }, () => neverFails('POST', () => '/api/blog', postLike, 120));
  it('PATCH /api/blog/{id}', { timeout: 180_000 }, () =>
    neverFails('PATCH', () => `/api/blog/${postId}`, postLike, 120),
  );
  it('POST /api/testimonials', { timeout: 180_000 }, () =>
    neverFails('POST', () => '/api/testimonials', testimonialLike, 100),
  );
  it('PATCH /api/testimonials/{id}', { timeout: 180_000 }, () =>
    neverFails('PATCH', () => `/api/testimonials/${testimonialId}`, testimonialLike, 100),
  );
  it('POST /api/blogPost/reorder and /api/testimonial/reorder', { timeout: 180_000 }, async () => {
    await neverFails('POST', () => '/api/blogPost/reorder', reorderLike, 60);
    await neverFails('POST', () => '/api/testimonial/reorder', reorderLike, 60);
  });
});

/** One line of any well-formed Unicode without control characters (what the contract accepts). */
const line = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 60 })
  .filter((text) => !hasControlCharacters(text, false) && text.trim().length > 0);
/** Long text: lines joined by every kind of line break and blank line, tabs and edge spaces kept. */
const longText = fc
  .array(fc.tuple(line, fc.constantFrom('\n', '\r\n', '\n\n', '\r\n\r\n', '\t', '  ')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([text, gap]) => `${text}${gap}`).join(''));
const padding = fc.constantFrom('', ' ', '  ', '\u00a0', ' \u3000');

describe('text is stored as the contract says (SECURITY 8)', () => {
  it('one-line fields trimmed, long text exactly as given, for posts and testimonials', {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(padding, line, padding, longText, async (before, oneLine, after, long) => {
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
