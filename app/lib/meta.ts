import type { SiteSettings } from '#shared/content.ts';

/** Title and description of a page; the home page uses the studio's SEO defaults. */
export function pageMeta(settings: SiteSettings | undefined, page?: { title: string; description?: string }) {
  const studio = settings?.studioName ?? 'Interior Design Studio';
  const title = page ? `${page.title} | ${studio}` : (settings?.seoTitle ?? studio);
  const description = page?.description ?? settings?.seoDescription ?? '';
  return [{ title }, { name: 'description', content: description }];
}
