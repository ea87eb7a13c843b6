import sharp from 'sharp';
import type { Project } from '#shared/content.ts';
import { variantWidths } from '#shared/media.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { getMediaVariant } from '../../media/index.ts';
import { distance, hexToOklab } from './color-space.ts';
import { dominantColors, type PaletteCluster } from './palette.ts';

/**
 * Palettes of the studio's project photos, for "projects with a similar palette". Computed from
 * the smallest stored JPEG variant of each project's cover and kept in memory by the image's
 * content hash: a hash names fixed bytes, so an entry never goes stale, and a new cover simply
 * has a new hash.
 */
const cache = new Map<string, Promise<PaletteCluster[]>>();
const CACHE_LIMIT = 1000;

async function paletteOfMedia(db: DbOrTx, hash: string, width: number): Promise<PaletteCluster[]> {
  const smallest = variantWidths(width)[0] ?? width;
  const jpeg = await getMediaVariant(db, hash, smallest, 'jpeg');
  if (!jpeg) return [];
  const data = await sharp(jpeg).resize(48, 48, { fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer();
  return dominantColors(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { k: 6 });
}

export function projectCoverPalette(db: DbOrTx, project: Project): Promise<PaletteCluster[]> {
  const cover = project.gallery[0];
  if (!cover) return Promise.resolve([]);
  let entry = cache.get(cover.hash);
  if (!entry) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    entry = paletteOfMedia(db, cover.hash, cover.width);
    // A failure (database busy) is not cached: the next analysis tries again.
    entry.catch(() => cache.delete(cover.hash));
    cache.set(cover.hash, entry);
  }
  return entry;
}

/**
 * How different two palettes look, 0 = identical: each color of one is matched to the nearest of
 * the other, weighted by its share, both ways (so a small accent cannot make a match on its own).
 */
export function paletteDistance(
  a: Array<{ hex: string; share?: number }>,
  b: Array<{ hex: string; share?: number }>,
): number {
  if (a.length === 0 || b.length === 0) return Number.POSITIVE_INFINITY;
  const one = (from: typeof a, to: typeof b) => {
    const toLabs = to.map((c) => hexToOklab(c.hex));
    const total = from.reduce((sum, c) => sum + (c.share ?? 1 / from.length), 0) || 1;
    return from.reduce((sum, c) => {
      const lab = hexToOklab(c.hex);
      const nearest = Math.min(...toLabs.map((t) => distance(lab, t)));
      return sum + (nearest * (c.share ?? 1 / from.length)) / total;
    }, 0);
  };
  return (one(a, b) + one(b, a)) / 2;
}

export interface ProjectMatch {
  project: Project;
  distance: number;
}

/** The studio's projects ranked by how close their cover's palette is to `palette`. */
export async function rankProjectsByPalette(
  db: DbOrTx,
  projects: Project[],
  palette: Array<{ hex: string; share?: number }>,
): Promise<ProjectMatch[]> {
  const palettes = await Promise.all(projects.map((p) => projectCoverPalette(db, p).catch(() => [])));
  return projects
    .map((project, i) => ({ project, distance: paletteDistance(palette, palettes[i] ?? []) }))
    .filter((m) => Number.isFinite(m.distance))
    .sort((x, y) => x.distance - y.distance);
}
