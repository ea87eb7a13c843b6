import { renderRobots } from '../../lib/seo-files.server.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(context), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
