import { shade } from './color.ts';
import { dot, type Frame, normalize, sub, type Vec3 } from './geometry.ts';
import { faceTone } from './lighting.ts';
import type { Scene } from './scene.ts';
import { d, ellipse, type Pt, path, polygon } from './svg.ts';

/** An axis-aligned box in a frame's local coordinates (metres). */
export interface BoxSpec {
  frame: Frame;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
  color: string;
  /** colour of the top face when it differs (a worktop, a mattress) */
  top?: string;
  /** rounds the silhouette, in metres: upholstery and cushions */
  soft?: number;
  /** shrinks the top face towards its centre: a range hood, a tapered leg */
  taper?: number;
}

type Corner = [number, number, number];

/** Corners 0-3 are the bottom (front-left, front-right, back-right, back-left), 4-7 the top. */
const FACES: readonly (readonly number[])[] = [
  [0, 1, 5, 4],
  [2, 3, 7, 6],
  [3, 0, 4, 7],
  [1, 2, 6, 5],
  [4, 5, 6, 7],
  [3, 2, 1, 0],
];

function corners(b: BoxSpec): Corner[] {
  const t = b.taper ?? 0;
  const tx = ((b.x1 - b.x0) * t) / 2;
  const tz = ((b.z1 - b.z0) * t) / 2;
  return [
    [b.x0, b.y0, b.z0],
    [b.x1, b.y0, b.z0],
    [b.x1, b.y0, b.z1],
    [b.x0, b.y0, b.z1],
    [b.x0 + tx, b.y1, b.z0 + tz],
    [b.x1 - tx, b.y1, b.z0 + tz],
    [b.x1 - tx, b.y1, b.z1 - tz],
    [b.x0 + tx, b.y1, b.z1 - tz],
  ];
}

function centroid(ps: readonly Vec3[]): Vec3 {
  const k = 1 / ps.length;
  return ps.reduce((acc, p) => ({ x: acc.x + p.x * k, y: acc.y + p.y * k, z: acc.z + p.z * k }), { x: 0, y: 0, z: 0 });
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return { x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x };
}

/** The visible faces of a (possibly tapered) box, each flat-shaded by its orientation to the window. */
export function box(scene: Scene, b: BoxSpec): string {
  const eye = scene.camera.position;
  const world = corners(b).map(([x, y, z]) => b.frame.point(x, y, z));
  const round = b.soft ? b.soft * scene.scaleAt(centroid(world).z) : 0;
  const out: string[] = [];
  for (const face of FACES) {
    const pts = face.map((i) => world[i]).filter((p): p is Vec3 => p !== undefined);
    const [p0, p1, , p3] = pts;
    if (!p0 || !p1 || !p3) continue;
    const n = normalize(cross(sub(p3, p0), sub(p1, p0)));
    if (dot(n, sub(eye, centroid(pts))) <= 1e-6) continue;
    const base = n.y > 0.7 && b.top ? b.top : b.color;
    const tone = faceTone(base, n, scene.light);
    const soft = round > 0.4;
    // Upholstery: upright faces darken towards the bottom, which reads as a padded, rounded volume.
    const fill =
      soft && Math.abs(n.y) < 0.5
        ? scene.linear([
            [0, shade(tone, 0.05)],
            [1, shade(tone, -0.09)],
          ])
        : tone;
    out.push(
      polygon(scene.projectAll(pts), {
        fill,
        stroke: soft ? fill : undefined,
        'stroke-width': soft ? round : undefined,
        'stroke-linejoin': soft ? 'round' : undefined,
      }),
    );
  }
  return out.join('');
}

