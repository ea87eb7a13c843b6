import type { ShowcaseChange, ShowcasePicture } from '#shared/admin/showcase.ts';
import type { Project, ProjectImage } from '#shared/content.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listPublishedProjects } from './projects.service.ts';

/**
 * The home hero's first slide and the lookbook's cover (shared/admin/showcase.ts), read inside a
 * project write's transaction before and after it, so the answer names exactly what that write moved.
 */
export interface Showcase {
  heroFirstSlide: ShowcasePicture | null;
  lookbookCover: ShowcasePicture | null;
}

/** A gallery's images from the fifth on: no spread of the lookbook shows them. */
const SPARES_FROM = 4;

/**
 * The lookbook's cover (the lookbook module draws it with this rule): the studio's first banner
 * image among the lookbook's projects (D5), else the first project's cover, else a spare image.
 */
export function lookbookCoverOf(projects: ReadonlyArray<Pick<Project, 'gallery'>>): ProjectImage | null {
  const banner = projects.flatMap((project) => project.gallery.filter((image) => image.inBanner));
  const spares = projects.flatMap((project) => project.gallery.slice(SPARES_FROM));
  return banner[0] ?? projects[0]?.gallery[0] ?? spares[0] ?? null;
}

export async function readShowcase(db: DbOrTx): Promise<Showcase> {
  const published = await listPublishedProjects(db);
  const picture = (image: ProjectImage | null | undefined): ShowcasePicture | null => {
    if (!image) return null;
    const project = published.find((candidate) => candidate.gallery.some((own) => own.id === image.id));
    return project ? { projectId: project.id, projectTitle: project.title, url: image.url, alt: image.alt } : null;
  };
  const firstSlide = published.flatMap((project) => project.gallery.filter((image) => image.inBanner))[0];
  return {
    heroFirstSlide: picture(firstSlide),
    lookbookCover: picture(lookbookCoverOf(published.filter((project) => project.inLookbook))),
  };
}

/** Two pictures are the same when they are the same image of the same project (a new URL width is not a change). */
const same = (a: ShowcasePicture | null, b: ShowcasePicture | null) =>
  a === b || (a !== null && b !== null && a.projectId === b.projectId && hashOf(a.url) === hashOf(b.url));
const hashOf = (url: string) => url.split('/')[2] ?? url;

export function showcaseChange(before: Showcase, after: Showcase): ShowcaseChange {
  return {
    ...(same(before.heroFirstSlide, after.heroFirstSlide)
      ? {}
      : { heroFirstSlide: { from: before.heroFirstSlide, to: after.heroFirstSlide } }),
    ...(same(before.lookbookCover, after.lookbookCover)
      ? {}
      : { lookbookCover: { from: before.lookbookCover, to: after.lookbookCover } }),
  };
}

/** Reads the showcase now; `changes()` reads it again and names what moved since. */
export async function watchShowcase(db: DbOrTx): Promise<{ changes(): Promise<ShowcaseChange> }> {
  const before = await readShowcase(db);
  return { changes: async () => showcaseChange(before, await readShowcase(db)) };
}
