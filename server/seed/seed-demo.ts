import { and, count, eq } from 'drizzle-orm';
import { type PreparedImage, storePreparedImage } from '../modules/media/index.ts';
import type { Database } from '../platform/db/client.ts';
import {
  blogPosts,
  consultationTypes,
  formOptions,
  media,
  projectImages,
  projects,
  siteSettings,
  slugRedirects,
  testimonials,
} from '../platform/db/schema/index.ts';
import { demoBlogPosts } from './content/blog-posts.ts';
import { demoConsultationTypes } from './content/consultation-types.ts';
import { demoFormOptions } from './content/form-options.ts';
import { demoProjects } from './content/projects.ts';
import { demoStudio } from './content/studio.ts';
import { demoTestimonials } from './content/testimonials.ts';
import type { DemoProject } from './content/types.ts';
import { preparedDemoImage } from './demo-image-cache.ts';

/** "Empty" means no studio settings and no projects: a database nobody has started using. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [settings] = await db.select({ n: count() }).from(siteSettings);
  const [work] = await db.select({ n: count() }).from(projects);
  return Number(settings?.n ?? 0) === 0 && Number(work?.n ?? 0) === 0;
}

interface PreparedShot {
  project: DemoProject;
  index: number;
  image: PreparedImage;
}

/** Draws and prepares every shot, two at a time (sharp already uses both cores per image). */
async function prepareShots(): Promise<PreparedShot[]> {
  const jobs = demoProjects.flatMap((project) => project.shots.map((_, index) => ({ project, index })));
  const results: PreparedShot[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const shot = job.project.shots[job.index];
      if (!shot) continue;
      const image = await preparedDemoImage({
        room: job.project.category,
        palette: job.project.palette,
        view: shot.view,
        seed: job.project.slug,
      });
      results.push({ ...job, image });
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** Adds the fictional demo studio: settings, option lists, projects with images, posts, testimonials. */
export async function seedDemoContent(db: Database): Promise<string> {
  const shots = await prepareShots();
  return db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ id: 1, ...demoStudio });

    const orderInList = new Map<string, number>();
    await tx.insert(formOptions).values(
      demoFormOptions.map((option) => {
        const order = orderInList.get(option.fieldType) ?? 0;
        orderInList.set(option.fieldType, order + 1);
        return { ...option, sortOrder: order };
      }),
    );

    const projectIds = new Map<string, number>();
    const firstImage = new Map<string, { mediaId: string; alt: string }>();
    for (const [position, project] of demoProjects.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({
          slug: project.slug,
          title: project.title,
          description: project.description,
          location: project.location,
          category: project.category,
          style: project.style,
          tags: project.tags,
          featured: project.featured,
          inLookbook: project.inLookbook,
          sortOrder: position,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error(`could not insert project ${project.slug}`);
      projectIds.set(project.slug, row.id);
      for (const [index, shot] of project.shots.entries()) {
        const rendered = shots.find((s) => s.project === project && s.index === index);
        if (!rendered) throw new Error(`missing render for ${project.slug} #${index}`);
        const stored = await storePreparedImage(tx, rendered.image);
        // The library's default alt text (issue 29), offered when the image is picked elsewhere.
        await tx
          .update(media)
          .set({ defaultAlt: shot.alt })
          .where(and(eq(media.id, stored.id), eq(media.defaultAlt, '')));
        await tx.insert(projectImages).values({
          projectId: row.id,
          mediaId: stored.id,
          alt: shot.alt,
          position: index,
          inBanner: shot.inBanner ?? false,
        });
        if (index === 0) firstImage.set(project.slug, { mediaId: stored.id, alt: shot.alt });
      }
    }

    for (const [position, post] of demoBlogPosts.entries()) {
      const image = firstImage.get(post.imageFromProject);
      await tx.insert(blogPosts).values({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        category: post.category,
        tags: post.tags,
        status: post.status,
        publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
        featured: post.featured,
        featuredImageId: image?.mediaId ?? null,
        featuredImageAlt: image?.alt ?? '',
        // The demo posts are listed oldest first; the journal reads newest first (ADR 009).
        sortOrder: demoBlogPosts.length - 1 - position,
      });
    }

    await tx.insert(testimonials).values(
      demoTestimonials.map((t, position) => ({
        name: t.name,
        content: t.content,
        rating: t.rating,
        project: t.project,
        projectId: t.projectSlug ? (projectIds.get(t.projectSlug) ?? null) : null,
        featured: t.featured,
        sortOrder: position,
      })),
    );

    // What a visitor can book (issue 27); kept by a reset, as bookings may name them.
    await tx
      .insert(consultationTypes)
      .values(demoConsultationTypes.map((type, position) => ({ ...type, sortOrder: position })))
      .onConflictDoNothing({ target: consultationTypes.slug });

    return `${demoProjects.length} projects, ${shots.length} images, ${demoBlogPosts.length} posts, ${demoTestimonials.length} testimonials, ${demoConsultationTypes.length} consultation types`;
  });
}

/** Removes the content the demo seed adds (not leads, users or e-mail history), for `db:seed --reset`. */
export async function clearContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(testimonials);
    await tx.delete(blogPosts);
    await tx.delete(projectImages);
    await tx.delete(slugRedirects);
    await tx.delete(projects);
    await tx.delete(formOptions);
    await tx.delete(siteSettings);
    await tx.delete(media);
  });
}
