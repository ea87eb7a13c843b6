import type { ImageRef } from './media.ts';
import type { OpeningHours, ServiceCard, SocialLinks } from './settings.ts';

/** Shapes of the public read API (public-site.md §7) and of the page loaders. */

export interface ProjectImage extends ImageRef {
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
  /** minutes, ceil(words / 200), at least 1 (D2) */
  readTime: number;
  published: boolean;
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
  bioShort: string;
  bio: string;
  story: string;
  seoTitle: string;
  seoDescription: string;
}

/** DECISIONS D6: live counts, the average testimonial rating, years of experience from settings. */
export interface StudioStats {
  /** published projects */
  projects: number;
  /** clients who left a testimonial (the spec counts the testimonial list) */
  clients: number;
  /** average testimonial rating, one decimal; null without testimonials */
  rating: number | null;
  yearsExperience: number;
}
