import { lighten, luminance, mix, shade } from './color.ts';
import { add, onPlane, scale, type Vec3 } from './geometry.ts';
import { faceTone } from './lighting.ts';
import {
  alongWall,
  backWallCorners,
  floorCorners,
  type RoomSpec,
  type WindowSpec,
  wallNormal,
  wallPlane,
} from './room-geometry.ts';
import type { Scene } from './scene.ts';
import { circle, group, polygon } from './svg.ts';

// The spec lives with the room's (room-geometry.ts), which holds a room's windows.
export type { WindowSpec };

const REVEAL = 0.22;
const FRAME = 0.05;
const BAR = 0.03;

function extent(r: RoomSpec, w: WindowSpec): [number, number] {
  const a = alongWall(r, w.wall, w.from);
  const b = alongWall(r, w.wall, w.to);
  return [Math.min(a, b), Math.max(a, b)];
}

/** The glass panes, in wall-plane coordinates: what light passes through. */
function panes(r: RoomSpec, w: WindowSpec): [number, number, number, number][] {
  const [a0, a1] = extent(r, w);
  const iw = (a1 - a0 - 2 * FRAME - (w.cols - 1) * BAR) / w.cols;
  const ih = (w.head - w.sill - 2 * FRAME - (w.rows - 1) * BAR) / w.rows;
  const out: [number, number, number, number][] = [];
  for (let c = 0; c < w.cols; c++) {
    for (let k = 0; k < w.rows; k++) {
      const pa = a0 + FRAME + c * (iw + BAR);
      const pb = w.sill + FRAME + k * (ih + BAR);
      out.push([pa, pb, pa + iw, pb + ih]);
    }
  }
  return out;
}

/** A window set in a thick wall: reveals, a glimpse of sky and trees, frame and glazing bars, a sill. */
export function drawWindow(scene: Scene, r: RoomSpec, w: WindowSpec): void {
  const plane = wallPlane(r, w.wall);
  const n = wallNormal(w.wall);
  const [a0, a1] = extent(r, w);
  const glass = { ...plane, origin: add(plane.origin, scale(n, -REVEAL * 0.7)) };
  const deep = { ...plane, origin: add(plane.origin, scale(n, -REVEAL)) };
  const opening = scene.quad(plane, a0, w.sill, a1, w.head);
  const p = scene.palette;
  const sky = mix('#dfe8ee', p.wall, 0.25);
  const out: string[] = [];

  const glassQuad = scene.quad(glass, a0 - 0.3, w.sill - 0.3, a1 + 0.3, w.head + 0.3);
  const top = scene.project(onPlane(glass, (a0 + a1) / 2, w.head));
  const bottom = scene.project(onPlane(glass, (a0 + a1) / 2, w.sill));
  out.push(
    polygon(glassQuad, {
      fill: scene.linearAt(
        [
          [0, shade(sky, -0.04)],
          [0.6, lighten(sky, 0.45)],
          [1, lighten(sky, 0.7)],
        ],
        top,
        bottom,
      ),
    }),
  );
  // Distant trees: soft, pale clusters near the bottom of the glass, kept light so the window still glows.
  const trees = scene.rng.fork(`trees-${w.wall}`);
  const foliage = mix(p.plant, sky, 0.55);
  const blobs: string[] = [];
  for (let x = a0 - 0.2; x < a1 + 0.2; x += trees.range(0.18, 0.35)) {
    const h = trees.range(0.35, 0.95);
    blobs.push(circle(x - a0, -h, trees.range(0.2, 0.36), { fill: shade(foliage, trees.range(-0.06, 0.06)) }));
  }
  out.push(group(blobs, { transform: scene.planeTransform(glass, a0, w.sill), 'fill-opacity': 0.85 }));

  const frameTone = faceTone(w.frame, n, scene.light);
  const bars: string[] = [polygon(scene.quad(glass, a0, w.sill, a1, w.sill + FRAME), { fill: frameTone })];
  bars.push(polygon(scene.quad(glass, a0, w.head - FRAME, a1, w.head), { fill: frameTone }));
  bars.push(polygon(scene.quad(glass, a0, w.sill, a0 + FRAME, w.head), { fill: frameTone }));
  bars.push(polygon(scene.quad(glass, a1 - FRAME, w.sill, a1, w.head), { fill: frameTone }));
  const iw = (a1 - a0 - 2 * FRAME - (w.cols - 1) * BAR) / w.cols;
  const ih = (w.head - w.sill - 2 * FRAME - (w.rows - 1) * BAR) / w.rows;
  for (let c = 1; c < w.cols; c++) {
    const a = a0 + FRAME + c * iw + (c - 1) * BAR;
    bars.push(polygon(scene.quad(glass, a, w.sill, a + BAR, w.head), { fill: frameTone }));
  }
  for (let k = 1; k < w.rows; k++) {
    const b = w.sill + FRAME + k * ih + (k - 1) * BAR;
    bars.push(polygon(scene.quad(glass, a0, b, a1, b + BAR), { fill: frameTone }));
  }
  out.push(...bars);

  // Reveals: the faces of the wall's thickness that the camera can see.
  const eye = scene.camera.position;
  const wallTone = p.wall;
  const reveal = (corners: Vec3[], normal: Vec3) => {
    const mid = corners.reduce((s, c) => add(s, scale(c, 1 / corners.length)), { x: 0, y: 0, z: 0 });
    const toEye = { x: eye.x - mid.x, y: eye.y - mid.y, z: eye.z - mid.z };
    if (normal.x * toEye.x + normal.y * toEye.y + normal.z * toEye.z <= 0) return;
    out.push(scene.polygon3(corners, { fill: shade(faceTone(wallTone, normal, scene.light), -0.04) }));
  };
  const q = (pl: typeof plane, a: number, b: number) => onPlane(pl, a, b);
  reveal([q(plane, a0, w.sill), q(deep, a0, w.sill), q(deep, a0, w.head), q(plane, a0, w.head)], plane.u);
  reveal([q(plane, a1, w.sill), q(deep, a1, w.sill), q(deep, a1, w.head), q(plane, a1, w.head)], scale(plane.u, -1));
  reveal([q(plane, a0, w.sill), q(plane, a1, w.sill), q(deep, a1, w.sill), q(deep, a0, w.sill)], plane.v);
  reveal([q(plane, a0, w.head), q(plane, a1, w.head), q(deep, a1, w.head), q(deep, a0, w.head)], scale(plane.v, -1));

  scene.add('room', group(out, { 'clip-path': scene.clip(polygon(opening, {})) }));

  // A sill projecting into the room.
  const ledge = { ...plane, origin: add(plane.origin, scale(n, 0.05)) };
  const sillTop = [
    onPlane(plane, a0 - 0.06, w.sill),
    onPlane(plane, a1 + 0.06, w.sill),
    onPlane(ledge, a1 + 0.06, w.sill),
    onPlane(ledge, a0 - 0.06, w.sill),
  ];
  const sillFront = [
    onPlane(ledge, a0 - 0.06, w.sill - 0.035),
    onPlane(ledge, a1 + 0.06, w.sill - 0.035),
    onPlane(ledge, a1 + 0.06, w.sill),
    onPlane(ledge, a0 - 0.06, w.sill),
  ];
  const trim = lighten(p.wall, 0.25);
  scene.add(
    'room',
    group([
      scene.polygon3(sillTop, { fill: shade(trim, 0.08) }),
      scene.polygon3(sillFront, { fill: faceTone(trim, n, scene.light) }),
    ]),
  );
}

