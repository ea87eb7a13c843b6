import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Project } from '#shared/content.ts';
import { createUserDirect, signInAs } from '../tests/support/admin-session.ts';
import { type PageRenderer, startPageRenderer } from '../tests/support/page-renderer.ts';
import { sameOriginPost } from '../tests/support/same-origin-post.ts';
import { createTestApp, jsonWrite, type TestApp } from '../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../tests/support/test-db.ts';
import { createApp } from './app.ts';
import { publishDuePosts } from './modules/content/blog-publishing.service.ts';
import { LOGIN_ACCOUNT_LIMIT } from './modules/identity/login-throttle.ts';
import { CONTACT_RATE_LIMIT } from './modules/leads/contact.routes.ts';
import { createContentEvents } from './platform/content-events.ts';
import { type DatabaseHandle, openPostgres } from './platform/db/client.ts';
import { blogPosts, projects, sessions } from './platform/db/schema/index.ts';
import type { AppEnv } from './platform/http/app-env.ts';

/**
 * Two app instances on one PostgreSQL server, as behind a load balancer (docs/operations.md):
 * nothing one instance knows is hidden from the other. Each has its own pool, job queue, caches
 * (production: pages and public API cached) and content events (LISTEN/NOTIFY).
 */

const PUBLIC_URL = 'https://studio.example';

