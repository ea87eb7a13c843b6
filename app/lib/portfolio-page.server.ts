import type { RouterContextProvider } from 'react-router';
import { listPublishedProjects } from '#server/modules/content/index.ts';
import { listActiveOptions } from '#server/modules/studio/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import { toPortfolioCard } from './page-shapes.ts';

/** Every published project and the category filters (D1: the projectCategory option list). */
export async function loadPortfolioPage(context: Readonly<RouterContextProvider>) {
  const { db } = context.get(appContext);
  const [projects, categories] = await Promise.all([
    listPublishedProjects(db),
    listActiveOptions(db, 'projectCategory'),
  ]);
  return { projects: projects.map(toPortfolioCard), categories };
}
