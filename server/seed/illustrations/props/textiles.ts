import { lighten, mix, shade } from '../color.ts';
import { add, type Frame, onPlane, scale } from '../geometry.ts';
import { faceTone } from '../lighting.ts';
import { alongWall, type RoomSpec, wallNormal, wallPlane } from '../room-geometry.ts';
import type { Scene } from '../scene.ts';
import { group, line, polygon } from '../svg.ts';
import type { WindowSpec } from '../windows.ts';

export type RugPattern = 'border' | 'stripes' | 'diamond' | 'plain';

export interface RugSpec {
  width: number;
  depth: number;
  pattern: RugPattern;
  base: string;
  ink: string;
}

/** A rug lying on the floor, centred on the frame origin, with its pattern in true perspective. */
export function rug(scene: Scene, frame: Frame, r: RugSpec): void {
  const hw = r.width / 2;
  const hd = r.depth / 2;
  const q = (x0: number, z0: number, x1: number, z1: number) =>
    scene.projectAll([
      frame.point(x0, 0.005, z0),
      frame.point(x1, 0.005, z0),
      frame.point(x1, 0.005, z1),
      frame.point(x0, 0.005, z1),
    ]);
  const out: string[] = [];
  // Its thickness shows as a darker lip along the near edge.
  out.push(
    polygon(
      scene.projectAll([
        frame.point(-hw, 0, -hd),
        frame.point(hw, 0, -hd),
        frame.point(hw, 0.012, -hd),
        frame.point(-hw, 0.012, -hd),
      ]),
      { fill: shade(r.base, -0.3) },
    ),
  );
  out.push(polygon(q(-hw, -hd, hw, hd), { fill: r.base }));
  const ink = { fill: r.ink };
  if (r.pattern === 'border') {
    const b = Math.min(r.width, r.depth) * 0.08;
    out.push(
      polygon(q(-hw + b, -hd + b, hw - b, hd - b), {
        fill: 'none',
        stroke: r.ink,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }),
    );
    out.push(
      polygon(q(-hw + b * 1.6, -hd + b * 1.6, hw - b * 1.6, hd - b * 1.6), {
        fill: 'none',
        stroke: r.ink,
        'stroke-width': 1.2,
        'stroke-opacity': 0.7,
      }),
    );
  } else if (r.pattern === 'stripes') {
    for (let z = -hd + 0.15; z < hd - 0.1; z += 0.32) out.push(polygon(q(-hw, z, hw, z + 0.07), ink));
  } else if (r.pattern === 'diamond') {
    const dia = [
      frame.point(0, 0.005, -hd * 0.7),
      frame.point(hw * 0.6, 0.005, 0),
      frame.point(0, 0.005, hd * 0.7),
      frame.point(-hw * 0.6, 0.005, 0),
    ];
    out.push(scene.polygon3(dia, { fill: 'none', stroke: r.ink, 'stroke-width': 3 }));
    const inner = [
      frame.point(0, 0.005, -hd * 0.35),
      frame.point(hw * 0.3, 0.005, 0),
      frame.point(0, 0.005, hd * 0.35),
      frame.point(-hw * 0.3, 0.005, 0),
    ];
    out.push(scene.polygon3(inner, { ...ink, 'fill-opacity': 0.8 }));
  }
  // Fringe at the short ends.
  const fringe = shade(r.base, 0.08);
  for (let x = -hw + 0.03; x < hw; x += 0.05) {
    out.push(
      line(scene.project(frame.point(x, 0.005, -hd)), scene.project(frame.point(x, 0.005, -hd - 0.05)), {
        stroke: fringe,
        'stroke-width': 1.4,
      }),
    );
  }
  scene.add('floorDecor', group(out));
}

/**
 * Curtains at a window: two gathered side panels and an optional sheer between them, on a rod
 * just below the ceiling. Folds are a repeating gradient, which is how illustrators draw them.
 */
export function curtains(scene: Scene, r: RoomSpec, w: WindowSpec, colour: string, sheer: boolean): void {
  const n = wallNormal(w.wall);
  const plane = { ...wallPlane(r, w.wall), origin: add(wallPlane(r, w.wall).origin, scale(n, 0.1)) };
  const a = [alongWall(r, w.wall, w.from), alongWall(r, w.wall, w.to)].sort((x, y) => x - y);
  const a0 = (a[0] ?? 0) - 0.35;
  const a1 = (a[1] ?? 0) + 0.35;
  const top = Math.min(r.height - 0.08, w.head + 0.3);
  const tone = faceTone(colour, n, scene.light);
  const folds = (c: string, count: number) => {
    const stops: [number, string][] = [];
    for (let i = 0; i <= count; i++) {
      stops.push([i / count, shade(c, i % 2 === 0 ? 0.08 : -0.12)]);
    }
    return scene.linear(stops, 0, 0, 1, 0);
  };
  const out: string[] = [];
  if (sheer) {
    out.push(
      polygon(scene.quad(plane, a0 + 0.2, 0.02, a1 - 0.2, top), {
        fill: folds(lighten(mix(colour, '#ffffff', 0.7), 0.3), 14),
        'fill-opacity': 0.45,
      }),
    );
  }
  const panel = 0.42;
  out.push(polygon(scene.quad(plane, a0, 0.01, a0 + panel, top), { fill: folds(tone, 6) }));
  out.push(polygon(scene.quad(plane, a1 - panel, 0.01, a1, top), { fill: folds(tone, 6) }));
  const rod = [onPlane(plane, a0 - 0.1, top + 0.02), onPlane(plane, a1 + 0.1, top + 0.02)].map((p) => scene.project(p));
  const [r0, r1] = rod;
  if (r0 && r1)
    out.push(
      line(r0, r1, {
        stroke: scene.palette.metal,
        'stroke-width': Math.max(2, 0.02 * scene.scaleAt(onPlane(plane, a0, top).z)),
      }),
    );
  const near = Math.min(onPlane(plane, a0, 0).z, onPlane(plane, a1, 0).z);
  scene.item(near, group(out));
}
