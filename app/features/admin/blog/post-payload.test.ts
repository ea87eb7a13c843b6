import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import {
  addContentPostBody,
  createPostBody,
  type PostFormValues,
  postFormDefaults,
  problemsByField,
  SCHEDULE_IN_PAST,
  SCHEDULE_REQUIRED,
  updatePostBody,
} from './post-payload.ts';

const zone = 'America/Los_Angeles';
const now = new Date('2026-03-01T12:00:00.000Z');

const post: BlogPost = {
  id: 7,
  slug: 'warm-whites',
  title: 'Warm whites',
  excerpt: 'Why a warm white is never just white.',
  content: 'First paragraph.\n\n**A sub-heading**\n\nSecond paragraph.',
  category: 'color-palettes',
  tags: ['paint', 'light'],
  featuredImage: '/media/0123456789abcdef0123/1280.jpg',
  featuredImageRef: { hash: '0123456789abcdef0123', width: 2000, height: 1500, alt: 'Warm whites', color: '#ddd' },
  featuredImageAlt: '',
  readTime: 1,
  published: true,
  status: 'published',
  publishedAt: '2026-02-01T17:00:00.000Z',
  featured: false,
  createdAt: '2026-02-01T17:00:00.000Z',
  updatedAt: '2026-02-01T17:00:00.000Z',
  version: 1,
};

const filled = (changes: Partial<PostFormValues> = {}): PostFormValues => ({
  ...postFormDefaults(null, { defaultCategory: 'design-tips', timeZone: zone }),
  title: 'Layering light',
  content: 'Three kinds of light.',
  ...changes,
});

describe('the dialog’s starting values', () => {
  it('a new post is a draft in the first active category (D1, D24)', () => {
    expect(postFormDefaults(null, { defaultCategory: 'design-tips', timeZone: zone })).toMatchObject({
      category: 'design-tips',
      status: 'draft',
      featured: false,
      image: null,
      tags: '',
    });
  });

  it('an existing post shows its tags typed out, its image and, when scheduled, its time on the studio’s clock', () => {
    expect(postFormDefaults(post, { defaultCategory: 'x', timeZone: zone })).toMatchObject({
      tags: 'paint, light',
      image: { url: post.featuredImage, hash: '0123456789abcdef0123', width: 2000, color: '#ddd' },
      status: 'published',
      publishAt: '',
    });
    const scheduled = { ...post, status: 'scheduled' as const, publishedAt: '2026-04-02T16:30:00.000Z' };
    expect(postFormDefaults(scheduled, { defaultCategory: 'x', timeZone: zone }).publishAt).toBe('2026-04-02T09:30');
  });
});

describe('creating a post', () => {
  it('sends what the form holds; an empty slug and excerpt are left to the server', () => {
    const result = createPostBody(filled({ tags: 'lamps, dimmers', featured: true }), { timeZone: zone, now });
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Layering light',
        content: 'Three kinds of light.',
        category: 'design-tips',
        tags: ['lamps', 'dimmers'],
        featured: true,
        featuredImage: null,
        featuredImageAlt: '',
        status: 'draft',
      },
    });
  });

  it('a schedule is sent as the instant the studio’s clock means', () => {
    const result = createPostBody(filled({ status: 'scheduled', publishAt: '2026-03-10T09:00' }), {
      timeZone: zone,
      now,
    });
    expect(result.ok && result.body).toMatchObject({ status: 'scheduled', publishedAt: '2026-03-10T16:00:00.000Z' });
  });

  it('a schedule needs a time, in the future', () => {
    expect(createPostBody(filled({ status: 'scheduled' }), { timeZone: zone, now })).toEqual({
      ok: false,
      problems: { publishAt: SCHEDULE_REQUIRED },
    });
    expect(
      createPostBody(filled({ status: 'scheduled', publishAt: '2026-03-01T03:59' }), { timeZone: zone, now }),
    ).toEqual({ ok: false, problems: { publishAt: SCHEDULE_IN_PAST } });
  });

  it('the shared schema’s messages land on the dialog’s fields', () => {
    const result = createPostBody(filled({ title: '  ', content: '', slug: 'Not A Slug', tags: 'ok' }), {
      timeZone: zone,
      now,
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        title: 'Title is required',
        slug: 'Slug may use lower-case letters, digits and single hyphens.',
        content: 'Content is required',
      },
    });
  });
});

