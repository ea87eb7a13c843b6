import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { rasterizeScene, renderSceneSvg, SCENE_JPEG_OPTIONS, type SceneInput } from './render-scene.ts';
import { CANVAS_H, CANVAS_W } from './scene.ts';

/** Where rendered demo illustrations are kept between seeds on this machine. */
export const DEFAULT_RENDER_CACHE_DIR = path.join(tmpdir(), 'atelier-demo-illustrations');

/**
 * renderSceneJpeg, remembered on disk. Rasterizing the 69 demo pictures takes half a minute of
 * CPU, and one machine seeds the demo studio many times (each test run's snapshot databases, both
 * end-to-end servers, `npm start` on a fresh data directory), always to the same bytes: the SVG is
 * deterministic. The key is everything that decides the bytes (the SVG, its size, the JPEG options
 * and libvips' version), so a changed drawing or encoder is a new file, never a stale one. The
 * cache is best-effort: a directory that cannot be read or written means rendering as before.
 */
export async function renderSceneJpegCached(input: SceneInput, dir = DEFAULT_RENDER_CACHE_DIR): Promise<Buffer> {
  const width = input.width ?? CANVAS_W;
  const height = input.height ?? CANVAS_H;
  const svg = renderSceneSvg({ ...input, width, height });
  const key = createHash('sha256')
    .update(JSON.stringify({ width, height, jpeg: SCENE_JPEG_OPTIONS, vips: sharp.versions.vips }))
    .update(svg)
    .digest('hex');
  const file = path.join(dir, `${key}.jpg`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const jpeg = await rasterizeScene(svg, width, height);
  // Written under a temporary name, then renamed: a reader never sees half a file, and two
  // processes seeding at once both end with the same whole one.
  const partial = `${file}.${randomUUID()}.part`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, jpeg))
    .then(() => rename(partial, file))
    .catch(() => rm(partial, { force: true }).catch(() => undefined));
  return jpeg;
}
