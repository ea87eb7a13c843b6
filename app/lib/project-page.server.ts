import { data, type RouterContextProvider, redirect } from 'react-router';
import { getPublishedProjectBySlug, listRelatedProjects } from '#server/modules/content/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import { toRelatedProjectCard } from './page-shapes.ts';
import { projectForPage } from './rich-text.server.ts';

/** /projects/{slug}: the project (its story parsed) and its related projects; 404 or 301 (renamed slug, D3) otherwise. */
export async function loadProjectPage(context: Readonly<RouterContextProvider>, slug: string) {
  const { db } = context.get(appContext);
  const found = await getPublishedProjectBySlug(db, slug);
  if (!found) return data({ project: null, story: [], related: [] }, { status: 404 });
  if ('redirectTo' in found) throw redirect(`/projects/${encodeURIComponent(found.redirectTo)}`, 301);
  // public site §8: a failure of the related list only hides that section.
  const [related, page] = await Promise.all([
    listRelatedProjects(db, found.project.id).catch((error: unknown) => {
      console.error('[projects] related projects failed:', error);
      return [];
    }),
    projectForPage(db, found.project),
  ]);
  return { ...page, related: (related ?? []).map(toRelatedProjectCard) };
}
