import type { ScenePalette } from '../../content/types.ts';
import type { CameraSpec } from '../camera.ts';
import type { RoomDesign } from '../design.ts';
import type { Vec3 } from '../geometry.ts';
import { type Lighting, lightingFrom } from '../lighting.ts';
import { addPlant } from '../props/plants.ts';
import { artwork } from '../props/wall-art.ts';
import { Rng } from '../random.ts';
import type { RoomSpec, WallName } from '../room-geometry.ts';
import { wallPlane } from '../room-geometry.ts';
import { CANVAS_H, CANVAS_W, Scene } from '../scene.ts';
import type { WindowSpec } from '../windows.ts';

/** What a room module needs to compose one view. */
export interface ViewContext {
  palette: ScenePalette;
  design: RoomDesign;
  view: number;
  seed: string;
}

export type ViewComposer = (ctx: ViewContext) => Scene;

export const light = {
  // Low afternoon sun slanting slightly towards the camera, so its patches land in view on the floor.
  fromLeft: (): Lighting => lightingFrom({ x: -1, y: 0, z: 0 }, { x: 1, y: -0.75, z: -0.3 }),
  fromRight: (): Lighting => lightingFrom({ x: 1, y: 0, z: 0 }, { x: -1, y: -0.75, z: -0.3 }),
  /** sun through a window in the back wall, falling towards the camera */
  fromBack: (): Lighting => lightingFrom({ x: 0.25, y: 0, z: 1 }, { x: -0.3, y: -0.95, z: -1 }),
};

/** A camera standing at x, eye at `height`, with the vanishing point at (cx, cy) on the canvas. */
export function camera(focal: number, x: number, height: number, cx = CANVAS_W / 2, cy = CANVAS_H * 0.5): CameraSpec {
  return { focal, cx, cy, x, height };
}

export function sceneFor(ctx: ViewContext, cam: CameraSpec, lighting: Lighting): Scene {
  return new Scene({
    camera: cam,
    palette: ctx.palette,
    light: lighting,
    rng: new Rng(`${ctx.seed}/view-${ctx.view}`),
    mirrored: ctx.design.mirrored,
  });
}

export function windowOn(
  d: RoomDesign,
  wall: WallName,
  from: number,
  to: number,
  sill = 0.5,
  head = 2.35,
  cols?: number,
): WindowSpec {
  return { wall, from, to, sill, head, cols: cols ?? d.panes.cols, rows: d.panes.rows, frame: d.windowFrame };
}

export function roomOf(
  d: RoomDesign,
  r: Omit<RoomSpec, 'floor' | 'walls'> & Partial<Pick<RoomSpec, 'floor' | 'walls'>>,
): RoomSpec {
  return { floor: d.floor, walls: d.walls, ...r };
}

/** Hangs design art number `index` on a wall, centred at world position `along` and height `b`. */
export function hangArt(
  scene: Scene,
  room: RoomSpec,
  d: RoomDesign,
  wall: WallName,
  along: number,
  b: number,
  w: number,
  h: number,
  index: number,
): void {
  const plane = wallPlane(room, wall);
  const a = wall === 'back' ? along - room.x0 : wall === 'left' ? along - plane.origin.z : room.depth - along;
  scene.item(
    (wall === 'back' ? room.depth : along) - 0.01,
    artwork(scene, plane, {
      a,
      b,
      w,
      h,
      motif: d.art[index % d.art.length] ?? 'arches',
      frame: d.artFrame,
      mat: Math.min(w, h) * 0.1,
      rng: d.rng.fork(`art-${index}`),
    }),
  );
}

/** Plant number `index` of the design, standing on the floor. */
export function floorPlant(scene: Scene, d: RoomDesign, base: Vec3, index: number, height = 1.5): void {
  const kind = d.plants[index % d.plants.length] ?? 'fig';
  const small = kind === 'snake' || kind === 'branches';
  addPlant(scene, base, {
    kind,
    pot: d.pot,
    potColour: d.potColour,
    potRadius: small ? 0.17 : 0.22,
    potHeight: small ? 0.34 : 0.42,
    height: small ? height * 0.55 : height,
    rng: d.rng.fork(`plant-${index}`),
  });
}
