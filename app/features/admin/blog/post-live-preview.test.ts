import { describe, expect, it } from 'vitest';
import { previewPost } from './post-live-preview.tsx';
import { postFormDefaults } from './post-payload.ts';

/** The live preview draws the post as the form holds it (issue 29): what the public page will show. */
const now = new Date('2026-03-01T12:00:00Z');
const options = { timeZone: 'America/Los_Angeles', now, untitled: 'Post title' };

describe('the post the live preview draws', () => {
  const values = {
    ...postFormDefaults(null, { defaultCategory: 'trends', timeZone: options.timeZone }),
    title: 'Warm oak',
    excerpt: 'Why oak.',
    content: 'word '.repeat(450),
    tags: 'oak, floors ,, oak',
    image: { url: '/media/0123456789abcdef0123/1200.jpg', hash: '0123456789abcdef0123', width: 1200, color: '#aa8866' },
    imageAlt: '',
  };

  it('has the read time, tags and image the page will show; an empty alt text is the title', () => {
    const post = previewPost(values, null, options);
    expect(post).toMatchObject({ title: 'Warm oak', readTime: 3, tags: ['oak', 'floors'], status: 'draft' });
    expect(post.featuredImageRef).toEqual({
      hash: '0123456789abcdef0123',
      width: 1200,
      height: 900,
      alt: 'Warm oak',
      color: '#aa8866',
    });
  });

  it('is dated when it will be published: a scheduled time on the studio’s clock, or now when published now', () => {
    const scheduled = previewPost({ ...values, status: 'scheduled', publishAt: '2026-04-02T09:30' }, null, options);
    expect(scheduled.publishedAt).toBe('2026-04-02T16:30:00.000Z');
    expect(previewPost({ ...values, status: 'published' }, null, options).publishedAt).toBe(now.toISOString());
  });

  it('never has an empty heading: before a title is typed it says what goes there', () => {
    expect(previewPost({ ...values, title: '  ' }, null, options).title).toBe('Post title');
  });
});
