import type { BlogPost, Project, SiteSettings, Testimonial } from '#shared/content.ts';
import type { FormOption } from '#shared/form-options.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import { formatCategory } from '#shared/text.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { listPublishedPosts, listPublishedProjects, listTestimonials } from '../../content/index.ts';
import { getSiteSettings, listActiveOptions } from '../../studio/index.ts';

/**
 * Everything public the answer-bot may talk about, read through the same services the pages use,
 * so it can never mention a draft post, an unpublished project or a private setting.
 */
export interface StudioSnapshot {
  settings: SiteSettings;
  /** a project's description and a post's content as plain text (docs/content-format.md): the bot quotes words, not Markdown */
  projects: Project[];
  posts: BlogPost[];
  testimonials: Testimonial[];
  options: {
    categories: FormOption[];
    styles: FormOption[];
    budgets: FormOption[];
    projectTypes: FormOption[];
  };
  loadedAt: number;
}

export async function loadStudioSnapshot(db: DbOrTx): Promise<StudioSnapshot> {
  const [settings, projects, posts, testimonials, categories, styles, budgets, projectTypes] = await Promise.all([
    getSiteSettings(db),
    listPublishedProjects(db),
    listPublishedPosts(db),
    listTestimonials(db),
    listActiveOptions(db, 'projectCategory'),
    listActiveOptions(db, 'projectStyle'),
    listActiveOptions(db, 'budget'),
    listActiveOptions(db, 'projectType'),
  ]);
  return {
    settings,
    projects: projects.map((project) => ({ ...project, description: richTextToPlainText(project.description) })),
    posts: posts.map((post) => ({ ...post, content: richTextToPlainText(post.content) })),
    testimonials,
    options: { categories, styles, budgets, projectTypes },
    loadedAt: Date.now(),
  };
}

/** The label of an option value ("living-room" → "Living Room"), or the value itself. */
export function optionLabel(options: FormOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? formatCategory(value);
}
