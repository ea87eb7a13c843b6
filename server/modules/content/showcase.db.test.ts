import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReorderResult, ProjectWriteResult } from '#shared/admin/showcase.ts';
import type { Project } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { lookbookCoverOf } from './showcase.ts';

/**
 * Side effects shown, not silent (issue 29): a project write that moves the home hero's first slide
 * or the lookbook's cover names the move in its answer; one that moves neither names nothing.
 * Against the demo studio, whose banner and lookbook hold several projects.
 */
const t = prepareTestApp();
let editor: string;
beforeAll(async () => {
  editor = await signInAs(t, 'editor');
});

const send = async <T>(method: string, path: string, body: unknown): Promise<T> => {
  const res = await t.request(path, jsonWrite(method, body, { Cookie: editor }));
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as T;
};
const portfolio = async () =>
  ((await (await t.request('/api/projects')).json()) as Project[]).filter((project) => project.gallery.length > 0);
const firstSlide = async () => ((await (await t.request('/api/banner/images')).json()) as string[])[0];
const inBanner = (project: Project) => project.gallery.some((image) => image.inBanner);

describe('what a project write moved', () => {
  it('a reorder that puts another banner project first names the home page’s new first slide', async () => {
    const bannered = (await portfolio()).filter(inBanner);
    const [first, later] = [bannered[0], bannered[1]];
    if (!first || !later) throw new Error('the demo studio needs two banner projects');
    const answer = await send<ProjectReorderResult>('POST', '/api/project/reorder', {
      items: [later.id, first.id],
      partial: true,
    });
    expect(answer.success).toBe(true);
    expect(answer.showcase?.heroFirstSlide).toMatchObject({
      from: { projectId: first.id, projectTitle: first.title },
      to: { projectId: later.id, projectTitle: later.title },
    });
    // The answer tells the truth: the public banner now starts with that project's picture.
    const now = await firstSlide();
    expect(later.gallery.filter((image) => image.inBanner).map((image) => image.url)).toContain(now);
    // And back, so the other cases start from the demo's order.
    await send('POST', '/api/project/reorder', { items: [first.id, later.id], partial: true });
  });

  it('a reorder of projects outside the banner and the lookbook names nothing', async () => {
    const quiet = (await portfolio()).filter((project) => !inBanner(project) && !project.inLookbook);
    const [a, b] = quiet;
    if (!a || !b) throw new Error('the demo studio needs two projects outside the banner and the lookbook');
    const answer = await send<ProjectReorderResult>('POST', '/api/project/reorder', {
      items: [b.id, a.id],
      partial: true,
    });
    expect(answer.showcase).toEqual({});
  });

  it('taking the first slide’s project out of the banner names the slide that comes first now', async () => {
    const bannered = (await portfolio()).filter(inBanner);
    const [first, next] = [bannered[0], bannered[1]];
    if (!first || !next) throw new Error('the demo studio needs two banner projects');
    const answer = await send<ProjectWriteResult>('PUT', `/api/projects/${first.id}`, { bannerImages: [] });
    expect(answer.showcase?.heroFirstSlide).toMatchObject({
      from: { projectId: first.id },
      to: { projectId: next.id },
    });
    const restored = first.gallery.filter((image) => image.inBanner).map((image) => image.url);
    const back = await send<ProjectWriteResult>('PUT', `/api/projects/${first.id}`, { bannerImages: restored });
    expect(back.showcase?.heroFirstSlide).toMatchObject({ from: { projectId: next.id }, to: { projectId: first.id } });
  });

  it('a save that takes the cover’s project out of the lookbook names the lookbook’s new cover', async () => {
    const projects = await portfolio();
    const cover = lookbookCoverOf(projects.filter((project) => project.inLookbook));
    const owner = projects.find((project) => project.gallery.some((image) => image.id === cover?.id));
    if (!owner) throw new Error('the demo lookbook has no cover');
    const answer = await send<ProjectWriteResult>('PATCH', `/api/projects/${owner.id}`, { inLookbook: false });
    expect(answer.showcase?.lookbookCover?.from).toMatchObject({ projectId: owner.id });
    expect(answer.showcase?.lookbookCover?.to?.projectId).not.toBe(owner.id);
    expect(answer.showcase?.heroFirstSlide).toBeUndefined();
    // A save that moves nothing says nothing.
    const quiet = await send<ProjectWriteResult>('PATCH', `/api/projects/${owner.id}`, { location: owner.location });
    expect(quiet.showcase).toEqual({});
  });
});
