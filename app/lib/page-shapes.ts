import type { BlogPost, FocalPoint, Project, ProjectImage, RelatedProject, SiteSettings } from '#shared/content.ts';
import type { ImageRef } from '#shared/media.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import { truncate } from '#shared/text.ts';

/**
 * The shapes the public pages draw, and the functions that cut them from the services' objects.
 * A loader's answer is written into the page's HTML for hydration, so a page loader returns these
 * rather than whole projects and posts: the home page once shipped every post's Markdown body for
 * three cards (issue 12). The public API and the admin keep the services' full shapes.
 */

/**
 * The studio settings every page draws (header, footer, chat, consultation popup, meta tags and
 * JSON-LD). The longer texts only one page shows come with that page: the about page's story,
 * bio, services and portrait, the home page's short bio.
 */
export type LayoutSettings = Omit<SiteSettings, AboutSettingsKey | 'bioShort'>;
type AboutSettingsKey = 'story' | 'bio' | 'services' | 'designerPortrait';
export type AboutSettings = Pick<SiteSettings, AboutSettingsKey>;

export function toLayoutSettings(settings: SiteSettings): LayoutSettings {
  const {
    story: _story,
    bio: _bio,
    services: _services,
    designerPortrait: _portrait,
    bioShort: _short,
    ...shown
  } = settings;
  return shown;
}

export function toAboutSettings({ story, bio, services, designerPortrait }: SiteSettings): AboutSettings {
  return { story, bio, services, designerPortrait };
}

/** An image as a page draws it: what <Picture> needs, with its focal point (D23). */
export type PageImage = ImageRef & FocalPoint;

/** A hero slide: the image, and its id to tell the slides apart. */
export type SlideImage = PageImage & { id: number };

/** A hover-preview frame is decorative (drawn with alt=""), so it carries no description. */
export type PreviewImage = Omit<PageImage, 'alt'>;

export interface ProjectCardData {
  id: number;
  slug: string;
  title: string;
  category: string;
  location: string;
  cover: PageImage | null;
  /** featured cards: the description, cut at FEATURED_SUMMARY_LENGTH */
  summary?: string;
  /** portfolio cards: the tags (the card shows CARD_TAG_LIMIT of them and counts the rest) */
  tags?: string[];
  /** portfolio cards: the frames the hover preview cycles through, the cover first */
  previews?: PreviewImage[];
}

export interface PostCardData {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: ImageRef | null;
  /** the day it was published (a post without that date: written), in the studio's time zone, YYYY-MM-DD */
  date: string;
  readTime: number;
}

export interface RelatedProjectCardData {
  id: number;
  slug: string;
  title: string;
  location: string;
  tags: string[];
  cover: PageImage | null;
}

/** public site §9: a featured card cuts the description at 100 characters. */
export const FEATURED_SUMMARY_LENGTH = 100;

export function toPageImage({ hash, width, height, alt, color, focalX, focalY }: ProjectImage): PageImage {
  return { hash, width, height, alt, color, focalX, focalY };
}

export function toSlideImage(image: ProjectImage): SlideImage {
  return { id: image.id, ...toPageImage(image) };
}

function toPreviewImage({ hash, width, height, color, focalX, focalY }: ProjectImage): PreviewImage {
  return { hash, width, height, color, focalX, focalY };
}

function projectCardBase(project: Project): ProjectCardData {
  const cover = project.gallery[0];
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    category: project.category,
    location: project.location,
    cover: cover ? toPageImage(cover) : null,
  };
}

/** A home-page card: cover, category badge, title, location and the cut description (its plain text, on one line). */
export function toFeaturedProjectCard(project: Project): ProjectCardData {
  const text = richTextToPlainText(project.description).replace(/\s+/g, ' ').trim();
  return { ...projectCardBase(project), summary: truncate(text, FEATURED_SUMMARY_LENGTH) };
}

/** A portfolio card: cover, category badge, title, location, tags and the hover preview's frames. */
export function toPortfolioCard(project: Project): ProjectCardData {
  return { ...projectCardBase(project), tags: project.tags, previews: project.gallery.map(toPreviewImage) };
}

/** A post card (blog, home, related posts): everything but the post's body. */
/**
 * `dayOf`: an instant to its day on the studio's calendar (studio-day.server.ts), so the card's day
 * is the one the studio published it on.
 */
export function toPostCard(post: BlogPost, dayOf: (iso: string) => string): PostCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    image: post.featuredImageRef,
    date: dayOf(post.publishedAt ?? post.createdAt),
    readTime: post.readTime,
  };
}

/** A 'More … Projects' card: cover, title, location and tags. */
export function toRelatedProjectCard(project: RelatedProject): RelatedProjectCardData {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    location: project.location,
    tags: project.tags,
    cover: project.cover ? toPageImage(project.cover) : null,
  };
}