/** The middle of a box in world space: the painter's sort point of a part. */
function boxCentre(b: BoxSpec): Vec3 {
  return b.frame.point((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, (b.z0 + b.z1) / 2);
}

/** One part of a composite object, to be painted in order of distance from the eye. */
export interface Part {
  at: Vec3;
  svg: string;
}

export function boxPart(scene: Scene, b: BoxSpec): Part {
  return { at: boxCentre(b), svg: box(scene, b) };
}

/** Paints parts farthest first: right for the side-by-side blocks furniture is made of. */
export function assemble(scene: Scene, parts: readonly Part[]): string {
  const eye = scene.camera.position;
  const dist = (p: Vec3) => Math.hypot(p.x - eye.x, p.y - eye.y, p.z - eye.z);
  return [...parts]
    .map((p, i) => ({ p, i, k: dist(p.at) }))
    .sort((a, b) => b.k - a.k || a.i - b.i)
    .map((e) => e.p.svg)
    .join('');
}

/** A ring of a surface of revolution: radius and height in metres. */
export type Ring = readonly [r: number, y: number];

export interface LatheSpec {
  /** the centre of the base, in world coordinates */
  base: Vec3;
  /** radii from bottom to top */
  profile: readonly Ring[];
  color: string;
  /** colour of a visible top (or, above eye level, bottom) disc */
  cap?: string;
  /** draws the mouth of a vessel as a dark opening rather than a lid */
  open?: boolean;
}

interface Ellipse {
  c: Pt;
  rx: number;
  ry: number;
}

function ringEllipse(scene: Scene, base: Vec3, r: number, y: number): Ellipse {
  const c = scene.project({ x: base.x, y: base.y + y, z: base.z });
  const left = scene.project({ x: base.x - r, y: base.y + y, z: base.z });
  const right = scene.project({ x: base.x + r, y: base.y + y, z: base.z });
  const front = scene.project({ x: base.x, y: base.y + y, z: base.z - r });
  const back = scene.project({ x: base.x, y: base.y + y, z: base.z + r });
  return { c, rx: Math.max(0.01, (right.x - left.x) / 2), ry: Math.max(0.01, Math.abs(front.y - back.y) / 2) };
}

/**
 * A vase, lamp shade, stool or round table top: the silhouette of a surface of revolution,
 * shaded across with a gradient lit from the window side.
 */
export function lathe(scene: Scene, s: LatheSpec): string {
  const rings = s.profile.map(([r, y]) => ({ r, y, e: ringEllipse(scene, s.base, r, y) }));
  const first = rings[0];
  const last = rings[rings.length - 1];
  if (!first || !last) return '';
  let dd = d`M${first.e.c.x - first.e.rx} ${first.e.c.y}`;
  for (const ring of rings.slice(1)) dd += d`L${ring.e.c.x - ring.e.rx} ${ring.e.c.y}`;
  dd += d`A${last.e.rx} ${last.e.ry} 0 0 1 ${last.e.c.x + last.e.rx} ${last.e.c.y}`;
  for (const ring of [...rings].reverse().slice(1)) dd += d`L${ring.e.c.x + ring.e.rx} ${ring.e.c.y}`;
  dd += d`A${first.e.rx} ${first.e.ry} 0 0 1 ${first.e.c.x - first.e.rx} ${first.e.c.y}Z`;

  const litFromLeft = scene.light.toWindow.x < 0;
  const lit = shade(s.color, 0.16);
  const dark = shade(s.color, -0.2);
  const fill = scene.linear(
    [
      [0, litFromLeft ? lit : dark],
      [0.45, shade(s.color, litFromLeft ? 0.05 : -0.05)],
      [1, litFromLeft ? dark : lit],
    ],
    0,
    0,
    1,
    0,
  );
  const parts = [path(dd, { fill })];
  const eyeY = scene.camera.position.y;
  const topY = s.base.y + last.y;
  const bottomY = s.base.y + first.y;
  if (topY < eyeY - 0.01 && (s.cap || s.open)) {
    const e = last.e;
    const capFill = s.open ? shade(s.color, -0.45) : (s.cap ?? s.color);
    parts.push(ellipse(e.c.x, e.c.y, e.rx, e.ry, { fill: capFill }));
    if (s.open)
      parts.push(
        ellipse(e.c.x, e.c.y, e.rx, e.ry, { fill: 'none', stroke: lit, 'stroke-width': Math.max(1, e.rx * 0.06) }),
      );
  } else if (bottomY > eyeY + 0.01 && s.cap) {
    const e = first.e;
    parts.push(ellipse(e.c.x, e.c.y, e.rx, e.ry, { fill: s.cap }));
  }
  return parts.join('');
}
