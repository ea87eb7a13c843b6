import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentExport, ContentExportSchema } from '#shared/admin/content-export.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp, TEST_PUBLIC_URL } from '../../../tests/support/test-app.ts';
import {
  blogPosts,
  emailSettings,
  formOptions,
  leads,
  media,
  projectImages,
  projects,
  siteSettings,
  slugRedirects,
  testimonials,
  users,
} from '../../platform/db/schema/index.ts';

/**
 * GET /api/admin/content-export (docs/operations.md): the studio's content as one JSON file, for
 * admins only (D14). The file is compared with the database row by row; what must stay out (leads,
 * accounts, e-mail settings, secrets) is planted with marks the file must not contain.
 */

// Saturday 15 March 2025, 05:30 UTC: still Friday the 14th in Los Angeles (the studio's time zone).
const NOW = new Date('2025-03-15T05:30:00Z');
const t = prepareTestApp({ clock: () => NOW });
const PATH = '/api/admin/content-export';

const cookies = {} as Record<'admin' | 'editor' | 'viewer', string>;
const SECRET_MARK = 'sealed-secret-3f9a1c';
const LEAD_EMAIL = 'private.person.7d2e@example.com';
const NOTIFY_EMAIL = 'owner-inbox-5b81@example.com';

/** Content the seed lacks, so every kind the file must carry is there: an unpublished project, a scheduled post, a renamed slug. */
let hiddenProjectId: number;
let scheduledPostId: number;

beforeAll(async () => {
  for (const role of ['admin', 'editor', 'viewer'] as const) cookies[role] = await signInAs(t, role);
  const { db } = t.deps;
  const [image] = await db.select({ id: media.id }).from(media).limit(1);
  const [hidden] = await db
    .insert(projects)
    .values({
      slug: 'unpublished-attic-study',
      title: 'Attic Study (not yet public)',
      description: 'Work in progress.',
      location: 'Portland, OR',
      category: 'residential',
      style: 'modern',
      published: false,
      sortOrder: 99,
    })
    .returning({ id: projects.id });
  hiddenProjectId = hidden?.id ?? 0;
  if (image) await db.insert(projectImages).values({ projectId: hiddenProjectId, mediaId: image.id, alt: 'Attic' });
  await db.insert(slugRedirects).values({ entity: 'project', oldSlug: 'attic-study-old', targetId: hiddenProjectId });
  const [scheduled] = await db
    .insert(blogPosts)
    .values({
      slug: 'spring-colours-ahead',
      title: 'Spring colours ahead',
      excerpt: 'Soon.',
      content: 'Soon on the blog.',
      category: 'design-tips',
      status: 'scheduled',
      publishedAt: new Date('2030-04-01T16:00:00Z'),
    })
    .returning({ id: blogPosts.id });
  scheduledPostId = scheduled?.id ?? 0;
  // What must never reach the file.
  await db
    .insert(leads)
    .values({ email: LEAD_EMAIL, firstName: 'Private', message: 'My home address is …', source: 'contact' });
  await db.update(siteSettings).set({ notificationEmail: NOTIFY_EMAIL }).where(eq(siteSettings.id, 1));
  await db
    .insert(emailSettings)
    .values({ id: 1, service: 'smtp', emailUser: `user-${SECRET_MARK}`, emailPassEncrypted: SECRET_MARK })
    .onConflictDoUpdate({
      target: emailSettings.id,
      set: { emailUser: `user-${SECRET_MARK}`, emailPassEncrypted: SECRET_MARK },
    });
});

const get = (cookie: string | null) => t.request(PATH, { headers: cookie ? { Cookie: cookie } : {} });

async function exportAsAdmin(): Promise<{ response: Response; text: string; file: ContentExport }> {
  const response = await get(cookies.admin);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { response, text, file: ContentExportSchema.parse(JSON.parse(text)) };
}

