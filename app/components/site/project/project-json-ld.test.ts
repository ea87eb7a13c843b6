import { describe, expect, it } from 'vitest';
import type { ProjectImage } from '#shared/content.ts';
import { projectJsonLd } from './project-json-ld.ts';

const image = (hash: string): ProjectImage => ({
  id: 1,
  url: `/media/${hash}/1280.jpg`,
  inBanner: false,
  focalX: 50,
  focalY: 50,
  hash,
  width: 1920,
  height: 1280,
  alt: 'A room',
  color: '#ccbbaa',
});

const project = {
  slug: 'deep-teal-dining-room',
  title: 'Deep Teal Dining Room',
  description: 'A dining room drenched in teal.',
  location: 'Ladd’s Addition, Portland',
  category: 'living-room',
  tags: ['color drenching', 'round table'],
  gallery: [image('aaa'), image('bbb')],
};

describe('projectJsonLd', () => {
  const item = projectJsonLd(project, 'https://studio.example');

  it('describes the project as a CreativeWork made by the studio', () => {
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Deep Teal Dining Room',
      description: 'A dining room drenched in teal.',
      url: 'https://studio.example/projects/deep-teal-dining-room',
      creator: { '@id': 'https://studio.example/#studio' },
    });
  });

  it('gives absolute image URLs (the 1280 px JPEG), keywords from the tags and the category label as genre', () => {
    expect(item.image).toEqual([
      'https://studio.example/media/aaa/1280.jpg',
      'https://studio.example/media/bbb/1280.jpg',
    ]);
    expect(item.keywords).toBe('color drenching, round table');
    expect(item.genre).toBe('Living Room');
  });

  it('leaves out images and keywords it does not have', () => {
    const bare = projectJsonLd({ ...project, gallery: [], tags: [] }, 'https://studio.example');
    expect(bare.image).toBeUndefined();
    expect(bare.keywords).toBeUndefined();
  });
});
