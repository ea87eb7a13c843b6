import { resolveRichTextImages } from '#server/modules/media/index.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { parseRichText, plainTextOf, type RichTextBlock } from '#shared/rich-text/rich-text.ts';

/**
 * Post bodies and project stories are parsed here, in the loaders, so a public page receives the
 * tree and never the parser (docs/content-format.md). The Markdown itself stays on the server:
 * the page has no use for it, and it would only double what the page's data weighs.
 */
export async function richTextBody(db: DbOrTx, markdown: string): Promise<RichTextBlock[]> {
  return resolveRichTextImages(db, parseRichText(markdown));
}

/** A post for its page: every field but `content`, which is sent as `body`. */
export async function postForPage(db: DbOrTx, post: BlogPost) {
  const { content, ...fields } = post;
  return { post: fields, body: await richTextBody(db, content) };
}

/**
 * A project for its page: `description` becomes the plain text of the story (what the meta
 * description, the structured data and anything else reading it as text want), and the story
 * itself is sent parsed as `story`.
 */
export async function projectForPage(db: DbOrTx, project: Project) {
  const story = await richTextBody(db, project.description);
  return { project: { ...project, description: plainTextOf(story) }, story };
}
