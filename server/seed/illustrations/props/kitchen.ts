import { lighten, mix, shade } from '../color.ts';
import { type Frame, frontPlane, onPlane, type Plane } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Scene } from '../scene.ts';
import { floorShadow } from '../shadows.ts';
import { box, lathe } from '../solids.ts';
import { d, ellipse, group, line, path, polygon } from '../svg.ts';

export type SplashStyle = 'subway' | 'zellige' | 'slab';

export interface KitchenFinish {
  fronts: string;
  worktop: string;
  handle: string;
  splash: string;
  splashStyle: SplashStyle;
}

const COUNTER = 0.9;
const DEPTH = 0.62;

/** Worktop height, for styling what stands on it. */
export const WORKTOP = COUNTER + 0.035;

function frontsOf(
  scene: Scene,
  plane: Plane,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  colour: string,
  handle: string,
  kind: 'door' | 'drawers' | 'pair' | 'oven' | 'wall' | 'tall',
): string[] {
  const out: string[] = [];
  const seam = { fill: 'none', stroke: shade(colour, -0.3), 'stroke-width': 1.3, 'stroke-opacity': 0.75 };
  const g = 0.004;
  const bar = (x0: number, y0: number, x1: number, y1: number) =>
    out.push(polygon(scene.quad(plane, x0, y0, x1, y1), { fill: handle }));
  if (kind === 'drawers') {
    const h = (b1 - b0) / 3;
    for (let k = 0; k < 3; k++) {
      out.push(polygon(scene.quad(plane, a0 + g, b0 + k * h + g, a1 - g, b0 + (k + 1) * h - g), seam));
      const m = (a0 + a1) / 2;
      bar(m - 0.08, b0 + (k + 1) * h - 0.05, m + 0.08, b0 + (k + 1) * h - 0.035);
    }
  } else if (kind === 'oven') {
    out.push(polygon(scene.quad(plane, a0 + g, b0 + g, a1 - g, b1 - g), seam));
    out.push(polygon(scene.quad(plane, a0 + 0.06, b0 + 0.12, a1 - 0.06, b1 - 0.2), { fill: shade('#2b2a29', 0.05) }));
    out.push(
      polygon(scene.quad(plane, a0 + 0.09, b0 + 0.15, a1 - 0.09, b0 + 0.3), { fill: '#ffffff', 'fill-opacity': 0.06 }),
    );
    bar(a0 + 0.08, b1 - 0.12, a1 - 0.08, b1 - 0.1);
  } else {
    const leaves = kind === 'pair' ? 2 : 1;
    const w = (a1 - a0) / leaves;
    for (let i = 0; i < leaves; i++) {
      const x0 = a0 + i * w;
      out.push(polygon(scene.quad(plane, x0 + g, b0 + g, x0 + w - g, b1 - g), seam));
      const hx = leaves === 2 ? (i === 0 ? x0 + w - 0.05 : x0 + 0.04) : x0 + w - 0.05;
      if (kind === 'wall') bar(hx, b0 + 0.04, hx + 0.014, b0 + 0.16);
      else if (kind === 'tall') bar(hx, 0.95, hx + 0.014, 1.25);
      else bar(hx, b1 - 0.2, hx + 0.014, b1 - 0.05);
    }
  }
  return out;
}

export interface RunSpec {
  length: number;
  finish: KitchenFinish;
  /** where along the run (metres from its left end) the sink and the range sit */
  sinkAt?: number;
  rangeAt?: number;
}

/**
 * A run of base cabinets with a worktop. The frame origin is the run's left front corner on the floor,
 * local x along the run, local +z towards the wall behind it.
 */
