import { createHash, randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink, PreviewLinkCreated } from '#shared/admin/preview-links.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { type PageRenderer, startPageRenderer } from '../../../tests/support/page-renderer.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { createApp } from '../../app.ts';
import { auditEvents, previewLinks } from '../../platform/db/schema/index.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { PREVIEW_CREATE_RATE_LIMIT } from './preview-links.service.ts';

/**
 * Preview links (issue 29, D33; docs/preview-links.md): made, listed and revoked through the API,
 * opened through the site's real `/preview/{token}` page in production mode (its page cache on),
 * with the app's clock moved instead of waiting a week. Every refusal reads the database back.
 */

const PUBLIC_URL = 'https://studio.example';
let now = new Date('2026-12-01T18:00:00.000Z');
const t = prepareTestApp({
  config: { publicUrl: PUBLIC_URL, trustProxyHops: 1, production: true },
  clock: () => now,
});
const DAY = 24 * 60 * 60 * 1000;

let renderer: PageRenderer;
let site: Hono<AppEnv>;
let editor: string;
let draftA: BlogPost;
let draftB: BlogPost;
let published: BlogPost;
let hiddenProject: Project;

const send = (method: string, path: string, body?: unknown, cookie = editor) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));
let visitor = 0;
/** A signed-out visitor's request for a page, from an address of its own. */
const visit = (path: string) =>
  site.request(`${PUBLIC_URL}${path}`, { headers: { 'X-Forwarded-For': `192.0.2.${++visitor % 250}` } });

