import type { Project, ProjectImage } from '#shared/content.ts';

/**
 * A project as its spread shows it: display labels, and which images go where. Its own file: the
 * content read (lookbook-content.ts) and the spread that draws it (pages/project-spread.ts) both
 * use it, and the content read also asks the spread where further pictures go.
 */
export interface LookbookProject {
  project: Project;
  categoryLabel: string;
  styleLabel: string;
  hero: ProjectImage | null;
  /** the next images of the gallery, at most three */
  further: ProjectImage[];
}
