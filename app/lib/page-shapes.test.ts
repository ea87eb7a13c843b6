import { describe, expect, it } from 'vitest';
import type { BlogPost, Project, ProjectImage, RelatedProject, SiteSettings } from '#shared/content.ts';
import {
  toAboutSettings,
  toFeaturedProjectCard,
  toLayoutSettings,
  toPageImage,
  toPortfolioCard,
  toPostCard,
  toRelatedProjectCard,
  toSlideImage,
} from './page-shapes.ts';
import { studioDay } from './studio-day.server.ts';

const inLosAngeles = (iso: string) => studioDay(iso, 'America/Los_Angeles');

const image = (id: number, hash: string, alt: string): ProjectImage => ({
  id,
  url: `/media/${hash}/1280.jpg`,
  inBanner: id === 11,
  hash,
  width: 1920,
  height: 1280,
  alt,
  color: '#ccbbaa',
  focalX: 30,
  focalY: 70,
});

const cover = image(11, 'aaa', 'Limewashed walls behind a walnut sideboard');
const second = image(12, 'bbb', 'A linen sofa under a picture light');

const project: Project = {
  id: 7,
  slug: 'limewash-and-walnut-living-room',
  title: 'Living Room Limewash & Walnut',
  description:
    'A north-facing living room warmed with a clay limewash, walnut joinery and linen, so the afternoon light reads golden rather than grey.',
  location: 'Irvington, Portland',
  category: 'living-room',
  style: 'warm modern',
  tags: ['limewash', 'walnut', 'linen', 'picture lights'],
  featured: true,
  inBanner: true,
  inLookbook: true,
  published: true,
  images: [cover.url, second.url],
  bannerImages: [cover.url],
  gallery: [cover, second],
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  version: 1,
};

/** What every picture on a card needs: the variants, the intrinsic size, the colour behind it, the crop. */
const drawnCover = {
  hash: 'aaa',
  width: 1920,
  height: 1280,
  alt: 'Limewashed walls behind a walnut sideboard',
  color: '#ccbbaa',
  focalX: 30,
  focalY: 70,
};

describe('a picture as a page draws it', () => {
  it('keeps what <Picture> needs and the focal point, and drops the URL list and banner flag', () => {
    expect(toPageImage(cover)).toEqual(drawnCover);
  });

  it('a hero slide keeps its id, to tell the slides apart', () => {
    expect(toSlideImage(cover)).toEqual({ id: 11, ...drawnCover });
  });
});

describe('a featured project card (home page)', () => {
  it('shows the cover, category badge, title, location and the description cut at 100 characters', () => {
    expect(toFeaturedProjectCard(project)).toEqual({
      id: 7,
      slug: 'limewash-and-walnut-living-room',
      title: 'Living Room Limewash & Walnut',
      category: 'living-room',
      location: 'Irvington, Portland',
      cover: drawnCover,
      summary:
        'A north-facing living room warmed with a clay limewash, walnut joinery and linen, so the afternoon l...',
    });
  });

  it('has no cover when the project has no images', () => {
    expect(toFeaturedProjectCard({ ...project, gallery: [] }).cover).toBeNull();
  });

  it('cuts the story’s plain text, on one line, not its Markdown (docs/content-format.md)', () => {
    const description =
      '## The brief\n\nA **north-facing** room.\n\n![Hall](/media/0123456789abcdef0123/640.jpg)\n\n- walnut\n- [linen](https://x.example)';
    expect(toFeaturedProjectCard({ ...project, description }).summary).toBe(
      'The brief A north-facing room. walnut linen',
    );
  });
});

describe('a portfolio card', () => {
  it('shows the cover, badge, title, location and tags, and carries the hover preview’s frames without their descriptions', () => {
    expect(toPortfolioCard(project)).toEqual({
      id: 7,
      slug: 'limewash-and-walnut-living-room',
      title: 'Living Room Limewash & Walnut',
      category: 'living-room',
      location: 'Irvington, Portland',
      cover: drawnCover,
      tags: ['limewash', 'walnut', 'linen', 'picture lights'],
      previews: [
        { hash: 'aaa', width: 1920, height: 1280, color: '#ccbbaa', focalX: 30, focalY: 70 },
        { hash: 'bbb', width: 1920, height: 1280, color: '#ccbbaa', focalX: 30, focalY: 70 },
      ],
    });
  });
});

