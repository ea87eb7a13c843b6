import { randomInt } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { CreateProject, UploadedImage } from '#shared/admin/content.ts';
import type { Project } from '#shared/content.ts';
import { adminApi } from './admin.ts';
import { expect, test } from './test.ts';

/** Fixtures of the Projects tab spec: its own projects and photos, made at test time. */

/** A title no other test (or worker, or project) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${test.info().project.name} ${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
}

/**
 * A photo file on disk as a studio would pick it: a JPEG or PNG of its own colours (no two alike, so
 * no two share a stored image), with a band across it so a crop shows which part it kept.
 */
export async function photoFile(name: string): Promise<string> {
  const [r, g, b] = [randomInt(40, 220), randomInt(40, 220), randomInt(40, 220)];
  const band = await sharp({
    create: { width: 640, height: 120, channels: 3, background: { r: 255 - r, g: 255 - g, b: 255 - b } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).composite([
    { input: band, top: 360, left: 80 },
  ]);
  const bytes = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  const file = test.info().outputPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

/** A file that says it is a photo and is not one (the server sniffs the bytes, SECURITY 10). */
export async function fakePhotoFile(name: string): Promise<string> {
  const file = test.info().outputPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'These are notes, not a photo.\n');
  return file;
}

function sameOrigin(): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
}

/** The project API as the e2e admin, for setting up and cleaning up what a test acts on. */
export async function projectsApi(request: APIRequestContext) {
  await adminApi(request);
  const headers = sameOrigin();
  const upload = async (file: string): Promise<UploadedImage> => {
    const response = await request.post('/api/media', {
      headers: { ...headers, 'Content-Type': file.endsWith('.png') ? 'image/png' : 'image/jpeg' },
      data: await readFile(file),
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  return {
    upload,
    /** A project with `photos` new photos, at the end of the portfolio. */
    create: async (input: CreateProject & { photos?: number }): Promise<Project> => {
      const { photos = 0, ...project } = input;
      const images: string[] = [];
      for (let i = 1; i <= photos; i++) images.push((await upload(await photoFile(`setup-${i}.jpg`))).url);
      const response = await request.post('/api/projects', { headers, data: { ...project, images } });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
    /** Deletes a project; one already gone is fine (the test may have deleted it itself). */
    remove: async (id: number): Promise<void> => {
      const response = await request.delete(`/api/projects/${id}`, { headers, data: {} });
      expect([200, 404], await response.text()).toContain(response.status());
    },
    list: async (): Promise<Project[]> => {
      const response = await request.get('/api/projects', { headers: { 'Cache-Control': 'no-cache' } });
      expect(response.status()).toBe(200);
      return response.json();
    },
    find: async (id: number): Promise<Project | undefined> => {
      const response = await request.get('/api/projects', { headers: { 'Cache-Control': 'no-cache' } });
      return ((await response.json()) as Project[]).find((project) => project.id === id);
    },
  };
}

/**
 * The portfolio's order is one list (D19): a reorder names every project and is refused when the
 * set changed since the page read it. Both sizes run this spec at once on one server, so whatever
 * adds or removes a project, and a reorder from reading the list to its last check, runs alone.
 * A lock directory per test run (named by the runner's pid, the parent of every worker); a lock
 * whose holder died (a worker torn down mid-test) is taken over.
 */
export async function withProjectSetLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `atelier-e2e-project-set-${process.ppid}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
      if (holder && !isAlive(holder)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await writeFile(path.join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