describe.runIf(Boolean(inject('postgresUrl')))('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let database: TestDatabaseHandle;
  let secondPool: DatabaseHandle;
  let renderer: PageRenderer;
  /** b with its pages: b's own deps (its page cache, its content events) and the site's real routes */
  let bPages: Hono<AppEnv>;

  beforeAll(async () => {
    const config = { production: true, trustProxyHops: 1, publicUrl: PUBLIC_URL, https: true };
    database = await createTestDatabase('seeded');
    secondPool = openPostgres(database.url ?? '', 4);
    a = await createTestApp({ config, handle: database, contentEvents: await createContentEvents(database, () => {}) });
    b = await createTestApp({
      config,
      handle: secondPool,
      contentEvents: await createContentEvents(secondPool, () => {}),
    });
    renderer = await startPageRenderer();
    bPages = createApp(b.deps, {
      ssr: renderer.forInstance({ db: b.deps.db, publicUrl: PUBLIC_URL, appSecret: b.deps.secrets.appSecret }),
    });
  }, 120_000);

  afterAll(async () => {
    await renderer?.close();
    await b?.close();
    await a?.close();
    await secondPool?.close();
    await database?.close();
  });

  const read = (app: TestApp, path: string, cookie?: string) =>
    app.request(`${PUBLIC_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it('honours a session made on one on the other, and a sign-out on one ends it on both', async () => {
    const cookie = await signInAs(a, 'admin');
    expect((await read(b, '/api/auth/user', cookie)).status).toBe(200);
    const out = await b.request(`${PUBLIC_URL}/api/auth/logout`, jsonWrite('POST', {}, { Cookie: cookie }));
    expect(out.status).toBeLessThan(300);
    expect((await read(a, '/api/auth/user', cookie)).status).toBe(401);
    expect((await read(b, '/api/auth/user', cookie)).status).toBe(401);
  });

  it('shares a visitor’s rate limit: enquiries spread over both count together', async () => {
    const ip = '198.51.100.41';
    const posts = [sameOriginPost(a.app, PUBLIC_URL), sameOriginPost(b.app, PUBLIC_URL)];
    const enquiry = (i: number) => ({
      firstName: 'Ada',
      lastName: 'Both',
      email: `both${i}@example.com`,
      message: 'Hi',
    });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await posts[i % 2]?.('/api/contact', enquiry(i), { ip }))?.status).toBe(200);
    }
    expect((await posts[0]?.('/api/contact', enquiry(98), { ip }))?.status).toBe(429);
    expect((await posts[1]?.('/api/contact', enquiry(99), { ip }))?.status).toBe(429);
  });

  it('drops the other instance’s cached public API when content changes', async () => {
    const editor = await signInAs(a, 'editor');
    const listed = async (app: TestApp) => {
      const response = await read(app, '/api/projects');
      return { cache: response.headers.get('X-Cache'), projects: (await response.json()) as Project[] };
    };
    const titleOn = async (app: TestApp, id: number) => (await listed(app)).projects.find((p) => p.id === id)?.title;
    const [first] = (await listed(b)).projects;
    if (!first) throw new Error('the demo studio has no project');
    // b's cache is warm: the second read is served from it...
    expect(await listed(b)).toMatchObject({ cache: 'HIT', projects: expect.arrayContaining([first]) });
    // ...and stays as it was for a change written straight to the database, which announces nothing.
    await a.deps.db
      .update(projects)
      .set({ title: `${first.title} (unannounced)` })
      .where(eq(projects.id, first.id));
    expect(await listed(b)).toMatchObject({ cache: 'HIT' });
    expect(await titleOn(b, first.id)).toBe(first.title);

    const title = `${first.title} (renamed on A)`;
    const renamed = await a.request(
      `${PUBLIC_URL}/api/projects/${first.id}`,
      jsonWrite('PATCH', { title }, { Cookie: editor }),
    );
    expect(renamed.status).toBe(200);
    // NOTIFY reaches b just after a's commit; b's cached list would otherwise live 30 s more.
    await expect.poll(() => titleOn(b, first.id), { timeout: 5_000 }).toBe(title);
  });

  it('shares the sign-in limit: failures spread over both count together, and then even the right password is refused', async () => {
    const user = await createUserDirect(a.deps.db, { role: 'editor' });
    const signIn = (app: TestApp, password: string, i: number) =>
      app.request(
        `${PUBLIC_URL}/api/admin/login`,
        jsonWrite('POST', { username: user.username, password }, { 'X-Forwarded-For': `198.51.100.${60 + i}` }),
      );
    // a, b, a, b, a: neither instance alone has seen the limit's worth of failures.
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.limit; i++) {
      expect((await signIn(i % 2 ? b : a, 'not the password', i)).status).toBe(401);
    }
    expect((await signIn(b, user.password, 10)).status).toBe(429);
    expect((await signIn(a, user.password, 11)).status).toBe(429);
    expect(await b.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('shows a content write on one on the other’s cached pages', async () => {
    const editor = await signInAs(a, 'editor');
    const projects = (await (await read(b, '/api/projects')).json()) as Project[];
    // Not the project the API test renames: this one's page is still as seeded.
    const project = projects[1];
    if (!project) throw new Error('the demo studio has fewer than two projects');
    const page = async () => {
      const response = await bPages.request(`${PUBLIC_URL}/projects/${project.slug}`);
      return { cache: response.headers.get('X-Cache'), html: await response.text() };
    };
    const title = 'Renamed on instance A';
    expect(await page()).toMatchObject({ cache: 'MISS', html: expect.stringContaining(asHtmlText(project.title)) });
    const cached = await page();
    expect(cached.cache).toBe('HIT');
    expect(cached.html).not.toContain(title);

    const renamed = await a.request(
      `${PUBLIC_URL}/api/projects/${project.id}`,
      jsonWrite('PATCH', { title }, { Cookie: editor }),
    );
    expect(renamed.status).toBe(200);
    // NOTIFY reaches b just after a's commit; b's cached page would otherwise live 30 s more.
    await expect.poll(async () => (await page()).html, { timeout: 5_000 }).toContain(title);
  });

  it('publishes a scheduled post once when both instances’ minute jobs run at the same time', async () => {
    const [post] = await a.deps.db
      .insert(blogPosts)
      .values({
        title: 'Scheduled on two instances',
        slug: 'scheduled-on-two-instances',
        excerpt: 'Once.',
        content: 'Once.',
        category: 'design-tips',
        status: 'scheduled',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const runs = await Promise.all([publishDuePosts(a.deps), publishDuePosts(b.deps)]);
    expect(runs.flat().map((p) => p.id)).toEqual([post?.id]);
  });
});

/** Text as React writes it into a page. */
function asHtmlText(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
