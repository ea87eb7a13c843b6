import type { RouterContextProvider } from 'react-router';
import { listSitemapEntries } from '#server/modules/content/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export async function renderSitemap(context: Readonly<RouterContextProvider>): Promise<string> {
  const { db, publicUrl } = context.get(appContext);
  const entries = await listSitemapEntries(db);
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(context: Readonly<RouterContextProvider>): string {
  const { publicUrl } = context.get(appContext);
  // The admin area is for staff; the API is for the site itself.
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
