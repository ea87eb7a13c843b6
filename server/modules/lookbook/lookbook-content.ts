import type { ProjectImage, SiteSettings, Testimonial } from '#shared/content.ts';
import { formatCategory } from '#shared/text.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listTestimonials, lookbookCoverOf } from '../content/index.ts';
import { getMediaVariant } from '../media/index.ts';
import { getSiteSettings, listAllOptions } from '../studio/index.ts';
import { listLookbookProjects } from './lookbook.service.ts';
import { imageKey, variantWidthFor } from './lookbook-images.ts';
import type { LookbookProject } from './lookbook-project.ts';
import { type ImageSize, PICTURE_SIZE } from './lookbook-theme.ts';
import { furtherImageLayout } from './pages/project-spread.ts';

export type { LookbookProject };

/** Everything a lookbook is made of, read once and kept until the content changes. */
export interface LookbookContent {
  settings: SiteSettings;
  projects: LookbookProject[];
  testimonials: Testimonial[];
  /** cover, and the picture bands of the process and contact pages (null: nothing to show) */
  coverImage: ProjectImage | null;
  processImage: ProjectImage | null;
  contactImage: ProjectImage | null;
  /** JPEG bytes by imageKey(); every image the pages draw is here */
  images: Map<string, Buffer>;
}

export const MAX_FURTHER_IMAGES = 3;

/**
 * Pictures for the cover, the process page and the contact page. The cover gets the studio's own
 * pick, its first home-page banner image (D5), even though a spread shows it too (`lookbookCoverOf`:
 * else the first project's cover, else a spare image); the other two get
 * images no spread shows (a gallery's fifth and later), from the middle and the last project so the
 * rooms differ, and project heroes only when there are none.
 */
export function choosePagePictures(projects: LookbookProject[]): {
  cover: ProjectImage | null;
  process: ProjectImage | null;
  contact: ProjectImage | null;
} {
  const spares = projects
    .map(({ project }) => project.gallery.slice(1 + MAX_FURTHER_IMAGES))
    .filter((list) => list.length > 0);
  const used = new Set<string>();
  const take = (...candidates: Array<ProjectImage | null | undefined>) => {
    const image = candidates.find((candidate) => candidate && !used.has(candidate.hash)) ?? null;
    if (image) used.add(image.hash);
    return image;
  };
  const heroes = projects.map((item) => item.hero);
  const middle = Math.floor(spares.length / 2);
  return {
    // The one rule the admin also uses to say when a write moved the cover (issue 29).
    cover: take(lookbookCoverOf(projects.map(({ project }) => project))),
    process: take(spares[middle]?.[0], ...spares.flat(), heroes[Math.floor(heroes.length / 2)], ...heroes),
    contact: take(spares.at(-1)?.[0], ...spares.flat(), heroes.at(-1), ...heroes),
  };
}

/**
 * Reads what the lookbook shows and fetches each picture as a pre-sized JPEG. `cache` holds bytes
 * from earlier loads: an image URL names its content, so bytes for a hash never go stale.
 */
export async function loadLookbookContent(db: DbOrTx, cache: Map<string, Buffer>): Promise<LookbookContent> {
  const [settings, projects, testimonials, categories, styles] = await Promise.all([
    getSiteSettings(db),
    listLookbookProjects(db),
    listTestimonials(db),
    // Labels only: a retired option still names the projects that hold it (D1).
    listAllOptions(db, 'projectCategory'),
    listAllOptions(db, 'projectStyle'),
  ]);
  const label = (options: Array<{ value: string; label: string }>, value: string) =>
    options.find((option) => option.value === value)?.label ?? formatCategory(value);
  const lookbookProjects = projects.map((project) => ({
    project,
    categoryLabel: label(categories, project.category),
    styleLabel: label(styles, project.style),
    hero: project.gallery[0] ?? null,
    further: project.gallery.slice(1, 1 + MAX_FURTHER_IMAGES),
  }));
  const pictures = choosePagePictures(lookbookProjects);
  const coverImage = pictures.cover;
  const processImage = pictures.process;
  const contactImage = pictures.contact;

  const wanted = new Map<string, { image: ProjectImage; size: ImageSize }>();
  const want = (image: ProjectImage | null, size: ImageSize) => {
    if (image) wanted.set(imageKey(image, size), { image, size });
  };
  want(coverImage, PICTURE_SIZE.cover);
  want(processImage, PICTURE_SIZE.process);
  want(contactImage, PICTURE_SIZE.contact);
  for (const { hero, further } of lookbookProjects) {
    want(hero, PICTURE_SIZE.hero);
    const layout = furtherImageLayout(further.length);
    further.forEach((image, i) => {
      want(image, layout[i]?.size ?? 'small');
    });
  }
  const images = new Map<string, Buffer>();
  await Promise.all(
    [...wanted].map(async ([key, { image, size }]) => {
      const bytes = cache.get(key) ?? (await getMediaVariant(db, image.hash, variantWidthFor(image, size), 'jpeg'));
      if (bytes) images.set(key, bytes);
    }),
  );
  return {
    settings,
    projects: lookbookProjects,
    testimonials,
    coverImage,
    processImage,
    contactImage,
    images,
  };
}
