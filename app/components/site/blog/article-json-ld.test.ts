import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import { articleJsonLd } from './article-json-ld.ts';

const post: BlogPost = {
  id: 7,
  slug: 'living-with-dark-walls',
  title: 'Living with Dark Walls',
  excerpt: 'Dark paint makes a small room feel bigger.',
  content: 'Body.',
  category: 'color-palettes',
  tags: ['paint', 'color'],
  featuredImage: '/media/abc123/1280.jpg',
  featuredImageRef: { hash: 'abc123', width: 1600, height: 1067, alt: 'A dark study', color: '#333' },
  featuredImageAlt: 'A dark study',
  readTime: 1,
  published: true,
  status: 'published',
  publishedAt: '2026-02-01T10:00:00.000Z',
  featured: false,
  createdAt: '2026-01-20T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  version: 1,
};

describe('articleJsonLd', () => {
  it('describes the post as an Article by the designer, published by the studio', () => {
    expect(articleJsonLd(post, { designerName: 'Maren Holt' }, 'https://studio.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Living with Dark Walls',
      description: 'Dark paint makes a small room feel bigger.',
      image: 'https://studio.example/media/abc123/1280.jpg',
      datePublished: '2026-02-01T10:00:00.000Z',
      dateModified: '2026-02-03T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Maren Holt' },
      publisher: { '@id': 'https://studio.example/#studio' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://studio.example/blog/living-with-dark-walls' },
    });
  });

  it('falls back to the creation date and leaves out what is missing', () => {
    const item = articleJsonLd({ ...post, publishedAt: null, featuredImageRef: null }, undefined, 'https://s.example');
    expect(item.datePublished).toBe('2026-01-20T10:00:00.000Z');
    expect(item.image).toBeUndefined();
    expect(item.author).toBeUndefined();
  });
});