async function created<T>(path: string, body: unknown): Promise<T> {
  const res = await send('POST', path, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as T;
}

const share = (body: Record<string, unknown>) => created<PreviewLinkCreated>('/api/admin/preview-links', body);
const tokenOf = (link: PreviewLinkCreated) => link.url.slice(`${PUBLIC_URL}/preview/`.length);
const listOf = async (entityType: string, entityId: number) => {
  const res = await send('GET', `/api/admin/preview-links?entityType=${entityType}&entityId=${entityId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PreviewLink[];
};

async function linkState() {
  return {
    links: await t.handle.db.select().from(previewLinks).orderBy(asc(previewLinks.createdAt), asc(previewLinks.id)),
    audit: (await t.handle.db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

async function expectRefused(request: () => Promise<Response>, status: number, code?: string) {
  const before = await linkState();
  const res = await request();
  const body = (await res.json()) as ApiErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (code) expect(body.code).toBe(code);
  expect(await linkState()).toEqual(before);
  return body;
}

beforeAll(async () => {
  renderer = await startPageRenderer();
  const { deps } = t;
  site = createApp(deps, {
    ssr: renderer.forInstance({ db: deps.db, publicUrl: PUBLIC_URL, appSecret: deps.secrets.appSecret }),
  });
  editor = await signInAs(t, 'editor');
  const post = (title: string, extra: Record<string, unknown> = {}) =>
    created<BlogPost>('/api/blog', {
      title,
      excerpt: `${title}: the excerpt.`,
      content: `${title} — the words nobody outside the studio has read yet.`,
      status: 'draft',
      ...extra,
    });
  draftA = await post('Limewash in the North Light');
  draftB = await post('A Pantry Behind the Wall');
  published = await post('Already Out There', { status: 'published' });
  hiddenProject = await created<Project>('/api/projects', {
    title: 'Cedar House Not Yet Shown',
    location: 'Hood River, OR',
    description: 'A cabin of cedar and clay, before its photographs are public.',
    published: false,
  });
}, 120_000);
afterAll(() => renderer?.close());

describe('a project’s Published switch', () => {
  it('keeps an unpublished project off the public site until it is switched on', async () => {
    expect(hiddenProject.published).toBe(false);
    const publicSlugs = async () => ((await (await t.request('/api/projects')).json()) as Project[]).map((p) => p.slug);
    expect(await publicSlugs()).not.toContain(hiddenProject.slug);
    expect((await visit(`/projects/${hiddenProject.slug}`)).status).toBe(404);
    const other = await created<Project>('/api/projects', {
      title: 'Published Then Hidden',
      location: 'Bend, OR',
      description: 'A house shown, then taken down.',
    });
    expect(other.published).toBe(true);
    expect(await publicSlugs()).toContain(other.slug);
    const res = await send('PATCH', `/api/projects/${other.id}`, { published: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Project).published).toBe(false);
    expect(await publicSlugs()).not.toContain(other.slug);
  });
});

describe('POST /api/admin/preview-links', () => {
  it('makes a link for a draft post, valid 7 days by default; only the token’s SHA-256 is kept, and the log has no token', async () => {
    const link = await share({ entityType: 'post', entityId: draftA.id });
    expect(link.url).toMatch(/^https:\/\/studio\.example\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
    const [row] = await t.handle.db.select().from(previewLinks).where(eq(previewLinks.id, link.id));
    const token = tokenOf(link);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const [audit] = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'preview.create'));
    expect(audit).toMatchObject({ entityType: 'post', entityId: String(draftA.id), summary: draftA.title });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('takes an expiry of 1 to 30 days', async () => {
    const month = await share({ entityType: 'project', entityId: hiddenProject.id, expiresInDays: 30 });
    expect(month.expiresAt).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
    const day = await share({ entityType: 'post', entityId: draftB.id, expiresInDays: 1 });
    expect(day.expiresAt).toBe(new Date(now.getTime() + DAY).toISOString());
  });

  it('refuses a bad expiry, entity or field with 400, storing nothing', async () => {
    for (const body of [
      { entityType: 'post', entityId: draftA.id, expiresInDays: 0 },
      { entityType: 'post', entityId: draftA.id, expiresInDays: 31 },
      { entityType: 'post', entityId: draftA.id, expiresInDays: 1.5 },
      { entityType: 'testimonial', entityId: 1 },
      { entityType: 'post', entityId: draftA.id, token: 'mine' },
      { entityType: 'post' },
    ]) {
      await expectRefused(() => send('POST', '/api/admin/preview-links', body), 400);
    }
  });

  it('refuses a published post with its reason (its own address is the link), and an unknown item with its 404', async () => {
    const body = await expectRefused(
      () => send('POST', '/api/admin/preview-links', { entityType: 'post', entityId: published.id }),
      409,
      'preview_item_published',
    );
    expect(body.message).toBe('This item is already public: share its address instead of a preview link.');
    await expectRefused(
      () => send('POST', '/api/admin/preview-links', { entityType: 'post', entityId: 999_999 }),
      404,
      'post_not_found',
    );
    await expectRefused(
      () => send('POST', '/api/admin/preview-links', { entityType: 'project', entityId: 999_999 }),
      404,
      'project_not_found',
    );
  });

  it('is refused to a viewer, storing nothing', async () => {
    const viewer = await signInAs(t, 'viewer');
    await expectRefused(
      () => send('POST', '/api/admin/preview-links', { entityType: 'post', entityId: draftA.id }, viewer),
      403,
    );
  });

  it(`limits each user to ${PREVIEW_CREATE_RATE_LIMIT.limit} links an hour`, async () => {
    const admin = await signInAs(t, 'admin');
    for (let i = 0; i < PREVIEW_CREATE_RATE_LIMIT.limit; i++) {
      const res = await send('POST', '/api/admin/preview-links', { entityType: 'post', entityId: draftB.id }, admin);
      expect(res.status).toBe(201);
    }
    await expectRefused(
      () => send('POST', '/api/admin/preview-links', { entityType: 'post', entityId: draftB.id }, admin),
      429,
      'rate_limited',
    );
    // Another user is not held back by it.
    await share({ entityType: 'post', entityId: draftB.id });
    // Those were for the limit alone: revoke them so the lists below read as the story above.
    await t.handle.db.update(previewLinks).set({ revokedAt: now }).where(eq(previewLinks.entityId, draftB.id));
  });
});

describe('/preview/{token}', () => {
  it('shows the draft exactly as its page will look, with the ribbon; noindex and no-store, never kept by the page cache', async () => {
    const link = await share({ entityType: 'post', entityId: draftA.id });
    for (let i = 0; i < 2; i++) {
      const res = await visit(`/preview/${tokenOf(link)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      // BYPASS both times: the page cache did not store the first answer.
      expect(res.headers.get('x-cache')).toBe('BYPASS');
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('Preview — not yet public.');
      expect(html).toContain('This link works until December 8, 2026 at 10:00 AM PST.');
      expect(html).toContain(
        `<h1 class="mt-4 text-4xl leading-[1.1] text-balance text-ink md:text-6xl">${draftA.title}</h1>`,
      );
      expect(html).toContain('the words nobody outside the studio has read yet.');
      expect(html).not.toContain(draftB.title);
    }
    // The same for the data of a client-side navigation.
    const data = await visit(`/preview/${tokenOf(link)}.data`);
    expect(data.headers.get('cache-control')).toBe('no-store');
    expect(data.headers.get('x-cache')).toBe('BYPASS');
  });

  it('shows an unpublished project with its ribbon, and the related projects its page will have', async () => {
    const link = await share({ entityType: 'project', entityId: hiddenProject.id });
    const res = await visit(`/preview/${tokenOf(link)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Preview — not yet public.');
    expect(html).toContain(hiddenProject.title);
    expect(html).toContain('A cabin of cedar and clay, before its photographs are public.');
    const portfolio = (await (await t.request('/api/projects')).json()) as Project[];
    const related = portfolio.filter((project) => project.category === hiddenProject.category);
    expect(related.length).toBeGreaterThan(0);
    // As the page writes them: HTML-escaped.
    for (const project of related) expect(html).toContain(project.title.replaceAll('&', '&amp;'));
  });

  it('shows only the item its own token names: B’s token never shows A, and a guessed token is a calm 404', async () => {
    const forB = await share({ entityType: 'post', entityId: draftB.id });
    const html = await (await visit(`/preview/${tokenOf(forB)}`)).text();
    expect(html).toContain(draftB.title);
    expect(html).not.toContain(draftA.title);
    for (const guess of [randomBytes(32).toString('base64url'), 'not-a-token', `${tokenOf(forB)}x`]) {
      const res = await visit(`/preview/${guess}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      expect(page).toContain('This preview link has expired or was withdrawn');
      expect(page).not.toContain(draftB.title);
    }
  });

  it('sends the visitor to the public page once the item is published', async () => {
    const post = await created<BlogPost>('/api/blog', {
      title: 'Soon Public',
      excerpt: 'Soon.',
      content: 'Soon public words.',
      status: 'draft',
    });
    const link = await share({ entityType: 'post', entityId: post.id });
    expect((await send('PATCH', `/api/blog/${post.id}`, { status: 'published' })).status).toBe(200);
    const res = await visit(`/preview/${tokenOf(link)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/blog/${post.slug}`);
  });
});

