import { renderSitemap } from '../../lib/seo-files.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await renderSitemap(context), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
