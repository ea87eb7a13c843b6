import type { MetaDescriptor } from 'react-router';
import { defaultImageUrl, type ImageRef } from '#shared/media.ts';
import { SITE_LAYOUT_ID } from './layout-data.ts';
import type { LayoutSettings } from './page-shapes.ts';

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export interface PageSeo {
  /** the page's own title; omitted on the home page, which uses the studio's SEO title */
  title?: string;
  description?: string;
  /** path of the canonical URL, e.g. '/projects/deep-teal-dining-room' */
  path: string;
  image?: ImageRef | null;
  type?: 'website' | 'article';
  /** trail below Home, e.g. [{ name: 'Portfolio', path: '/portfolio' }, { name: title, path }] */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** page-specific structured data (Article, CreativeWork…) */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

const DAY_SCHEMA = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The studio settings and public address the site layout loaded, for meta functions. */
export function layoutData(matches: Matches) {
  const layout = matches.find((m) => m?.id === SITE_LAYOUT_ID);
  return layout?.loaderData as { settings: LayoutSettings; publicUrl: string } | undefined;
}

/** The 1280 px JPEG: what crawlers and link previews fetch. */
export function absoluteImageUrl(publicUrl: string, image: ImageRef): string {
  return `${publicUrl}${defaultImageUrl(image)}`;
}

/** D6: the business data comes from the one settings record, hours included. */
export function businessJsonLd(settings: LayoutSettings, publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'InteriorDesigner',
    '@id': `${publicUrl}/#studio`,
    name: settings.studioName,
    description: settings.seoDescription,
    url: `${publicUrl}/`,
    email: settings.email || undefined,
    telephone: settings.phone || undefined,
    address: settings.street
      ? {
          '@type': 'PostalAddress',
          streetAddress: settings.street,
          addressLocality: settings.city,
          addressRegion: settings.region,
          postalCode: settings.postalCode,
          addressCountry: settings.country,
        }
      : undefined,
    openingHoursSpecification: settings.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_SCHEMA[h.day],
        opens: h.opens,
        closes: h.closes,
      })),
    sameAs: Object.values(settings.socials).filter(Boolean),
  };
}

function breadcrumbJsonLd(publicUrl: string, trail: Array<{ name: string; path: string }>): Record<string, unknown> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.path}`,
    })),
  };
}

/**
 * Everything a page puts in <head> for search engines and link previews: title, description,
 * canonical URL, Open Graph and Twitter cards, and JSON-LD (the studio on every page, breadcrumbs,
 * and the page's own items).
 */
export function seoMeta(matches: Matches, page: PageSeo): MetaDescriptor[] {
  const data = layoutData(matches);
  const settings = data?.settings;
  const publicUrl = data?.publicUrl ?? '';
  const studio = settings?.studioName ?? 'Interior Design Studio';
  const title = page.title ? `${page.title} | ${studio}` : (settings?.seoTitle ?? studio);
  const description = page.description ?? settings?.seoDescription ?? '';
  const url = `${publicUrl}${page.path}`;
  const image = page.image ? absoluteImageUrl(publicUrl, page.image) : undefined;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: studio },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title ?? title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title ?? title },
    { name: 'twitter:description', content: description },
  ];
  if (image && page.image) {
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: page.image.alt },
      { name: 'twitter:image', content: image },
    );
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (settings) meta.push({ 'script:ld+json': businessJsonLd(settings, publicUrl) });
  if (page.breadcrumbs?.length) meta.push({ 'script:ld+json': breadcrumbJsonLd(publicUrl, page.breadcrumbs) });
  for (const item of page.jsonLd ?? []) meta.push({ 'script:ld+json': item });
  return meta;
}
