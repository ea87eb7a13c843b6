import type { BlogStatus } from './admin/content.ts';
import type { ImageRef } from './media.ts';
import type { OpeningHours, ServiceCard, SocialLinks } from './settings.ts';

/** Shapes of the public read API (public site §7) and of the page loaders. */

/** D23: the point every crop of an image keeps in view, in percent of its width and height. */
export interface FocalPoint {
  focalX: number;
  focalY: number;
}

export interface ProjectImage extends ImageRef, FocalPoint {
  id: number;
  url: string;
  inBanner: boolean;
}

export interface Project {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  category: string;
  style: string;
  tags: string[];
  featured: boolean;
  /** D5: true exactly when at least one image is selected for the banner */
  inBanner: boolean;
  inLookbook: boolean;
  /** the spec's list of image URLs */
  images: string[];
  bannerImages: string[];
  /** the same images with what a responsive <picture> needs */
  gallery: ProjectImage[];
  createdAt: string;
  updatedAt: string;
}

export interface RelatedProject {
  id: number;
  slug: string;
  title: string;
  location: string;
  images: string[];
  tags: string[];
  cover: ProjectImage | null;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  featuredImage: string | null;
  featuredImageRef: ImageRef | null;
  /** the alt text the editor typed for the featured image; '' means "the title" (what featuredImageRef.alt then holds) */
  featuredImageAlt: string;
  /** minutes, ceil(words / 200), at least 1 (D2) */
  readTime: number;
  /** the spec's flag: status === 'published' */
  published: boolean;
  /** D24; anonymous callers only ever see 'published' (staff see all three) */
  status: BlogStatus;
  /** when it was or will be published (scheduled: the time the job publishes it); a draft may keep one */
  publishedAt: string | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Testimonial {
  id: number;
  name: string;
  content: string;
  rating: number;
  project: string | null;
  /** the portfolio project it names, if any (the text in `project` stays when that project is deleted, D25) */
  projectId: number | null;
  projectSlug: string | null;
  featured: boolean;
}

export interface FormOption {
  id: number;
  value: string;
  label: string;
}

export interface SiteSettings {
  studioName: string;
  tagline: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  hours: OpeningHours[];
  socials: SocialLinks;
  services: ServiceCard[];
  footerServices: string[];
  yearsExperience: number;
  designerName: string;
  designerTitle: string;
  /** the designer's photo on the about page (alt: the designer's name); null until one is uploaded */
  designerPortrait: ImageRef | null;
  bioShort: string;
  bio: string;
  story: string;
  seoTitle: string;
  seoDescription: string;
}

/** D6: live counts, the average testimonial rating, years of experience from settings. */
export interface StudioStats {
  /** published projects */
  projects: number;
  /** clients who left a testimonial (the spec counts the testimonial list) */
  clients: number;
  /** average testimonial rating, one decimal; null without testimonials */
  rating: number | null;
  yearsExperience: number;
}