describe('a post card (blog, home page, related posts)', () => {
  const post: BlogPost = {
    id: 3,
    slug: 'a-1912-parlor-gets-its-light-back',
    title: 'A 1912 Parlor Gets Its Light Back',
    excerpt: 'How we opened a dark front room without touching its trim.',
    content: '## The room\n\nA long Markdown body the card never shows.',
    category: 'room-transformations',
    tags: ['before and after'],
    featuredImage: '/media/ccc/1280.jpg',
    featuredImageRef: { hash: 'ccc', width: 1600, height: 1067, alt: 'The parlor at noon', color: '#d9cbb5' },
    featuredImageAlt: 'The parlor at noon',
    readTime: 4,
    published: true,
    status: 'published',
    publishedAt: '2026-03-04T15:00:00.000Z',
    featured: false,
    createdAt: '2026-02-20T09:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
    version: 1,
  };

  it('shows the picture, category, title, excerpt, publication date and read time, and never the body', () => {
    expect(toPostCard(post, inLosAngeles)).toEqual({
      id: 3,
      slug: 'a-1912-parlor-gets-its-light-back',
      title: 'A 1912 Parlor Gets Its Light Back',
      excerpt: 'How we opened a dark front room without touching its trim.',
      category: 'room-transformations',
      image: { hash: 'ccc', width: 1600, height: 1067, alt: 'The parlor at noon', color: '#d9cbb5' },
      date: '2026-03-04',
      readTime: 4,
    });
  });

  it('dates a post without a publication date by when it was written', () => {
    expect(toPostCard({ ...post, publishedAt: null }, inLosAngeles).date).toBe('2026-02-20');
  });

  it('dates it by the studio’s calendar: published 6:13 PM on Nov 27 in Los Angeles is Nov 27 (02:13 UTC on the 28th)', () => {
    const evening = { ...post, publishedAt: '2026-11-28T02:13:00.000Z' };
    expect(toPostCard(evening, inLosAngeles).date).toBe('2026-11-27');
    expect(toPostCard(evening, (iso) => studioDay(iso, 'Europe/Madrid')).date).toBe('2026-11-28');
  });
});

describe('a related project card (project page)', () => {
  it('shows the cover, title, location and tags, without the URL list', () => {
    const related: RelatedProject = {
      id: 8,
      slug: 'deep-teal-dining-room',
      title: 'Deep Teal Dining Room',
      location: 'Ladd’s Addition, Portland',
      images: [cover.url],
      tags: ['color drenching', 'round table', 'brass'],
      cover,
    };
    expect(toRelatedProjectCard(related)).toEqual({
      id: 8,
      slug: 'deep-teal-dining-room',
      title: 'Deep Teal Dining Room',
      location: 'Ladd’s Addition, Portland',
      tags: ['color drenching', 'round table', 'brass'],
      cover: drawnCover,
    });
    expect(toRelatedProjectCard({ ...related, cover: null }).cover).toBeNull();
  });
});

describe('the studio settings, split by where they are drawn', () => {
  const portrait = { hash: 'ddd', width: 1200, height: 1500, alt: 'Maren Holloway', color: '#b8a48e' };
  const settings: SiteSettings = {
    studioName: 'Larch & Lime',
    tagline: 'Calm, warm homes.',
    email: 'hello@larchandlime.example',
    phone: '+1 503 555 0142',
    street: '2811 NE Alberta St',
    city: 'Portland',
    region: 'OR',
    postalCode: '97211',
    country: 'US',
    hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
    socials: { instagram: 'https://www.instagram.com/larchandlime', pinterest: null, houzz: null, facebook: null },
    services: [{ title: 'Full-home design', description: 'Every room as one considered whole.' }],
    footerServices: ['Full-home design'],
    yearsExperience: 12,
    replyWithinBusinessDays: 1,
    designerName: 'Maren Holloway',
    designerTitle: 'Principal designer',
    designerPortrait: portrait,
    bioShort: 'Maren founded the studio in 2017.',
    bio: 'Maren grew up on a farm in the Willamette Valley.',
    story: 'The studio began in a former print shop.',
    seoTitle: 'Larch & Lime — Interior Design Studio',
    seoDescription: 'A Portland interior design studio.',
  };

  it('every page gets the facts its header, footer, chat, popup and meta tags show, and no page’s long texts', () => {
    expect(toLayoutSettings(settings)).toEqual({
      studioName: 'Larch & Lime',
      tagline: 'Calm, warm homes.',
      email: 'hello@larchandlime.example',
      phone: '+1 503 555 0142',
      street: '2811 NE Alberta St',
      city: 'Portland',
      region: 'OR',
      postalCode: '97211',
      country: 'US',
      hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
      socials: { instagram: 'https://www.instagram.com/larchandlime', pinterest: null, houzz: null, facebook: null },
      footerServices: ['Full-home design'],
      yearsExperience: 12,
      // the contact page and the popup make the reply promise (issue 27)
      replyWithinBusinessDays: 1,
      designerName: 'Maren Holloway',
      designerTitle: 'Principal designer',
      seoTitle: 'Larch & Lime — Interior Design Studio',
      seoDescription: 'A Portland interior design studio.',
    });
  });

  it('the about page gets its story, the designer’s bio and portrait, and the services', () => {
    expect(toAboutSettings(settings)).toEqual({
      story: 'The studio began in a former print shop.',
      bio: 'Maren grew up on a farm in the Willamette Valley.',
      services: [{ title: 'Full-home design', description: 'Every room as one considered whole.' }],
      designerPortrait: portrait,
    });
  });
});
