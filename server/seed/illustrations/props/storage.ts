import { mix, shade } from '../color.ts';
import type { Frame } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Scene } from '../scene.ts';
import { floorShadow, wallShadow } from '../shadows.ts';
import { assemble, box, boxPart, type Part } from '../solids.ts';
import { books, bowl, vase } from './decor.ts';
import { plant } from './plants.ts';

export interface ShelvingSpec {
  width: number;
  height: number;
  depth: number;
  shelves: number;
  colour: string;
  rng: Rng;
}

/**
 * An open bookcase against a wall, styled the way a designer would: books in runs and stacks,
 * a vase, a bowl, a trailing plant, with breathing room left on every shelf.
 */
export function shelving(scene: Scene, frame: Frame, s: ShelvingSpec): void {
  const hw = s.width / 2;
  const p = scene.palette;
  const t = 0.03;
  const parts: Part[] = [];
  const carcass = { frame, color: s.colour };
  parts.push(
    boxPart(scene, {
      ...carcass,
      x0: -hw,
      x1: hw,
      y0: 0,
      y1: s.height,
      z0: s.depth - 0.01,
      z1: s.depth,
      color: shade(s.colour, -0.12),
    }),
  );
  parts.push(boxPart(scene, { ...carcass, x0: -hw, x1: -hw + t, y0: 0, y1: s.height, z0: 0, z1: s.depth }));
  parts.push(boxPart(scene, { ...carcass, x0: hw - t, x1: hw, y0: 0, y1: s.height, z0: 0, z1: s.depth }));
  const gap = (s.height - 0.08) / s.shelves;
  const bookInks = [p.accent, p.primary, p.textile, mix(p.wood, p.wall, 0.3), shade(p.wall, -0.45)];
  // Every shelf styled differently, in an order of the project's own.
  const order = [0, 1, 2, 3]
    .map((k) => ({ k, r: s.rng.float() }))
    .sort((a, b) => a.r - b.r)
    .map((e) => e.k);
  if (s.shelves > 4) order.push(0);
  // Painted level by level from the bottom: each board, then what stands on it.
  const levels: string[] = [];
  for (let i = 0; i <= s.shelves; i++) {
    const y = 0.06 + i * gap;
    const decor: Part[] = [];
    levels.push(
      box(scene, {
        ...carcass,
        x0: -hw + t,
        x1: hw - t,
        y0: y - t,
        y1: y,
        z0: 0,
        z1: s.depth,
        top: shade(s.colour, 0.06),
      }),
    );
    if (i === s.shelves) break;
    const shelf = frame.child(0, 0, 0, y);
    const z = s.depth * 0.25;
    const choice = order[i % order.length] ?? 0;
    const inner = s.width - 2 * t;
    if (choice === 0) {
      decor.push(...books(scene, shelf, -hw + t + 0.02, z, s.rng.int(8, 14), bookInks, s.rng, true).parts);
      decor.push(
        vase(scene, shelf.point(hw - inner * 0.25, 0, s.depth / 2), 'round', Math.min(gap * 0.6, 0.22), p.accent),
      );
    } else if (choice === 1) {
      const stack = books(scene, shelf, -hw + inner * 0.3, z, 4, bookInks, s.rng);
      decor.push(...stack.parts);
      decor.push(bowl(scene, shelf.point(-hw + inner * 0.3, stack.height, z + 0.1), 0.09, shade(p.wall, -0.25)));
      decor.push(...books(scene, shelf, hw - t - 0.32, z, s.rng.int(6, 9), bookInks, s.rng, true).parts);
    } else if (choice === 2) {
      decor.push(
        plant(scene, shelf.point(s.rng.range(-0.15, 0.15), 0, s.depth / 2), {
          kind: 'trailing',
          pot: 'cylinder',
          potColour: mix(p.textile, p.wall, 0.5),
          potRadius: 0.08,
          potHeight: 0.13,
          height: gap * 1.2,
          rng: s.rng.fork(`shelf-plant-${i}`),
        }),
      );
    } else {
      decor.push(
        vase(
          scene,
          shelf.point(-inner * 0.2, 0, s.depth / 2),
          'bottle',
          Math.min(gap * 0.7, 0.3),
          shade(p.primary, -0.1),
        ),
      );
      decor.push(
        vase(scene, shelf.point(-inner * 0.2 + 0.15, 0, s.depth / 2), 'bud', Math.min(gap * 0.45, 0.18), p.textile),
      );
      decor.push(...books(scene, shelf, hw - inner * 0.3, z, 3, bookInks, s.rng).parts);
    }
    levels.push(assemble(scene, decor));
  }
  floorShadow(scene, frame, -hw, hw, 0, s.depth);
  const wall = { origin: frame.point(-hw, 0, s.depth), u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
  wallShadow(scene, wall, 0, s.width, 0, s.height);
  scene.item(frame.nearestZ(-hw, hw, 0, s.depth), parts.map((part) => part.svg).join('') + levels.join(''));
}
