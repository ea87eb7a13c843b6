import type { RouterContextProvider } from 'react-router';
import { listActiveOptions } from '#server/services/form-options.service.ts';
import { appContext } from '#server/ssr/app-context.ts';

/** The enquiry form's selections come from the server's option lists (public-site.md §5). */
export async function loadContactPage(context: Readonly<RouterContextProvider>) {
  const { db } = context.get(appContext);
  const [projectTypes, budgets] = await Promise.all([
    listActiveOptions(db, 'projectType'),
    listActiveOptions(db, 'budget'),
  ]);
  return { projectTypes, budgets };
}
