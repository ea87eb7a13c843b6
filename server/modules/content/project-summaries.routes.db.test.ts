import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKBOOK_EXCERPT_MAX, type ProjectSummary, type ProjectTitle } from '#shared/admin/content-lists.ts';
import type { Project } from '#shared/content.ts';
import { richTextToPlainText } from '#shared/rich-text/rich-text.ts';
import { truncate } from '#shared/text.ts';
import { createUserDirect, signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { media, projectImages, projects, users } from '../../platform/db/schema/index.ts';

/**
 * The admin's light project lists (issue 11): GET /api/admin/project-summaries (the Lookbook tab's
 * cards) and GET /api/admin/project-titles (the testimonial picker). Each must list exactly the
 * projects the whole list `GET /api/projects` lists, in its order, with what the screen shows of
 * each and nothing more.
 */

const t = prepareTestApp({ content: 'migrated', config: { trustProxyHops: 1 } });
const cookies = {} as Record<'editor' | 'viewer' | 'inactive', string>;

const PROJECTS = 12;
const LONG = 'Lime-washed walls and oak. '.repeat(8);
/** Two-unit characters before the cut: the cut is the one the card made from the whole text. */
const ASTRAL = `${'🏡'.repeat(40)} then a long tail of plain words that runs well past the hundredth character.`;

/** Project i: positions in pairs (ties by id), descriptions long, short, empty or astral. */
function projectRow(i: number) {
  const descriptions = [LONG, '## A *short*\n\none.', '', ASTRAL, 'x'.repeat(LOOKBOOK_EXCERPT_MAX)];
  return {
    slug: `project-${i}`,
    title: `Project ${i}`,
    location: `Town ${i}`,
    description: descriptions[i % descriptions.length] ?? '',
    category: i % 3 === 0 ? 'kitchens' : 'living',
    style: i % 2 === 0 ? 'modern' : 'rustic',
    featured: i % 4 === 0,
    inLookbook: i % 3 === 1,
    // The published flag is never cleared through the API; one row without it checks the filter.
    published: i !== 5,
    sortOrder: Math.floor((PROJECTS - i) / 2),
  };
}

/**
 * Project i holds i % 4 pictures, stored in reverse position order, so the cover (position 0) is
 * never simply the lowest id; project 0, 4 and 8 have none.
 */
async function seedGalleries(ids: number[]) {
  const { db } = t.deps;
  const wanted = ids.flatMap((projectId, i) =>
    Array.from({ length: i % 4 }, (_, k) => ({ projectId, position: (i % 4) - 1 - k })),
  );
  const stored = await db
    .insert(media)
    .values(
      wanted.map((_, n) => ({
        hash: n.toString(16).padStart(20, '0'),
        mime: 'image/jpeg',
        width: 1200 + n,
        height: 800,
        byteSize: 3,
        color: '#aabbcc',
        bytes: Buffer.from([1, 2, 3]),
      })),
    )
    .returning({ id: media.id });
  await db.insert(projectImages).values(
    wanted.map((image, n) => ({
      ...image,
      mediaId: stored[n]?.id ?? '',
      alt: `picture ${n}`,
      focalX: 10 + n,
      focalY: 90 - n,
    })),
  );
}

beforeAll(async () => {
  const { db } = t.deps;
  const inserted = await db
    .insert(projects)
    .values(Array.from({ length: PROJECTS }, (_, i) => projectRow(i)))
    .returning({ id: projects.id });
  await seedGalleries(inserted.map((row) => row.id));
  cookies.editor = await signInAs(t, 'editor');
  cookies.viewer = await signInAs(t, 'viewer');
  const leaver = await createUserDirect(db, { role: 'admin' });
  cookies.inactive = await signInAs(t, leaver);
  // Signed in, then deactivated: the session stays, and every route refuses it (D14).
  await db.update(users).set({ active: false }).where(eq(users.id, leaver.id));
});

const get = (path: string, cookie: string | null = cookies.editor) =>
  t.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function ok<T>(path: string, cookie?: string | null): Promise<T> {
  const response = await get(path, cookie);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as T;
}

const summaries = () => ok<ProjectSummary[]>('/api/admin/project-summaries');
const titles = () => ok<ProjectTitle[]>('/api/admin/project-titles');
const wholeList = () => ok<Project[]>('/api/projects', null);

/** A project of the whole list as its lookbook card shows it. */
function asCard(project: Project): ProjectSummary {
  const first = project.gallery[0];
  return {
    id: project.id,
    title: project.title,
    location: project.location,
    category: project.category,
    style: project.style,
    featured: project.featured,
    inLookbook: project.inLookbook,
    excerpt: truncate(richTextToPlainText(project.description).replace(/\s+/g, ' '), LOOKBOOK_EXCERPT_MAX),
    imageCount: project.gallery.length,
    cover: first
      ? {
          hash: first.hash,
          width: first.width,
          height: first.height,
          alt: first.alt,
          color: first.color,
          focalX: first.focalX,
          focalY: first.focalY,
        }
      : null,
  };
}

describe('GET /api/admin/project-summaries (the Lookbook tab)', () => {
  it('lists the projects of the whole list, in its order, each as its card shows it', async () => {
    const all = await wholeList();
    expect(all).toHaveLength(PROJECTS - 1);
    expect(await summaries()).toEqual(all.map(asCard));
  });

  it('covers every case the card draws: no picture, a cover that is not the first stored, each kind of description', async () => {
    const cards = await summaries();
    expect(cards.filter((card) => card.cover === null).map((card) => card.title)).toEqual(
      expect.arrayContaining(['Project 0', 'Project 4', 'Project 8']),
    );
    expect(new Set(cards.map((card) => card.imageCount))).toEqual(new Set([0, 1, 2, 3]));
    const byTitle = new Map(cards.map((card) => [card.title, card]));
    expect(byTitle.get('Project 0')?.excerpt).toBe(`${LONG.slice(0, LOOKBOOK_EXCERPT_MAX).trimEnd()}...`);
    // The story's plain text: its Markdown marks dropped, its blocks on one line (docs/content-format.md).
    expect(byTitle.get('Project 1')?.excerpt).toBe('A short one.');
    expect(byTitle.get('Project 2')?.excerpt).toBe('');
    expect(byTitle.get('Project 3')?.excerpt).toBe(`${ASTRAL.slice(0, LOOKBOOK_EXCERPT_MAX)}...`);
    expect(byTitle.get('Project 9')?.excerpt).toBe('x'.repeat(LOOKBOOK_EXCERPT_MAX));
    // Project 3's three pictures were stored positions 2, 1, 0: its cover is the last one stored.
    expect(byTitle.get('Project 3')?.cover?.alt).toBe('picture 5');
  });

  it('leaves out an unpublished project, as the whole list and the lookbook PDF do', async () => {
    expect((await summaries()).map((card) => card.title)).not.toContain('Project 5');
  });

  it('shows a lookbook change at once', async () => {
    const [card] = (await summaries()).filter((summary) => !summary.inLookbook);
    if (!card) throw new Error('the test data has a project outside the lookbook');
    const patch = (inLookbook: boolean) =>
      t.request(`/api/projects/${card.id}`, jsonWrite('PATCH', { inLookbook }, { Cookie: cookies.editor }));
    try {
      expect((await patch(true)).status).toBe(200);
      expect((await summaries()).find((summary) => summary.id === card.id)?.inLookbook).toBe(true);
    } finally {
      expect((await patch(false)).status).toBe(200);
    }
  });
});

describe('GET /api/admin/project-titles (the testimonial picker)', () => {
  it('lists the id and title of each project of the whole list, in its order', async () => {
    const all = await wholeList();
    expect(await titles()).toEqual(all.map((project) => ({ id: project.id, title: project.title })));
  });
});

describe('who may read the light lists', () => {
  it.each(['/api/admin/project-summaries', '/api/admin/project-titles'])(
    '%s: anonymous 401, a deactivated account 403, viewer and editor 200, never cached',
    async (path) => {
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path, cookies.inactive)).status).toBe(403);
      for (const cookie of [cookies.viewer, cookies.editor]) {
        const response = await get(path, cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toContain('no-store');
      }
    },
  );

  it('a lookbook toggle refused to a viewer or to nobody changes nothing the tab shows', async () => {
    const before = await summaries();
    const [card] = before.filter((summary) => !summary.inLookbook);
    if (!card) throw new Error('the test data has a project outside the lookbook');
    const viewer = await t.request(
      `/api/projects/${card.id}`,
      jsonWrite('PATCH', { inLookbook: true }, { Cookie: cookies.viewer }),
    );
    expect(viewer.status).toBe(403);
    const anonymous = await t.request(`/api/projects/${card.id}`, jsonWrite('PATCH', { inLookbook: true }));
    expect(anonymous.status).toBe(401);
    expect(await summaries()).toEqual(before);
    const [row] = await t.deps.db
      .select({ inLookbook: projects.inLookbook })
      .from(projects)
      .where(eq(projects.id, card.id));
    expect(row?.inLookbook).toBe(false);
  });
});
