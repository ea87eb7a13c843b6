import { shade } from '../color.ts';
import type { Frame, Vec3 } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Scene } from '../scene.ts';
import { boxPart, lathe, type Part, type Ring } from '../solids.ts';

export type VaseShape = 'bottle' | 'round' | 'tall' | 'bud' | 'jug';

function vaseProfile(shape: VaseShape, h: number): Ring[] {
  const r = h * 0.32;
  if (shape === 'bottle')
    return [
      [r * 0.8, 0],
      [r, h * 0.15],
      [r, h * 0.5],
      [r * 0.35, h * 0.72],
      [r * 0.25, h * 0.95],
      [r * 0.3, h],
    ];
  if (shape === 'round')
    return [
      [r * 0.6, 0],
      [r * 1.3, h * 0.35],
      [r * 1.2, h * 0.7],
      [r * 0.6, h * 0.92],
      [r * 0.62, h],
    ];
  if (shape === 'tall')
    return [
      [r * 0.7, 0],
      [r * 0.85, h * 0.5],
      [r * 0.6, h * 0.85],
      [r * 0.7, h],
    ];
  if (shape === 'jug')
    return [
      [r * 0.9, 0],
      [r * 1.05, h * 0.45],
      [r * 0.75, h * 0.8],
      [r * 0.85, h],
    ];
  return [
    [r * 0.45, 0],
    [r * 0.8, h * 0.3],
    [r * 0.3, h * 0.75],
    [r * 0.18, h],
  ];
}

export function vase(scene: Scene, base: Vec3, shape: VaseShape, h: number, colour: string): Part {
  return {
    at: { ...base, y: base.y + h / 2 },
    svg: lathe(scene, { base, profile: vaseProfile(shape, h), color: colour, open: true }),
  };
}

export function bowl(scene: Scene, base: Vec3, r: number, colour: string): Part {
  return {
    at: { ...base, y: base.y + r * 0.3 },
    svg: lathe(scene, {
      base,
      profile: [
        [r * 0.45, 0],
        [r * 0.8, r * 0.25],
        [r, r * 0.55],
      ],
      color: colour,
      open: true,
    }),
  };
}

/**
 * A stack of books lying flat, or a row standing up, with spines in a spread of tones.
 * `height` is the top of the stack in the frame, so something can stand on it.
 */
export function books(
  scene: Scene,
  frame: Frame,
  x: number,
  z: number,
  count: number,
  colours: readonly string[],
  rng: Rng,
  standing = false,
): { parts: Part[]; height: number } {
  const parts: Part[] = [];
  let cursor = standing ? x : 0;
  for (let i = 0; i < count; i++) {
    const c = shade(colours[i % colours.length] ?? '#888888', rng.range(-0.1, 0.1));
    if (standing) {
      const t = rng.range(0.025, 0.05);
      const h = rng.range(0.2, 0.3);
      parts.push(
        boxPart(scene, {
          frame,
          x0: cursor,
          x1: cursor + t,
          y0: 0,
          y1: h,
          z0: z,
          z1: z + rng.range(0.15, 0.2),
          color: c,
          top: shade(c, 0.5),
        }),
      );
      cursor += t + 0.003;
    } else {
      const w = rng.range(0.2, 0.28);
      const t = rng.range(0.025, 0.045);
      const dx = rng.range(-0.02, 0.02);
      parts.push(
        boxPart(scene, {
          frame,
          x0: x - w / 2 + dx,
          x1: x + w / 2 + dx,
          y0: cursor,
          y1: cursor + t,
          z0: z,
          z1: z + w * 0.72,
          color: c,
          top: shade(c, 0.35),
        }),
      );
      cursor += t;
    }
  }
  return { parts, height: standing ? 0.3 : cursor };
}
