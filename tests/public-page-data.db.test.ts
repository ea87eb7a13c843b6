import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublishedPosts } from '../server/modules/content/blog.service.ts';
import { listPublishedProjects } from '../server/modules/content/projects.service.ts';
import { getSiteSettings } from '../server/modules/studio/settings.service.ts';
import type { SsrHandler } from '../server/platform/http/ssr/ssr-handler.ts';
import { type PageRenderer, startPageRenderer } from './support/page-renderer.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/test-db.ts';

/**
 * Issue 12: a page's HTML carries its loaders' answers for hydration, so a loader that returns more
 * than the page draws makes every visit download it. These pages are rendered by the site's real
 * routes on the demo studio, and the hydration data is read back out of the HTML.
 */

const PUBLIC_URL = 'https://studio.example';

/**
 * The strings in React Router's hydration data: the arguments of
 * `streamController.enqueue("…")` joined are a turbo-stream, whose first line is a JSON array of
 * every value (each string once).
 */
function hydrationStrings(html: string): string[] {
  const chunks = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map(
    ([, literal]) => JSON.parse(literal ?? '""') as string,
  );
  const [values = '[]'] = chunks.join('').split('\n');
  return (JSON.parse(values) as unknown[]).filter((value): value is string => typeof value === 'string');
}

describe('the hydration data of the public pages', () => {
  let database: TestDatabaseHandle;
  let renderer: PageRenderer;
  let render: SsrHandler;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    renderer = await startPageRenderer();
    render = renderer.forInstance({ db: database.db, publicUrl: PUBLIC_URL, appSecret: 'x'.repeat(32) });
  }, 120_000);

  afterAll(async () => {
    await renderer?.close();
    await database?.close();
  });

  const dataOf = async (path: string) => {
    const response = await render(new Request(`${PUBLIC_URL}${path}`));
    expect(response.status).toBe(200);
    return hydrationStrings(await response.text());
  };

  it('the home page carries its post cards but no post’s body, and no project’s whole description', async () => {
    const data = await dataOf('/');
    const posts = await listPublishedPosts(database.db, { limit: 3 });
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(data).toContain(post.title);
      expect(data).toContain(post.excerpt);
      expect(data).not.toContain(post.content);
    }
    const longDescriptions = (await listPublishedProjects(database.db)).filter(
      (project) => project.featured && project.description.length > 100,
    );
    expect(longDescriptions.length).toBeGreaterThan(0);
    for (const project of longDescriptions) {
      expect(data).toContain(project.title);
      expect(data).not.toContain(project.description);
    }
  });

  it('the blog carries every published post’s card, and none of their bodies', async () => {
    const data = await dataOf('/blog');
    const posts = await listPublishedPosts(database.db);
    for (const post of posts) {
      expect(data).toContain(post.excerpt);
      expect(data).not.toContain(post.content);
    }
  });

  it('the portfolio carries every project’s card, but not their descriptions or image URLs', async () => {
    const data = await dataOf('/portfolio');
    const projects = await listPublishedProjects(database.db);
    for (const project of projects) {
      expect(data).toContain(project.title);
      expect(data).not.toContain(project.description);
      for (const url of project.images) expect(data).not.toContain(url);
    }
  });

  it('every page carries the studio’s facts, and only the about page its story, bio and services', async () => {
    const settings = await getSiteSettings(database.db);
    const [service] = settings.services;
    expect(settings.story && settings.bio && service).toBeTruthy();
    const contact = await dataOf('/contact');
    expect(contact).toContain(settings.studioName);
    expect(contact).toContain(settings.seoDescription);
    for (const text of [settings.story, settings.bio, settings.bioShort, service?.description]) {
      expect(contact).not.toContain(text);
    }
    const about = await dataOf('/about');
    for (const text of [settings.story, settings.bio, service?.description]) expect(about).toContain(text);
    expect(await dataOf('/')).toContain(settings.bioShort);
  });
});
