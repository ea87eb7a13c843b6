import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Project, RelatedProject } from '#shared/content.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { projectImages, projects } from '../../platform/db/schema/index.ts';

const t = prepareTestApp();

async function getJson<T>(path: string): Promise<T> {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

describe('GET /api/projects', () => {
  it('lists the published projects in the studio order, each with its image URLs', async () => {
    const list = await getJson<Project[]>('/api/projects');
    const rows = await t.handle.db.select().from(projects).orderBy(projects.sortOrder);
    expect(list.map((p) => p.slug)).toEqual(rows.map((r) => r.slug));
    for (const project of list) {
      expect(project.images.length).toBeGreaterThanOrEqual(4);
      expect(project.images.every((url) => /^\/media\/[0-9a-f]{20}\/\d+\.jpg$/.test(url))).toBe(true);
      expect(project.gallery).toHaveLength(project.images.length);
      expect(project.gallery[0]?.alt).not.toBe('');
    }
  });

  it('leaves out unpublished projects', async () => {
    const [first] = await t.handle.db.select().from(projects).orderBy(projects.sortOrder).limit(1);
    if (!first) throw new Error('no demo project');
    await t.handle.db.update(projects).set({ published: false }).where(eq(projects.id, first.id));
    try {
      const list = await getJson<Project[]>('/api/projects');
      expect(list.map((p) => p.id)).not.toContain(first.id);
      expect((await t.request(`/api/projects/slug/${first.slug}`)).status).toBe(404);
    } finally {
      await t.handle.db.update(projects).set({ published: true }).where(eq(projects.id, first.id));
    }
  });

  it('answers with an ETag and a public cache lifetime, and 304 when the client has it', async () => {
    const res = await t.request('/api/projects');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await t.request('/api/projects', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/projects/featured', () => {
  it('lists exactly the featured projects', async () => {
    const featured = await getJson<Project[]>('/api/projects/featured');
    const all = await getJson<Project[]>('/api/projects');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((p) => p.id)).toEqual(all.filter((p) => p.featured).map((p) => p.id));
  });
});

describe('GET /api/projects/slug/{slug}', () => {
  it('returns the project', async () => {
    const [any] = await getJson<Project[]>('/api/projects');
    const project = await getJson<Project>(`/api/projects/slug/${any?.slug}`);
    expect(project).toMatchObject({ id: any?.id, title: any?.title, category: any?.category });
  });

  it('answers a JSON 404 for an unknown slug', async () => {
    const res = await t.request('/api/projects/slug/no-such-project');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'project_not_found', message: 'Project not found' });
  });
});

describe('GET /api/projects/{id}/related', () => {
  it('lists the other projects of the same category, never the project itself', async () => {
    const all = await getJson<Project[]>('/api/projects');
    for (const project of all) {
      const related = await getJson<RelatedProject[]>(`/api/projects/${project.id}/related`);
      const expected = all.filter((p) => p.category === project.category && p.id !== project.id);
      expect(related.map((r) => r.id)).toEqual(expected.map((p) => p.id));
      for (const r of related) {
        expect(Object.keys(r)).toEqual(expect.arrayContaining(['id', 'slug', 'title', 'location', 'images', 'tags']));
      }
    }
  });

  it('answers a JSON 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const res = await t.request(`/api/projects/${id}/related`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ code: 'project_not_found', message: 'Project not found' });
    }
  });
});

describe('GET /api/banner/images', () => {
  it('returns the selected banner images of all projects, in project order (D5)', async () => {
    const urls = await getJson<string[]>('/api/banner/images');
    const all = await getJson<Project[]>('/api/projects');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toEqual(all.flatMap((p) => p.bannerImages));
    for (const project of all) expect(project.inBanner).toBe(project.bannerImages.length > 0);
  });

  it('drops a project from the banner when its last banner image is deselected', async () => {
    const all = await getJson<Project[]>('/api/projects');
    const inBanner = all.find((p) => p.inBanner);
    if (!inBanner) throw new Error('no banner project in the demo');
    await t.handle.db.update(projectImages).set({ inBanner: false }).where(eq(projectImages.projectId, inBanner.id));
    const project = await getJson<Project>(`/api/projects/slug/${inBanner.slug}`);
    expect(project.inBanner).toBe(false);
    const urls = await getJson<string[]>('/api/banner/images');
    for (const url of inBanner.bannerImages) expect(urls).not.toContain(url);
  });
});
