import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '#shared/admin/content-lists.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { blogPosts, media, projectImages, projects } from '../../platform/db/schema/index.ts';

/**
 * The paged admin lists (issue 11): GET /api/admin/projects and /api/admin/posts, as the Projects
 * and Blog Posts tabs call them. Each page must be exactly the matching slice of the order the
 * whole lists show (the public portfolio, the staff view of the blog), with the same item shape.
 */

const t = prepareTestApp({ content: 'migrated', config: { trustProxyHops: 1 } });
const cookies = {} as Record<'editor' | 'viewer', string>;

const PROJECTS = 30;
const POSTS = 60;
const NOW = Date.now();
const DAY = 86_400_000;

/** Project i: every third is a kitchen, every fifth featured; positions in pairs (ties by id). */
function projectRow(i: number) {
  const special: Record<number, { title: string; location: string; description: string }> = {
    4: { title: 'Loft 100% natural', location: 'Brooklyn Heights', description: 'Oak floors.' },
    7: { title: 'Loft 100 natural', location: 'Queens', description: 'Not a percent sign.' },
    11: { title: 'Cabin', location: 'Maine', description: 'Pine and a_b joinery.' },
    12: { title: 'Barn', location: 'Vermont', description: 'Stone and axb joinery.' },
  };
  return {
    slug: `project-${i}`,
    title: `Project ${i}`,
    location: `Town ${i}`,
    description: `House number ${i}.`,
    ...special[i],
    category: i % 3 === 0 ? 'kitchens' : 'living',
    style: 'modern',
    featured: i % 5 === 0,
    sortOrder: Math.floor((PROJECTS - i) / 2),
  };
}

/** Post i: drafts, scheduled and published mixed; positions in threes (ties by date, then id). */
function postRow(i: number) {
  const status = (['published', 'draft', 'scheduled'] as const)[i % 3] ?? 'published';
  const publishedAt =
    status === 'draft' ? null : new Date(status === 'scheduled' ? NOW + (i + 1) * DAY : NOW - (i + 1) * DAY);
  return {
    slug: `post-${i}`,
    title: i === 9 ? 'Colour In The KITCHEN' : `Post ${i}`,
    excerpt: i === 20 ? 'A guide to 50% off_cuts' : `Excerpt ${i}`,
    content: `Body ${i}`,
    category: i % 4 === 0 ? 'trends' : 'guides',
    status,
    publishedAt,
    featured: i % 7 === 0,
    sortOrder: Math.floor(i / 3) % 5,
  };
}

beforeAll(async () => {
  const { db } = t.deps;
  const inserted = await db
    .insert(projects)
    .values(Array.from({ length: PROJECTS }, (_, i) => projectRow(i)))
    .returning({ id: projects.id });
  // Two images for every project, so a page's galleries can be told apart from their neighbours'.
  const images = await db
    .insert(media)
    .values(
      inserted.flatMap((_, i) =>
        [0, 1].map((k) => ({
          hash: (i * 2 + k).toString(16).padStart(20, '0'),
          mime: 'image/jpeg',
          width: 1200,
          height: 800,
          byteSize: 3,
          color: '#aabbcc',
          bytes: Buffer.from([1, 2, 3]),
        })),
      ),
    )
    .returning({ id: media.id, hash: media.hash });
  await db.insert(projectImages).values(
    images.map((image, n) => ({
      projectId: inserted[Math.floor(n / 2)]?.id ?? 0,
      mediaId: image.id,
      position: n % 2,
      inBanner: n % 4 === 0,
    })),
  );
  await db.insert(blogPosts).values(Array.from({ length: POSTS }, (_, i) => postRow(i)));
  cookies.editor = await signInAs(t, 'editor');
  cookies.viewer = await signInAs(t, 'viewer');
});

const get = (path: string, cookie: string | null = cookies.editor) =>
  t.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function ok<T>(path: string, cookie?: string | null): Promise<T> {
  const response = await get(path, cookie);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as T;
}

const projectPage = (query: string) => ok<ContentPage<Project>>(`/api/admin/projects?${query}`);
const postPage = (query: string) => ok<ContentPage<BlogPost>>(`/api/admin/posts?${query}`);
const publicProjects = () => ok<Project[]>('/api/projects', null);
const staffPosts = () => ok<BlogPost[]>('/api/blog');
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe('who may read the paged lists', () => {
  it.each(['/api/admin/projects', '/api/admin/posts'])(
    '%s: anonymous 401, viewer and editor 200, never cached',
    async (path) => {
      expect((await get(path, null)).status).toBe(401);
      for (const cookie of [cookies.viewer, cookies.editor]) {
        const response = await get(path, cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toContain('no-store');
      }
    },
  );
});

describe('GET /api/admin/projects', () => {
  it('pages through the public order: the same items, the same shape, galleries included', async () => {
    const all = await publicProjects();
    expect(all).toHaveLength(PROJECTS);
    const pages = [];
    for (let page = 1; page <= 5; page += 1) pages.push(await projectPage(`page=${page}&pageSize=7`));
    expect(pages.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 2]);
    expect(pages.every((p) => p.total === PROJECTS && p.pageSize === 7)).toBe(true);
    expect(pages[1]?.page).toBe(2);
    expect(pages.flatMap((p) => p.items)).toEqual(all);
    expect(pages[1]?.items.every((project) => project.gallery.length === 2)).toBe(true);
  });

  it('answers a page past the end with no items and the whole count', async () => {
    expect(await projectPage('page=6&pageSize=7')).toEqual({ items: [], total: PROJECTS, page: 6, pageSize: 7 });
  });

  it('defaults to the first page of 25', async () => {
    const first = await projectPage('');
    expect({ ...first, items: first.items.length }).toEqual({ items: 25, total: PROJECTS, page: 1, pageSize: 25 });
  });

  it('filters by category and by featured, in the public order, and counts only matches', async () => {
    const all = await publicProjects();
    const kitchens = await projectPage('category=kitchens&pageSize=100');
    expect(slugs(kitchens.items)).toEqual(slugs(all.filter((p) => p.category === 'kitchens')));
    expect(kitchens.total).toBe(10);
    const featured = await projectPage('featured=true&pageSize=100');
    expect(slugs(featured.items)).toEqual(slugs(all.filter((p) => p.featured)));
    expect(featured.total).toBe(6);
    const both = await projectPage('category=kitchens&featured=true&pageSize=2&page=2');
    expect({ total: both.total, slugs: slugs(both.items) }).toEqual({ total: 2, slugs: [] });
  });

  it('takes empty parameters, as an empty select sends them, as "any"', async () => {
    expect((await projectPage('q=&category=&featured=')).total).toBe(PROJECTS);
  });

  it.each([
    ['a title, ignoring case', 'pRoJeCt 2', ['project-2', ...Array.from({ length: 10 }, (_, k) => `project-2${k}`)]],
    ['a location', 'brooklyn', ['project-4']],
    ['a description', 'PINE', ['project-11']],
    ['an address', 'project-29', ['project-29']],
    ['a % as itself', '100%', ['project-4']],
    ['an _ as itself', 'a_b', ['project-11']],
  ])('searches %s', async (_, q, expected) => {
    const found = await projectPage(`q=${encodeURIComponent(q)}&pageSize=100`);
    expect(slugs(found.items).sort()).toEqual([...expected].sort());
    expect(found.total).toBe(expected.length);
  });
});