/** Where a point's sunbeam lands: on the floor, or on the back wall when it reaches it first. */
function cast(p: Vec3, sun: Vec3, target: 'floor' | 'back', depth: number): Vec3 {
  const t = target === 'floor' ? -p.y / sun.y : (depth - p.z) / sun.z;
  return add(p, scale(sun, t));
}

/** Sunlight through the panes, landing on the floor and back wall as soft-edged patches. */
export function windowLight(scene: Scene, r: RoomSpec, w: WindowSpec): void {
  const sun = scene.light.sun;
  const n = wallNormal(w.wall);
  // Only a window the sun is shining through lights the room.
  if (sun.x * n.x + sun.z * n.z <= 0.05 || sun.y >= -0.05) return;
  const plane = wallPlane(r, w.wall);
  const glow = lighten(mix(scene.palette.floor, '#ffeccc', 0.6), 0.5);
  // Sunlight on a dark floor is a bigger step up in brightness than on a pale one.
  const strength = 0.3 + 0.22 * (1 - luminance(scene.palette.floor));
  const targets: ('floor' | 'back')[] = w.wall !== 'back' && sun.z > 0.05 ? ['floor', 'back'] : ['floor'];
  for (const target of targets) {
    const shapes = panes(r, w).map(([pa, pb, qa, qb]) => {
      const corners = [onPlane(plane, pa, pb), onPlane(plane, qa, pb), onPlane(plane, qa, qb), onPlane(plane, pa, qb)];
      return scene.polygon3(
        corners.map((c) => cast(c, sun, target, r.depth)),
        { fill: glow },
      );
    });
    const region = target === 'floor' ? floorCorners(r) : backWallCorners(r);
    scene.add(
      target === 'floor' ? 'floorLight' : 'wallLight',
      group(shapes, {
        'clip-path': scene.clip(scene.polygon3(region, {})),
        'fill-opacity': target === 'floor' ? strength : strength * 0.8,
      }),
    );
  }
}