describe('who may export', () => {
  it('refuses anyone signed out (401) and editors and viewers (403), with no content in the answer', async () => {
    for (const [cookie, status, code] of [
      [null, 401, 'not_signed_in'],
      [cookies.viewer, 403, 'forbidden'],
      [cookies.editor, 403, 'forbidden'],
    ] as const) {
      const response = await get(cookie);
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toBeNull();
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['code', 'message']);
      expect(body.code).toBe(code);
    }
  });

  it('answers an admin with a download named by the studio’s day, never cached', async () => {
    const { response } = await exportAsAdmin();
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="atelier-content-2025-03-14.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('what the file holds', () => {
  it('names its format, version, moment and site', async () => {
    const { file } = await exportAsAdmin();
    expect(file).toMatchObject({
      format: 'atelier-content',
      formatVersion: 1,
      exportedAt: NOW.toISOString(),
      site: TEST_PUBLIC_URL,
    });
  });

  it('has every project, published or not, in the studio’s order, with each gallery image by URL and media id', async () => {
    const { db } = t.deps;
    const { file } = await exportAsAdmin();
    const rows = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.sortOrder), asc(projects.id));
    expect(file.projects.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(file.projects.length).toBeGreaterThan(1);
    const hidden = file.projects.find((p) => p.id === hiddenProjectId);
    expect(hidden).toMatchObject({ published: false, formerSlugs: ['attic-study-old'] });

    const stored = await db
      .select({ projectId: projectImages.projectId, mediaId: projectImages.mediaId, hash: media.hash })
      .from(projectImages)
      .innerJoin(media, eq(media.id, projectImages.mediaId))
      .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
    const exported = file.projects.flatMap((p) => p.images.map((image) => ({ projectId: p.id, image })));
    expect(exported).toHaveLength(stored.length);
    for (const { projectId, image } of exported) {
      const row = stored.find((s) => s.projectId === projectId && s.mediaId === image.mediaId);
      expect(row, `project ${projectId} image ${image.mediaId}`).toBeDefined();
      expect(image.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/media/${row?.hash}/\\d+\\.jpg$`));
    }
  });

  it('serves every image it names, at the URL it gives', async () => {
    const { file } = await exportAsAdmin();
    const urls = new Set(file.projects.flatMap((p) => p.images.map((image) => image.url)));
    for (const post of file.blogPosts) if (post.featuredImage) urls.add(post.featuredImage.url);
    expect(urls.size).toBeGreaterThan(0);
    // One of them fetched for real (each is encoded on first request; all would take minutes).
    const [first] = [...urls];
    const response = await t.request(new URL(first ?? '').pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('has every blog post, drafts and scheduled ones too, with its featured image', async () => {
    const { db } = t.deps;
    const { file } = await exportAsAdmin();
    const rows = await db
      .select({ id: blogPosts.id, status: blogPosts.status, featuredImageId: blogPosts.featuredImageId })
      .from(blogPosts);
    expect(file.blogPosts.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(new Set(file.blogPosts.map((p) => p.status))).toEqual(new Set(['published', 'draft', 'scheduled']));
    expect(file.blogPosts.find((p) => p.id === scheduledPostId)?.publishedAt).toBe('2030-04-01T16:00:00.000Z');
    for (const row of rows) {
      const post = file.blogPosts.find((p) => p.id === row.id);
      expect(post?.featuredImage?.mediaId ?? null).toBe(row.featuredImageId);
    }
  });

  it('has every testimonial, every option of the five lists, and the studio’s public facts', async () => {
    const { db } = t.deps;
    const { file } = await exportAsAdmin();
    const testimonialRows = await db
      .select({ id: testimonials.id })
      .from(testimonials)
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    expect(file.testimonials.map((x) => x.id)).toEqual(testimonialRows.map((r) => r.id));
    const [options] = await db.select({ n: count() }).from(formOptions);
    expect(Object.values(file.formOptions).flat()).toHaveLength(Number(options?.n));
    const [settings] = await db.select().from(siteSettings);
    expect(file.studio).toMatchObject({ studioName: settings?.studioName, story: settings?.story, bio: settings?.bio });
  });

  it('leaves out leads, staff accounts, private settings, e-mail settings and secrets', async () => {
    const { db } = t.deps;
    const { text, file } = await exportAsAdmin();
    expect(Object.keys(file).sort()).toEqual(
      [
        'blogPosts',
        'exportedAt',
        'format',
        'formatVersion',
        'formOptions',
        'projects',
        'site',
        'studio',
        'testimonials',
      ].sort(),
    );
    const staff = await db.select({ username: users.username, passwordHash: users.passwordHash }).from(users);
    expect(staff.length).toBeGreaterThanOrEqual(3);
    const leadRows = await db.select({ email: leads.email }).from(leads);
    expect(leadRows.length).toBeGreaterThan(0);
    const forbidden = [
      LEAD_EMAIL,
      'My home address',
      NOTIFY_EMAIL,
      SECRET_MARK,
      t.deps.secrets.appSecret,
      ...leadRows.map((lead) => lead.email),
      ...staff.flatMap((user) => [user.username, user.passwordHash]),
      'notificationEmail',
      'consentMode',
      'sendWindow',
      'passwordHash',
    ];
    for (const mark of forbidden) expect(text, mark).not.toContain(mark);
    // And no field beyond the documented ones: every object of ContentExportSchema is strict.
    expect(ContentExportSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });
});
