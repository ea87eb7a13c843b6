import type { Project } from '#shared/content.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listPublishedProjects } from '../content/index.ts';

/**
 * The projects the studio marked "in lookbook" that visitors may see, in the portfolio's order and
 * in the shape of GET /api/projects. Filtered from the published list so the mapping (galleries,
 * banner flags, URLs) stays the projects service's alone; a portfolio is a few dozen rows. The
 * description is its plain text (docs/content-format.md): a PDF page sets words, not Markdown.
 */
export async function listLookbookProjects(db: DbOrTx): Promise<Project[]> {
  const projects = await listPublishedProjects(db);
  return projects
    .filter((project) => project.inLookbook)
    .map((project) => ({ ...project, description: richTextToPlainText(project.description) }));
}
