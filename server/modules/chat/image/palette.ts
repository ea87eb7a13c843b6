import { distance, type Lab, labToHex, rgbToOklab } from './color-space.ts';

export interface PaletteCluster {
  lab: Lab;
  hex: string;
  /** share of the pixels, 0–1 */
  share: number;
}

export interface ClusterOptions {
  /** at most this many colors */
  k?: number;
  /** clusters smaller than this share are dropped (edges, specks) and the rest renormalized */
  minShare?: number;
  /** clusters closer than this (OKLab) are one color to the eye and are merged */
  mergeDistance?: number;
}

/**
 * The dominant colors of an image's pixels: k-means in OKLab with a deterministic k-means++
 * start (the same photo always gives the same palette). `rgb` is packed 8-bit RGB, 3 bytes per
 * pixel, from a small thumbnail (a few thousand pixels is plenty for a palette).
 */
export function dominantColors(rgb: Uint8Array, options: ClusterOptions = {}): PaletteCluster[] {
  const k = options.k ?? 6;
  const minShare = options.minShare ?? 0.03;
  const mergeDistance = options.mergeDistance ?? 0.04;
  const pixels: Lab[] = [];
  for (let i = 0; i + 2 < rgb.length; i += 3) pixels.push(rgbToOklab(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0));
  if (pixels.length === 0) return [];

  const centroids = seedCentroids(pixels, k);
  const assignment = new Int32Array(pixels.length);
  for (let iteration = 0; iteration < 20; iteration += 1) {
    let moved = 0;
    pixels.forEach((pixel, i) => {
      const nearest = nearestIndex(pixel, centroids);
      if (assignment[i] !== nearest) moved += 1;
      assignment[i] = nearest;
    });
    const sums = centroids.map(() => ({ L: 0, a: 0, b: 0, n: 0 }));
    pixels.forEach((pixel, i) => {
      const sum = sums[assignment[i] ?? 0];
      if (!sum) return;
      sum.L += pixel.L;
      sum.a += pixel.a;
      sum.b += pixel.b;
      sum.n += 1;
    });
    sums.forEach((sum, c) => {
      if (sum.n > 0) centroids[c] = { L: sum.L / sum.n, a: sum.a / sum.n, b: sum.b / sum.n };
    });
    if (iteration > 0 && moved === 0) break;
  }

  const counts = new Array<number>(centroids.length).fill(0);
  for (const index of assignment) counts[index] = (counts[index] ?? 0) + 1;
  let clusters = centroids.map((lab, i) => ({ lab, weight: (counts[i] ?? 0) / pixels.length }));
  clusters = mergeClose(clusters, mergeDistance).filter((c) => c.weight >= minShare);
  const total = clusters.reduce((sum, c) => sum + c.weight, 0) || 1;
  return clusters
    .map((c) => ({ lab: c.lab, hex: labToHex(c.lab), share: c.weight / total }))
    .sort((a, b) => b.share - a.share);
}

function nearestIndex(pixel: Lab, centroids: Lab[]): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  centroids.forEach((centroid, i) => {
    const d = distance(pixel, centroid);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * k-means++ made deterministic: start from the pixel nearest the mean, then repeatedly take the
 * pixel farthest from every chosen centroid. Stops early when every pixel already sits on a
 * centroid (a two-color image yields two clusters, not six copies).
 */
function seedCentroids(pixels: Lab[], k: number): Lab[] {
  const mean = pixels.reduce((m, p) => ({ L: m.L + p.L, a: m.a + p.a, b: m.b + p.b }), { L: 0, a: 0, b: 0 });
  const centre = { L: mean.L / pixels.length, a: mean.a / pixels.length, b: mean.b / pixels.length };
  const first = pixels[nearestIndex(centre, pixels)] ?? centre;
  const centroids: Lab[] = [first];
  const nearest = pixels.map((p) => distance(p, first));
  while (centroids.length < k) {
    let farthest = -1;
    let farthestDistance = 0;
    nearest.forEach((d, i) => {
      if (d > farthestDistance) {
        farthest = i;
        farthestDistance = d;
      }
    });
    if (farthest < 0 || farthestDistance < 1e-4) break;
    const chosen = pixels[farthest];
    if (!chosen) break;
    centroids.push(chosen);
    pixels.forEach((p, i) => {
      nearest[i] = Math.min(nearest[i] ?? 0, distance(p, chosen));
    });
  }
  return centroids;
}

function mergeClose(clusters: Array<{ lab: Lab; weight: number }>, limit: number) {
  const merged: Array<{ lab: Lab; weight: number }> = [];
  for (const cluster of [...clusters].sort((a, b) => b.weight - a.weight)) {
    if (cluster.weight === 0) continue;
    const near = merged.find((m) => distance(m.lab, cluster.lab) < limit);
    if (!near) {
      merged.push({ ...cluster });
      continue;
    }
    const weight = near.weight + cluster.weight;
    near.lab = {
      L: (near.lab.L * near.weight + cluster.lab.L * cluster.weight) / weight,
      a: (near.lab.a * near.weight + cluster.lab.a * cluster.weight) / weight,
      b: (near.lab.b * near.weight + cluster.lab.b * cluster.weight) / weight,
    };
    near.weight = weight;
  }
  return merged;
}