describe('listing and revoking', () => {
  it('lists an item’s live links, who made them and when they end — never a token', async () => {
    const before = await listOf('project', hiddenProject.id);
    const link = await share({ entityType: 'project', entityId: hiddenProject.id, expiresInDays: 3 });
    const list = await listOf('project', hiddenProject.id);
    expect(list).toHaveLength(before.length + 1);
    const shown = list.find((item) => item.id === link.id);
    expect(shown).toEqual({
      id: link.id,
      createdAt: now.toISOString(),
      expiresAt: link.expiresAt,
      createdBy: expect.stringMatching(/^editor-/),
    });
    expect(JSON.stringify(list)).not.toContain(tokenOf(link));
    // Another item's list does not hold it.
    expect((await listOf('post', draftA.id)).map((item) => item.id)).not.toContain(link.id);
  });

  it('revokes a link: it stops opening at once, leaves the list, is logged; revoking it again is a 404', async () => {
    const link = await share({ entityType: 'post', entityId: draftA.id });
    expect((await visit(`/preview/${tokenOf(link)}`)).status).toBe(200);
    const res = await send('DELETE', `/api/admin/preview-links/${link.id}`);
    expect(res.status).toBe(200);
    const gone = await visit(`/preview/${tokenOf(link)}`);
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toContain('This preview link has expired or was withdrawn');
    expect(html).not.toContain(draftA.title);
    expect((await listOf('post', draftA.id)).map((item) => item.id)).not.toContain(link.id);
    const audit = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'preview.revoke'));
    expect(audit.at(-1)).toMatchObject({ entityType: 'post', entityId: String(draftA.id), summary: draftA.title });
    await expectRefused(() => send('DELETE', `/api/admin/preview-links/${link.id}`), 404, 'preview_link_not_found');
    await expectRefused(() => send('DELETE', '/api/admin/preview-links/not-a-uuid'), 404, 'preview_link_not_found');
  });

  it('lets only one of two revokes at once succeed, logged once', async () => {
    const link = await share({ entityType: 'post', entityId: draftB.id });
    const audits = async () =>
      (await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'preview.revoke'))).length;
    const before = await audits();
    const answers = await Promise.all([
      send('DELETE', `/api/admin/preview-links/${link.id}`),
      send('DELETE', `/api/admin/preview-links/${link.id}`),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404]);
    expect(await audits()).toBe(before + 1);
  });

  it('lets a link expire with time: the page says so, the list drops it, and it can no longer be revoked', async () => {
    const link = await share({ entityType: 'post', entityId: draftA.id, expiresInDays: 1 });
    now = new Date(now.getTime() + DAY - 1000);
    expect((await visit(`/preview/${tokenOf(link)}`)).status).toBe(200);
    now = new Date(now.getTime() + 1000);
    const res = await visit(`/preview/${tokenOf(link)}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('This preview link has expired or was withdrawn');
    // A day on, the editor's session has lapsed too: they sign in again.
    editor = await signInAs(t, 'editor');
    expect((await listOf('post', draftA.id)).map((item) => item.id)).not.toContain(link.id);
    await expectRefused(() => send('DELETE', `/api/admin/preview-links/${link.id}`), 404, 'preview_link_not_found');
  });
});