export function cabinetRun(scene: Scene, frame: Frame, r: RunSpec): void {
  const f = r.finish;
  const out: string[] = [];
  out.push(
    box(scene, {
      frame,
      x0: 0,
      x1: r.length,
      y0: 0,
      y1: 0.1,
      z0: 0.06,
      z1: DEPTH - 0.02,
      color: shade(f.fronts, -0.45),
    }),
  );
  out.push(box(scene, { frame, x0: 0, x1: r.length, y0: 0.1, y1: COUNTER, z0: 0, z1: DEPTH - 0.02, color: f.fronts }));
  const plane = frontPlane(frame, -0.001);
  const units = Math.max(1, Math.round(r.length / 0.6));
  const uw = r.length / units;
  for (let i = 0; i < units; i++) {
    const a0 = i * uw;
    const mid = a0 + uw / 2;
    const isRange = r.rangeAt !== undefined && Math.abs(mid - r.rangeAt) < uw / 2;
    const isSink = r.sinkAt !== undefined && Math.abs(mid - r.sinkAt) < uw / 2;
    const kind = isRange ? 'oven' : isSink ? 'pair' : i % 3 === 1 ? 'drawers' : 'door';
    out.push(...frontsOf(scene, plane, a0, a0 + uw, 0.1, COUNTER - 0.01, f.fronts, f.handle, kind));
  }
  out.push(
    box(scene, {
      frame,
      x0: -0.01,
      x1: r.length + 0.01,
      y0: COUNTER,
      y1: WORKTOP,
      z0: -0.025,
      z1: DEPTH,
      color: shade(f.worktop, -0.05),
      top: f.worktop,
    }),
  );
  const onTop = (x0: number, z0: number, x1: number, z1: number) =>
    scene.projectAll([
      frame.point(x0, WORKTOP + 0.001, z0),
      frame.point(x1, WORKTOP + 0.001, z0),
      frame.point(x1, WORKTOP + 0.001, z1),
      frame.point(x0, WORKTOP + 0.001, z1),
    ]);
  if (r.rangeAt !== undefined) {
    const c = r.rangeAt;
    out.push(polygon(onTop(c - 0.3, 0.06, c + 0.3, 0.54), { fill: '#2a2a2b' }));
    for (const [dx, dz] of [
      [-0.14, 0.17],
      [0.14, 0.17],
      [-0.14, 0.41],
      [0.14, 0.41],
    ] as const) {
      out.push(
        scene.polygon3(
          Array.from({ length: 12 }, (_, k) =>
            frame.point(
              c + dx + Math.cos((k / 12) * Math.PI * 2) * 0.08,
              WORKTOP + 0.002,
              dz + Math.sin((k / 12) * Math.PI * 2) * 0.08,
            ),
          ),
          { fill: 'none', stroke: '#55534f', 'stroke-width': 1.5 },
        ),
      );
    }
  }
  if (r.sinkAt !== undefined) {
    const c = r.sinkAt;
    out.push(polygon(onTop(c - 0.3, 0.08, c + 0.3, 0.48), { fill: shade(f.worktop, -0.35) }));
    out.push(polygon(onTop(c - 0.27, 0.1, c + 0.27, 0.46), { fill: shade(f.worktop, -0.55) }));
    const base = frame.point(c, WORKTOP, 0.56);
    const upright = { origin: base, u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
    out.push(
      group(
        [
          path(d`M0 0V-0.3Q0 -0.38 0.08 -0.38Q0.16 -0.38 0.16 -0.3V-0.26`, {
            fill: 'none',
            stroke: scene.palette.metal,
            'stroke-width': 0.022,
            'stroke-linecap': 'round',
          }),
          ellipse(0, 0, 0.03, 0.01, { fill: scene.palette.metal }),
        ],
        { transform: scene.planeTransform(upright, 0, 0) },
      ),
    );
  }
  floorShadow(scene, frame, 0, r.length, 0, DEPTH);
  scene.item(frame.nearestZ(0, r.length, 0, DEPTH), group(out));
}

/**
 * Wall cabinets above a run (bottoms seen from below, handles at the lower edge), or with y0 near the
 * floor, a bank of tall larder cabinets (handles at hand height).
 */
export function wallCabinets(
  scene: Scene,
  frame: Frame,
  x0: number,
  x1: number,
  f: KitchenFinish,
  y0 = 1.45,
  y1 = 2.2,
): void {
  const out = [box(scene, { frame, x0, x1, y0, y1, z0: DEPTH - 0.36, z1: DEPTH, color: f.fronts })];
  const plane = frontPlane(frame, DEPTH - 0.361);
  const units = Math.max(1, Math.round((x1 - x0) / 0.6));
  const uw = (x1 - x0) / units;
  for (let i = 0; i < units; i++)
    out.push(
      ...frontsOf(scene, plane, x0 + i * uw, x0 + (i + 1) * uw, y0, y1, f.fronts, f.handle, y0 < 0.5 ? 'tall' : 'wall'),
    );
  scene.item(frame.nearestZ(x0, x1, DEPTH - 0.36, DEPTH), group(out));
}

/** A tiled or stone splashback on the wall behind a run, from the worktop up to `top`. */
export function splashback(
  scene: Scene,
  wall: Plane,
  a0: number,
  a1: number,
  top: number,
  f: KitchenFinish,
  rng: Rng,
): void {
  const out = [polygon(scene.quad(wall, a0, WORKTOP, a1, top), { fill: f.splash })];
  const grout = shade(f.splash, -0.16);
  if (f.splashStyle === 'subway') {
    const h = 0.075;
    for (let y = WORKTOP + h, row = 0; y < top; y += h, row++) {
      out.push(
        line(scene.project(onPlane(wall, a0, y)), scene.project(onPlane(wall, a1, y)), {
          stroke: grout,
          'stroke-width': 1,
        }),
      );
      for (let a = a0 + (row % 2 ? 0.075 : 0); a < a1; a += 0.15) {
        out.push(
          line(scene.project(onPlane(wall, a, y)), scene.project(onPlane(wall, a, Math.min(top, y + h))), {
            stroke: grout,
            'stroke-width': 1,
          }),
        );
      }
    }
  } else if (f.splashStyle === 'zellige') {
    const t = 0.1;
    for (let y = WORKTOP; y < top - 0.01; y += t) {
      for (let a = a0; a < a1 - 0.01; a += t) {
        out.push(
          polygon(scene.quad(wall, a + 0.003, y + 0.003, Math.min(a1, a + t) - 0.003, Math.min(top, y + t) - 0.003), {
            fill: shade(f.splash, rng.range(-0.07, 0.07)),
          }),
        );
      }
    }
  } else {
    for (let i = 0; i < 4; i++) {
      const y = WORKTOP + rng.range(0.05, top - WORKTOP - 0.05);
      const pts = [0, 0.25, 0.5, 0.75, 1].map((k) =>
        scene.project(onPlane(wall, a0 + (a1 - a0) * k, y + rng.range(-0.12, 0.12))),
      );
      out.push(
        path(`M${pts.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}`, {
          fill: 'none',
          stroke: shade(f.splash, -0.18),
          'stroke-width': 1.2,
          'stroke-opacity': 0.6,
          'stroke-linejoin': 'round',
        }),
      );
    }
  }
  scene.add('room', group(out));
}

/** A chimney hood over the range, centred at local x = c in a run's frame. */
export function rangeHood(scene: Scene, frame: Frame, c: number, ceiling: number, colour: string): void {
  const out = [
    box(scene, {
      frame,
      x0: c - 0.16,
      x1: c + 0.16,
      y0: 1.75,
      y1: ceiling,
      z0: DEPTH - 0.32,
      z1: DEPTH,
      color: colour,
    }),
    box(scene, {
      frame,
      x0: c - 0.45,
      x1: c + 0.45,
      y0: 1.5,
      y1: 1.78,
      z0: DEPTH - 0.52,
      z1: DEPTH,
      color: colour,
      taper: 0.55,
    }),
    box(scene, {
      frame,
      x0: c - 0.46,
      x1: c + 0.46,
      y0: 1.46,
      y1: 1.5,
      z0: DEPTH - 0.53,
      z1: DEPTH,
      color: shade(colour, -0.05),
    }),
  ];
  scene.item(frame.nearestZ(c - 0.45, c + 0.45, DEPTH - 0.52, DEPTH), group(out));
}

/** Open shelves on a wall: timber boards carrying bowls, jars and a little greenery. */
export function openShelves(
  scene: Scene,
  frame: Frame,
  x0: number,
  x1: number,
  heights: readonly number[],
  rng: Rng,
): void {
  const p = scene.palette;
  const out: string[] = [];
  const ceramics = [lighten(p.textile, 0.2), p.accent, mix(p.primary, p.wall, 0.4), shade(p.wall, -0.3)];
  for (const y of heights) {
    out.push(box(scene, { frame, x0, x1, y0: y - 0.035, y1: y, z0: DEPTH - 0.26, z1: DEPTH, color: p.wood }));
    for (let x = x0 + rng.range(0.08, 0.2); x < x1 - 0.12; x += rng.range(0.16, 0.3)) {
      const base = frame.point(x, y, DEPTH - 0.13);
      const kind = rng.int(0, 2);
      const colour = rng.pick(ceramics);
      if (kind === 0)
        out.push(
          lathe(scene, {
            base,
            profile: [
              [0.05, 0],
              [0.1, 0.05],
              [0.11, 0.08],
            ],
            color: colour,
            open: true,
          }),
        );
      else if (kind === 1)
        out.push(
          lathe(scene, {
            base,
            profile: [
              [0.05, 0],
              [0.055, 0.16],
              [0.04, 0.18],
              [0.045, 0.2],
            ],
            color: colour,
            open: true,
          }),
        );
      else
        out.push(
          lathe(scene, {
            base,
            profile: [
              [0.04, 0],
              [0.07, 0.06],
              [0.06, 0.14],
              [0.03, 0.2],
              [0.035, 0.22],
            ],
            color: colour,
            open: true,
          }),
        );
    }
  }
  scene.item(frame.nearestZ(x0, x1, DEPTH - 0.26, DEPTH), group(out));
}

/** A kitchen island: cabinet block with an overhanging worktop on the seating side (local -z). */
export function island(scene: Scene, frame: Frame, length: number, f: KitchenFinish): void {
  const hw = length / 2;
  const out = [
    box(scene, {
      frame,
      x0: -hw + 0.05,
      x1: hw - 0.05,
      y0: 0,
      y1: 0.1,
      z0: 0.05,
      z1: 0.85,
      color: shade(f.fronts, -0.45),
    }),
    box(scene, { frame, x0: -hw, x1: hw, y0: 0.1, y1: COUNTER, z0: 0, z1: 0.9, color: f.fronts }),
  ];
  // Fluted panelling on the seating side.
  const plane = frontPlane(frame, -0.001);
  for (let a = -hw + 0.06; a < hw - 0.02; a += 0.06) {
    out.push(
      line(scene.project(onPlane(plane, a, 0.12)), scene.project(onPlane(plane, a, COUNTER - 0.02)), {
        stroke: shade(f.fronts, -0.2),
        'stroke-width': 1.1,
        'stroke-opacity': 0.6,
      }),
    );
  }
  out.push(
    box(scene, {
      frame,
      x0: -hw - 0.04,
      x1: hw + 0.04,
      y0: COUNTER,
      y1: WORKTOP + 0.01,
      z0: -0.28,
      z1: 0.93,
      color: shade(f.worktop, -0.05),
      top: f.worktop,
    }),
  );
  floorShadow(scene, frame, -hw, hw, -0.1, 0.9);
  scene.item(frame.nearestZ(-hw, hw, -0.28, 0.93), group(out));
}