describe('editing a post', () => {
  const edited = (changes: Partial<PostFormValues>) => ({
    ...postFormDefaults(post, { defaultCategory: 'x', timeZone: zone }),
    ...changes,
  });

  it('saving without touching the publishing state leaves it (and its date) alone', () => {
    const result = updatePostBody(post, edited({ title: 'Warm whites, again' }), { timeZone: zone, now, version: 3 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).not.toHaveProperty('status');
    expect(result.body).not.toHaveProperty('publishedAt');
    expect(result.body).toMatchObject({
      title: 'Warm whites, again',
      slug: 'warm-whites',
      tags: ['paint', 'light'],
      featuredImage: post.featuredImage,
    });
  });

  it('the edit carries the version it started from, so a stale save is a conflict (issue 29)', () => {
    const result = updatePostBody(post, edited({}), { timeZone: zone, now, version: 3 });
    expect(result.ok && result.body.version).toBe(3);
  });

  it('unpublishing sends the draft status; removing the image sends null', () => {
    const result = updatePostBody(post, edited({ status: 'draft', image: null }), { timeZone: zone, now, version: 3 });
    expect(result.ok && result.body).toMatchObject({ status: 'draft', featuredImage: null });
  });

  it('a scheduled post keeps its time unless it was changed', () => {
    const scheduled = { ...post, status: 'scheduled' as const, publishedAt: '2026-04-02T16:30:00.000Z' };
    const same = updatePostBody(
      scheduled,
      { ...postFormDefaults(scheduled, { defaultCategory: 'x', timeZone: zone }) },
      { timeZone: zone, now, version: 3 },
    );
    expect(same.ok && same.body).not.toHaveProperty('publishedAt');
    const moved = updatePostBody(
      scheduled,
      { ...postFormDefaults(scheduled, { defaultCategory: 'x', timeZone: zone }), publishAt: '2026-04-03T08:00' },
      { timeZone: zone, now, version: 3 },
    );
    expect(moved.ok && moved.body).toMatchObject({ status: 'scheduled', publishedAt: '2026-04-03T15:00:00.000Z' });
  });

  it('the edit form’s rules hold: the excerpt may not be emptied', () => {
    expect(updatePostBody(post, edited({ excerpt: '' }), { timeZone: zone, now, version: 3 })).toEqual({
      ok: false,
      problems: { excerpt: 'Excerpt is required' },
    });
  });
});

describe('the server’s field errors', () => {
  it('are put on the field that shows them, the first one per field', () => {
    expect(
      problemsByField([
        ['featuredImageAlt', 'Alt text must be on one line.'],
        ['publishedAt', 'Publish date must be a date and time.'],
        ['tags.2', 'Tags cannot be empty.'],
        ['tags.3', 'another'],
        ['unknown', 'ignored'],
      ]),
    ).toEqual({
      imageAlt: 'Alt text must be on one line.',
      publishAt: 'Publish date must be a date and time.',
      tags: 'Tags cannot be empty.',
    });
  });
});

describe('every problem at once', () => {
  it('a missing title and a missing schedule are both shown', () => {
    expect(createPostBody(filled({ title: '', status: 'scheduled' }), { timeZone: zone, now })).toEqual({
      ok: false,
      problems: { title: 'Title is required', publishAt: SCHEDULE_REQUIRED },
    });
  });
});

describe('a post from Add Content (admin area §5 with D24)', () => {
  const clock = { timeZone: 'Europe/Paris', now: new Date('2026-05-01T10:00:00.000Z') };
  const empty = postFormDefaults(null, { defaultCategory: '', timeZone: clock.timeZone });

  it('is published, its content falling back to the excerpt, the slug left to the server', () => {
    const values = { ...empty, title: 'Quiet rooms', excerpt: 'Less, but better.', category: 'trends' };
    expect(addContentPostBody(values, clock)).toEqual({
      ok: true,
      body: {
        title: 'Quiet rooms',
        excerpt: 'Less, but better.',
        content: 'Less, but better.',
        category: 'trends',
        tags: [],
        featured: false,
        status: 'published',
      },
    });
  });

  it('with a time ahead is scheduled at that time on the studio’s clock; a time gone by is refused', () => {
    const ahead = addContentPostBody(
      { ...empty, title: 'Soon', content: 'Body.', publishAt: '2026-05-02T09:00' },
      clock,
    );
    expect(ahead.ok && ahead.body).toMatchObject({ status: 'scheduled', publishedAt: '2026-05-02T07:00:00.000Z' });
    const past = addContentPostBody(
      { ...empty, title: 'Late', content: 'Body.', publishAt: '2026-05-01T11:59' },
      clock,
    );
    expect(past).toEqual({ ok: false, problems: { publishAt: SCHEDULE_IN_PAST } });
  });

  it('with neither content nor excerpt is refused beside the content', () => {
    expect(addContentPostBody({ ...empty, title: 'Empty' }, clock)).toEqual({
      ok: false,
      problems: { content: 'Content is required' },
    });
  });
});
