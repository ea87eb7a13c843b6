import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenePalette } from '../content/types.ts';
import { PREVIEW_PALETTES } from './preview-palettes.ts';
import { renderSceneJpegCached } from './render-cache.ts';
import { renderSceneJpeg } from './render-scene.ts';

const LINEN = PREVIEW_PALETTES.linen as ScenePalette;
const SCENE = { room: 'dining', palette: LINEN, view: 1, seed: 'cache-test', width: 300, height: 200 } as const;

describe('the demo illustrations’ render cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'render-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the renderer’s very bytes, and keeps them in one file named by what decides them', async () => {
    const cached = await renderSceneJpegCached(SCENE, dir);
    expect(cached.equals(await renderSceneJpeg(SCENE))).toBe(true);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.jpg$/);
  });

  it('reads the kept file on the next call instead of rendering again', async () => {
    await renderSceneJpegCached(SCENE, dir);
    const [file] = await readdir(dir);
    // A marker only the file holds: what comes back is the file, not a new render.
    await writeFile(path.join(dir, file as string), 'kept bytes');
    expect((await renderSceneJpegCached(SCENE, dir)).toString()).toBe('kept bytes');
  });

  it('keeps another drawing (another view, size or palette) in another file', async () => {
    await renderSceneJpegCached(SCENE, dir);
    await renderSceneJpegCached({ ...SCENE, view: 2 }, dir);
    await renderSceneJpegCached({ ...SCENE, width: 240, height: 160 }, dir);
    await renderSceneJpegCached({ ...SCENE, palette: { ...LINEN, wall: '#3a3b3d' } }, dir);
    expect(await readdir(dir)).toHaveLength(4);
  });

  it('renders as before where nothing can be kept (the directory is a file)', async () => {
    const notADirectory = path.join(dir, 'file');
    await writeFile(notADirectory, '');
    const jpeg = await renderSceneJpegCached(SCENE, notADirectory);
    expect(jpeg.equals(await renderSceneJpeg(SCENE))).toBe(true);
    expect(await readdir(dir)).toEqual(['file']);
  });
});