describe('GET /api/admin/posts/{id}: one post for its editor page (issue 29)', () => {
  it('answers any status to every staff role, as the list shows it, never cached', async () => {
    const all = await staffPosts();
    const draft = all.find((post) => post.status === 'draft');
    const scheduled = all.find((post) => post.status === 'scheduled');
    for (const post of [draft, scheduled]) {
      if (!post) throw new Error('the seed has drafts and scheduled posts');
      expect(await ok<BlogPost>(`/api/admin/posts/${post.id}`)).toEqual(post);
      const response = await get(`/api/admin/posts/${post.id}`, cookies.viewer);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('no-store');
    }
  });

  it('refuses anonymous callers, and answers 404 post_not_found for an id no post has or that is not one', async () => {
    const [post] = await staffPosts();
    expect((await get(`/api/admin/posts/${post?.id}`, null)).status).toBe(401);
    for (const id of ['999999', 'abc', '0']) {
      const response = await get(`/api/admin/posts/${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('post_not_found');
    }
  });
});

describe('GET /api/admin/posts', () => {
  it('pages through the staff view: drafts and scheduled posts too, in the studio order', async () => {
    const all = await staffPosts();
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['draft', 'scheduled', 'published']));
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await postPage(`page=${page}&pageSize=25`));
    expect(pages.map((p) => [p.items.length, p.total])).toEqual([
      [25, POSTS],
      [25, POSTS],
      [10, POSTS],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(all);
    expect(await postPage('page=40&pageSize=25')).toEqual({ items: [], total: POSTS, page: 40, pageSize: 25 });
  });

  it.each([
    ['status', 'status=draft', (p: BlogPost) => p.status === 'draft'],
    ['status', 'status=scheduled', (p: BlogPost) => p.status === 'scheduled'],
    ['category', 'category=trends', (p: BlogPost) => p.category === 'trends'],
    ['featured', 'featured=true', (p: BlogPost) => p.featured],
    [
      'several',
      'status=published&category=trends',
      (p: BlogPost) => p.status === 'published' && p.category === 'trends',
    ],
  ])('filters by %s (%s) in the studio order', async (_, query, keep) => {
    const expected = (await staffPosts()).filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const found = await postPage(`${query}&pageSize=100`);
    expect(slugs(found.items)).toEqual(slugs(expected));
    expect(found.total).toBe(expected.length);
  });

  it.each([
    ['a title, ignoring case', 'kitchen', ['post-9']],
    ['an excerpt, % and _ as themselves', '50% off_c', ['post-20']],
    [
      'an address',
      'post-5',
      [
        'post-5',
        'post-50',
        'post-51',
        'post-52',
        'post-53',
        'post-54',
        'post-55',
        'post-56',
        'post-57',
        'post-58',
        'post-59',
      ],
    ],
  ])('searches %s', async (_, q, expected) => {
    const found = await postPage(`q=${encodeURIComponent(q)}&pageSize=100`);
    expect(slugs(found.items).sort()).toEqual([...expected].sort());
    expect(found.total).toBe(expected.length);
  });

  it('does not treat % or _ as wildcards', async () => {
    expect((await postPage('q=%25')).total).toBe(1);
    expect((await postPage('q=_')).total).toBe(1);
  });
});

describe('a query the lists do not understand', () => {
  it.each([
    ['/api/admin/projects?sort=title', 'sort'],
    ['/api/admin/projects?page=0', 'page'],
    ['/api/admin/projects?pageSize=101', 'pageSize'],
    ['/api/admin/projects?featured=false', 'featured'],
    ['/api/admin/projects?category=Not%20A%20Value', 'Category must be an option value'],
    ['/api/admin/posts?status=archived', 'status'],
    [`/api/admin/posts?q=${'x'.repeat(201)}`, 'Search must be at most 200 characters.'],
  ])('%s is a 400 that says what is wrong', async (path, says) => {
    const response = await get(path);
    const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string> };
    expect(response.status).toBe(400);
    expect(JSON.stringify(body)).toContain(says);
  });
});
