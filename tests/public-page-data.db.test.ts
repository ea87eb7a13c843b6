import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublishedPosts } from '../server/modules/content/blog.service.ts';
import { listPublishedProjects } from '../server/modules/content/projects.service.ts';
import { getSiteSettings } from '../server/modules/studio/settings.service.ts';
import { blogPosts, media } from '../server/platform/db/schema/index.ts';
import type { SsrHandler } from '../server/platform/http/ssr/ssr-handler.ts';
import { mediaUrl } from '../shared/media.ts';
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

  it('a post page draws every mark of its content as elements, carries it parsed, and never turns it into markup (docs/content-format.md)', async () => {
    const [stored] = await database.db.select({ hash: media.hash }).from(media).limit(1);
    const [sibling] = await listPublishedPosts(database.db, { limit: 1 });
    if (!stored || !sibling) throw new Error('the demo studio has images and posts');
    const content = [
      '## Light at three heights',
      '### Lamps',
      'Warm **oak** and *lime*, [a lamp](https://lamps.example/a) and [our work](/portfolio).',
      '> Light first.',
      '- one\n- two\n\n1. first',
      `![The kitchen at dusk](${mediaUrl(stored.hash, 640, 'jpeg')})`,
      '![tracker](https://tracker.example/pixel.gif)',
      '<script>alert("body")</script>',
      'A [click](javascript:alert(1)) and <img src=x onerror=alert(1)> inline.',
    ].join('\n\n');
    await database.db.insert(blogPosts).values({
      slug: 'every-mark',
      title: 'Every mark',
      excerpt: 'Every mark of the format.',
      content,
      category: sibling.category,
      status: 'published',
      publishedAt: new Date('2026-01-05T10:00:00Z'),
    });

    const response = await render(new Request(`${PUBLIC_URL}/blog/every-mark`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toContain('<h2 class="mt-14');
    expect(article).toMatch(/<h2[^>]*>Light at three heights<\/h2>/);
    expect(article).toMatch(/<h3[^>]*>Lamps<\/h3>/);
    expect(article).toMatch(/<strong[^>]*>oak<\/strong>/);
    expect(article).toContain('<em>lime</em>');
    expect(article).toMatch(/<a href="https:\/\/lamps\.example\/a"[^>]*rel="noopener noreferrer"[^>]*>a lamp<\/a>/);
    expect(article).toMatch(/<a [^>]*href="\/portfolio"[^>]*>our work<\/a>/);
    expect(article).toMatch(/<blockquote[^>]*><p[^>]*>Light first\.<\/p><\/blockquote>/);
    expect(article).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul><ol[^>]*><li[^>]*>first<\/li><\/ol>/);
    // The stored image as a responsive picture, lazy; the foreign one not at all.
    expect(article).toMatch(new RegExp(`<picture><source type="image/avif" srcSet="/media/${stored.hash}/`));
    expect(article).toMatch(/<img[^>]*alt="The kitchen at dusk"[^>]*loading="lazy"/);
    expect(html).not.toContain('tracker.example');
    // Markup in the text is text.
    expect(article).toContain('&lt;script&gt;alert(&quot;body&quot;)&lt;/script&gt;');
    expect(article).toContain('A click and &lt;img src=x onerror=alert(1)&gt; inline.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<img src=x/);

    // The page carries the parsed tree, not the Markdown (nor the parser: see the bytes bench).
    const data = hydrationStrings(html);
    expect(data).toContain('Light at three heights');
    expect(data).not.toContain(content);
  });
});
