import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MASTER_ENCODING, masterHash, type PreparedImage, prepareImage } from '../modules/media/index.ts';
import { rasterizeScene, renderSceneSvg, SCENE_JPEG_OPTIONS, type SceneInput } from './illustrations/render-scene.ts';
import { CANVAS_H, CANVAS_W } from './illustrations/scene.ts';

/** Where the demo studio's prepared pictures are kept between seeds on this machine. */
export const DEFAULT_DEMO_IMAGE_CACHE_DIR = path.join(tmpdir(), 'atelier-demo-images');

/** What a kept picture's JSON file holds beside its master. */
interface KeptFacts {
  width: number;
  height: number;
  color: string;
}

/**
 * A demo picture drawn and prepared as a stored master (`prepareImage`), remembered on disk.
 * Drawing the 69 demo pictures took half a minute of CPU and preparing their masters (a mozjpeg
 * encode and the dominant colour) another twenty seconds, and one machine seeds the demo studio
 * many times (each test run's snapshot databases, both end-to-end servers, `npm start` on a fresh
 * data directory), always to the same bytes: the drawing is deterministic. The key is everything
 * that decides them (the SVG, its size, the JPEG options, the master's encoding and libvips'
 * version), so a changed drawing or encoder is a new entry, never a stale one. An entry is two
 * files, the master and its facts; a missing or unreadable one means drawing again. Best-effort: a
 * directory that cannot be written means preparing as before.
 */
export async function preparedDemoImage(input: SceneInput, dir = DEFAULT_DEMO_IMAGE_CACHE_DIR): Promise<PreparedImage> {
  const width = input.width ?? CANVAS_W;
  const height = input.height ?? CANVAS_H;
  const svg = renderSceneSvg({ ...input, width, height });
  const key = createHash('sha256')
    .update(
      JSON.stringify({ width, height, jpeg: SCENE_JPEG_OPTIONS, master: MASTER_ENCODING, vips: sharp.versions.vips }),
    )
    .update(svg)
    .digest('hex');
  const masterFile = path.join(dir, `${key}.jpg`);
  const factsFile = path.join(dir, `${key}.json`);
  const kept = await readKept(masterFile, factsFile);
  if (kept) return kept;

  const prepared = await prepareImage(await rasterizeScene(svg, width, height));
  const facts: KeptFacts = { width: prepared.width, height: prepared.height, color: prepared.color };
  // The master first, then its facts: an entry counts only once its facts exist, so a reader
  // never takes a master whose write was cut short.
  await mkdir(dir, { recursive: true })
    .then(() => writeWhole(masterFile, prepared.master))
    .then(() => writeWhole(factsFile, JSON.stringify(facts)))
    .catch(() => undefined);
  return prepared;
}

async function readKept(masterFile: string, factsFile: string): Promise<PreparedImage | null> {
  try {
    const facts = JSON.parse(await readFile(factsFile, 'utf8')) as Partial<KeptFacts> | null;
    if (typeof facts?.width !== 'number' || typeof facts.height !== 'number' || typeof facts.color !== 'string') {
      return null;
    }
    const master = await readFile(masterFile);
    return { master, hash: masterHash(master), width: facts.width, height: facts.height, color: facts.color };
  } catch {
    return null;
  }
}

/**
 * Written under a temporary name, then renamed: a reader never sees half a file, and two processes
 * seeding at once both end with the same whole one.
 */
async function writeWhole(file: string, data: Buffer | string): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(partial, data);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}
