/**
 * Shapes of the demo content. The seed (server/seed/seed-demo.ts) turns these into rows;
 * the illustration renderer turns a project's `scene` into JPEG images.
 */

export type RoomKind = 'living-room' | 'kitchen' | 'bedroom' | 'dining';

/** A room's colours, as hex strings (#rrggbb). */
export interface ScenePalette {
  wall: string;
  floor: string;
  /** main upholstery / cabinetry colour */
  primary: string;
  /** cushions, art, ceramics */
  accent: string;
  /** wood tone for tables, frames, shelves */
  wood: string;
  /** textiles: rug, throw, bedding */
  textile: string;
  /** metal finish for lamps and handles */
  metal: string;
  /** greenery */
  plant: string;
}

/** One image of a project: the same room, seen another way. */
export interface SceneShot {
  /** 0 = wide view of the room, 1.. = other compositions (corner, detail, window wall, …) */
  view: number;
  alt: string;
  /** chosen for the home page hero slideshow */
  inBanner?: boolean;
}

export interface DemoProject {
  slug: string;
  title: string;
  description: string;
  location: string;
  /** one of the projectCategory option values */
  category: RoomKind;
  /** one of the projectStyle option values */
  style: string;
  tags: string[];
  featured: boolean;
  inLookbook: boolean;
  palette: ScenePalette;
  /** 4–6 shots */
  shots: SceneShot[];
}

export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** paragraphs separated by a blank line; a paragraph wrapped in ** is a sub-heading */
  content: string;
  /** one of the blogCategory option values */
  category: string;
  tags: string[];
  status: 'draft' | 'published';
  /** ISO date; null for drafts */
  publishedAt: string | null;
  featured: boolean;
  /** the slug of the project whose first image illustrates the post */
  imageFromProject: string;
}

export interface DemoTestimonial {
  name: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** free text naming the project, as the spec has it */
  project: string | null;
  /** slug of the related demo project, when there is one */
  projectSlug: string | null;
  featured: boolean;
}

export interface DemoFormOption {
  fieldType: 'projectType' | 'budget' | 'projectCategory' | 'projectStyle' | 'blogCategory';
  value: string;
  label: string;
}

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday */
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** "09:00"; null when closed */
  opens: string | null;
  closes: string | null;
}

export interface DemoService {
  title: string;
  description: string;
}

export interface DemoStudio {
  studioName: string;
  tagline: string;
  email: string;
  notificationEmail: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  hours: OpeningHours[];
  socials: { instagram: string | null; pinterest: string | null; houzz: string | null; facebook: string | null };
  /** the six service cards of the about page */
  services: DemoService[];
  /** the five short names of the footer's services column */
  footerServices: string[];
  yearsExperience: number;
  /** the reply promise, in business days (shared/reply-promise.ts) */
  replyWithinBusinessDays: number;
  designerName: string;
  designerTitle: string;
  /** short bio on the home page (1 paragraph) */
  bioShort: string;
  /** designer bio on the about page (paragraphs separated by blank lines) */
  bio: string;
  /** the studio's story on the about page (paragraphs separated by blank lines) */
  story: string;
  seoTitle: string;
  seoDescription: string;
}
