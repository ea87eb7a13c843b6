import type { ScenePalette } from '../content/types.ts';
import { Camera, type CameraSpec } from './camera.ts';
import { darken } from './color.ts';
import { add, onPlane, type Plane, scale, type Vec3 } from './geometry.ts';
import type { Lighting } from './lighting.ts';
import type { Rng } from './random.ts';
import { el, group, num, type Pt, polygon } from './svg.ts';

/** The design canvas; renders at other sizes are scaled from it. */
export const CANVAS_W = 1600;
export const CANVAS_H = 1067;

/**
 * Back to front. Everything standing in the room goes to `items` and is depth-sorted (painter's algorithm).
 * The shadow layers hold bare silhouettes (no fill): the scene softens and colours them when it renders.
 */
const LAYERS = [
  'room',
  'wallLight',
  'wallShadow',
  'floorDecor',
  'floorLight',
  'floorShadow',
  'items',
  'overlay',
] as const;
export type Layer = (typeof LAYERS)[number];

export type GradientStop = readonly [offset: number, color: string, opacity?: number];

interface Item {
  depth: number;
  order: number;
  svg: string;
}

export interface SceneInit {
  camera: CameraSpec;
  palette: ScenePalette;
  light: Lighting;
  rng: Rng;
  /** draws the whole picture flipped left to right: the same room, laid out the other way round */
  mirrored?: boolean;
}

export class Scene {
  readonly camera: Camera;
  readonly palette: ScenePalette;
  readonly light: Lighting;
  readonly rng: Rng;
  private readonly mirrored: boolean;
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();
  private readonly layers = new Map<Layer, string[]>(LAYERS.map((l) => [l, []]));
  private readonly items: Item[] = [];

  constructor(init: SceneInit) {
    this.camera = new Camera(init.camera);
    this.palette = init.palette;
    this.light = init.light;
    this.rng = init.rng;
    this.mirrored = init.mirrored ?? false;
  }

  project(p: Vec3): Pt {
    return this.camera.project(p);
  }

  projectAll(ps: readonly Vec3[]): Pt[] {
    return ps.map((p) => this.camera.project(p));
  }

  scaleAt(z: number): number {
    return this.camera.scaleAt(z);
  }

  /**
   * An affine transform that maps a drawing in metres (x right, y down) onto a plane at (a, b).
   * Exact for planes facing the camera, a close approximation for small things on receding planes.
   */
  planeTransform(plane: Plane, a: number, b: number): string {
    const o = onPlane(plane, a, b);
    const p = this.project(o);
    const h = 0.01;
    const pu = this.project(add(o, scale(plane.u, h)));
    const pv = this.project(add(o, scale(plane.v, h)));
    const ex = { x: (pu.x - p.x) / h, y: (pu.y - p.y) / h };
    const ey = { x: (pv.x - p.x) / h, y: (pv.y - p.y) / h };
    return `matrix(${num(ex.x)} ${num(ex.y)} ${num(-ey.x)} ${num(-ey.y)} ${num(p.x)} ${num(p.y)})`;
  }

  /** A projected quad on a plane: exact perspective, for doors, panels and windows. */
  quad(plane: Plane, a0: number, b0: number, a1: number, b1: number): Pt[] {
    return this.projectAll([
      onPlane(plane, a0, b0),
      onPlane(plane, a1, b0),
      onPlane(plane, a1, b1),
      onPlane(plane, a0, b1),
    ]);
  }

  polygon3(ps: readonly Vec3[], attrs: Record<string, string | number | undefined>): string {
    return polygon(this.projectAll(ps), attrs);
  }

  private define(key: string, build: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known) return known;
    const id = `d${this.ids.size}`;
    this.ids.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  private static stops(stops: readonly GradientStop[]): string[] {
    return stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op }));
  }

  /** A cached linear gradient in bounding-box units; returns a `url(#…)` paint. */
  linear(stops: readonly GradientStop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    return `url(#${this.define(key, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, Scene.stops(stops)))})`;
  }

  /** A linear gradient in canvas pixels, for light that spans several shapes. */
  linearAt(stops: readonly GradientStop[], from: Pt, to: Pt): string {
    const key = `LU${JSON.stringify(stops)}${num(from.x)},${num(from.y)},${num(to.x)},${num(to.y)}`;
    return `url(#${this.define(key, (id) =>
      el(
        'linearGradient',
        { id, gradientUnits: 'userSpaceOnUse', x1: from.x, y1: from.y, x2: to.x, y2: to.y },
        Scene.stops(stops),
      ),
    )})`;
  }

  radial(stops: readonly GradientStop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r}`;
    return `url(#${this.define(key, (id) => el('radialGradient', { id, cx, cy, r }, Scene.stops(stops)))})`;
  }

  /** A clip path in the coordinates of whatever references it; returns a `url(#…)`. */
  clip(content: string): string {
    return `url(#${this.define(`C${content}`, (id) => el('clipPath', { id }, content))})`;
  }

  add(layer: Layer, svg: string): void {
    this.layers.get(layer)?.push(svg);
  }

  /** Something standing in the room; farther depths are painted first. */
  item(depth: number, svg: string): void {
    this.items.push({ depth, order: this.items.length, svg });
  }

  /**
   * Soft shadows without a blur filter (blurs dominate render time): the layer's silhouettes are
   * painted ten times, dilated by decreasing round strokes at low opacity, which falls off smoothly.
   */
  private softLayer(
    id: string,
    colour: string,
    content: readonly string[],
    strength: number,
  ): { def: string; body: string } {
    const def = group(content, { id });
    const passes = [64, 54, 45, 37, 30, 24, 18, 13, 8, 3];
    const body = passes
      .map((w) =>
        el('use', {
          href: `#${id}`,
          fill: colour,
          stroke: colour,
          'stroke-width': w,
          'stroke-linejoin': 'round',
          opacity: strength,
        }),
      )
      .join('');
    return { def, body };
  }

  toSvg(width: number, height: number): string {
    const sorted = [...this.items].sort((a, b) => b.depth - a.depth || a.order - b.order).map((i) => i.svg);
    const defs: string[] = [...this.defs];
    const body = LAYERS.map((l) => {
      const content = l === 'items' ? sorted : (this.layers.get(l) ?? []);
      if (content.length === 0) return '';
      if (l === 'floorShadow' || l === 'wallShadow') {
        const colour = darken(l === 'floorShadow' ? this.palette.floor : this.palette.wall, 0.75);
        const soft = this.softLayer(l, colour, content, l === 'floorShadow' ? 0.032 : 0.024);
        defs.push(soft.def);
        return soft.body;
      }
      return group(content);
    }).join('');
    return el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${CANVAS_W} ${CANVAS_H}`,
        preserveAspectRatio: 'xMidYMid slice',
      },
      [el('defs', {}, defs), this.mirrored ? group(body, { transform: `matrix(-1 0 0 1 ${CANVAS_W} 0)` }) : body],
    );
  }
}
