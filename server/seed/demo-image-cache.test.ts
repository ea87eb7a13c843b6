import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { masterHash, prepareImage } from '../modules/media/index.ts';
import type { ScenePalette } from './content/types.ts';
import { preparedDemoImage } from './demo-image-cache.ts';
import { PREVIEW_PALETTES } from './illustrations/preview-palettes.ts';
import { renderSceneJpeg } from './illustrations/render-scene.ts';

const LINEN = PREVIEW_PALETTES.linen as ScenePalette;
const SCENE = { room: 'dining', palette: LINEN, view: 1, seed: 'cache-test', width: 300, height: 200 } as const;

describe('the demo pictures’ cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-image-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives what preparing the drawing gives, and keeps the master and its facts in files named by what decides them', async () => {
    const cached = await preparedDemoImage(SCENE, dir);
    const fresh = await prepareImage(await renderSceneJpeg(SCENE));
    expect(cached).toEqual(fresh);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect(files[1]).toBe(files[0]?.replace(/\.jpg$/, '.json'));
  });

  it('reads the kept entry on the next call instead of drawing again, hashing the bytes it read', async () => {
    const first = await preparedDemoImage(SCENE, dir);
    const master = (await readdir(dir)).find((file) => file.endsWith('.jpg')) as string;
    // A marker only the file holds: what comes back is the file, not a new drawing.
    await writeFile(path.join(dir, master), 'kept bytes');
    const again = await preparedDemoImage(SCENE, dir);
    expect(again.master.toString()).toBe('kept bytes');
    expect(again.hash).toBe(masterHash(Buffer.from('kept bytes')));
    expect({ ...again, master: null, hash: null }).toEqual({ ...first, master: null, hash: null });
  });

  it('draws again when an entry’s facts are missing or not what it wrote', async () => {
    const first = await preparedDemoImage(SCENE, dir);
    const facts = (await readdir(dir)).find((file) => file.endsWith('.json')) as string;
    await writeFile(path.join(dir, facts), '{"width":"wide"}');
    expect(await preparedDemoImage(SCENE, dir)).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dir, facts), 'utf8'))).toEqual({
      width: first.width,
      height: first.height,
      color: first.color,
    });
    await rm(path.join(dir, facts));
    expect(await preparedDemoImage(SCENE, dir)).toEqual(first);
  });

  it('keeps another drawing (another view, size or palette) in another entry', async () => {
    await preparedDemoImage(SCENE, dir);
    await preparedDemoImage({ ...SCENE, view: 2 }, dir);
    await preparedDemoImage({ ...SCENE, width: 240, height: 160 }, dir);
    await preparedDemoImage({ ...SCENE, palette: { ...LINEN, wall: '#3a3b3d' } }, dir);
    expect(await readdir(dir)).toHaveLength(8);
  });

  it('prepares as before where nothing can be kept (the directory is a file)', async () => {
    const notADirectory = path.join(dir, 'file');
    await writeFile(notADirectory, '');
    const prepared = await preparedDemoImage(SCENE, notADirectory);
    expect(prepared).toEqual(await prepareImage(await renderSceneJpeg(SCENE)));
    expect(await readdir(dir)).toEqual(['file']);
  });
});
