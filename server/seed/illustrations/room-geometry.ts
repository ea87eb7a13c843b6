import type { CameraSpec } from './camera.ts';
import { Frame, type Plane, type Vec3 } from './geometry.ts';
import { CANVAS_H, CANVAS_W } from './scene.ts';

export type FloorFinish = 'planks' | 'wide-planks' | 'tiles' | 'concrete';

export interface WindowSpec {
  wall: WallName;
  /** extent along the wall, in world x (back wall) or world z (side walls) */
  from: number;
  to: number;
  sill: number;
  head: number;
  cols: number;
  rows: number;
  /** colour of the frame and glazing bars */
  frame: string;
}

export type WallTreatment = 'plain' | 'wainscot' | 'picture-rail';
export type WallName = 'back' | 'left' | 'right';

/** The box of the room: side walls at x0 and x1, back wall at z = depth, ceiling at `height`. */
export interface RoomSpec {
  x0: number;
  x1: number;
  depth: number;
  height: number;
  floor: FloorFinish;
  walls: WallTreatment;
  windows: readonly WindowSpec[];
  /** a feature colour for the back wall */
  backWall?: string;
}

/** Nearest depth drawn for floor, walls and ceiling; well outside any camera's view. */
export const Z_NEAR = 0.4;

/** Each wall as a plane seen from inside the room: u runs left to right as you face it, v up. */
export function wallPlane(r: RoomSpec, wall: WallName): Plane {
  const up = { x: 0, y: 1, z: 0 };
  if (wall === 'back') return { origin: { x: r.x0, y: 0, z: r.depth }, u: { x: 1, y: 0, z: 0 }, v: up };
  if (wall === 'left') return { origin: { x: r.x0, y: 0, z: Z_NEAR }, u: { x: 0, y: 0, z: 1 }, v: up };
  return { origin: { x: r.x1, y: 0, z: r.depth }, u: { x: 0, y: 0, z: -1 }, v: up };
}

export function wallLength(r: RoomSpec, wall: WallName): number {
  return wall === 'back' ? r.x1 - r.x0 : r.depth - Z_NEAR;
}

/** Unit normal pointing from the wall into the room. */
export function wallNormal(wall: WallName): Vec3 {
  if (wall === 'back') return { x: 0, y: 0, z: -1 };
  return wall === 'left' ? { x: 1, y: 0, z: 0 } : { x: -1, y: 0, z: 0 };
}

/** World x (back wall) or z (side walls) to the distance along the wall's plane. */
export function alongWall(r: RoomSpec, wall: WallName, world: number): number {
  if (wall === 'back') return world - r.x0;
  if (wall === 'left') return world - Z_NEAR;
  return r.depth - world;
}

/**
 * A furniture frame backed against a wall, facing into the room: local x runs along the wall, local +z
 * into it. The origin is `off` metres out from the wall at `along` (world x for the back wall, world z
 * for the side walls), so furniture `off` deep touches the wall.
 */
export function wallFrame(r: RoomSpec, wall: WallName, along: number, off = 0): Frame {
  if (wall === 'back') return new Frame(along, r.depth - off);
  if (wall === 'left') return new Frame(r.x0 + off, along, Math.PI / 2);
  return new Frame(r.x1 - off, along, -Math.PI / 2);
}

/** How near each surface needs drawing: a little closer than where it leaves the canvas. */
export interface NearDepths {
  floor: number;
  ceiling: number;
  left: number;
  right: number;
}

/**
 * Drawing surfaces all the way to the camera would project them thousands of pixels off-canvas,
 * which costs far more to rasterise than what is seen; each stops just beyond the frame instead.
 */
export function nearDepths(cam: CameraSpec, r: RoomSpec): NearDepths {
  const margin = 0.85;
  const at = (d: number) => Math.max(Z_NEAR, margin * d);
  return {
    floor: at((cam.focal * cam.height) / Math.max(1, CANVAS_H - cam.cy)),
    ceiling: at((cam.focal * (r.height - cam.height)) / Math.max(1, cam.cy)),
    left: at((cam.focal * (cam.x - r.x0)) / Math.max(1, cam.cx)),
    right: at((cam.focal * (r.x1 - cam.x)) / Math.max(1, CANVAS_W - cam.cx)),
  };
}

export function floorCorners(r: RoomSpec, near = Z_NEAR): Vec3[] {
  return [
    { x: r.x0, y: 0, z: near },
    { x: r.x1, y: 0, z: near },
    { x: r.x1, y: 0, z: r.depth },
    { x: r.x0, y: 0, z: r.depth },
  ];
}

export function backWallCorners(r: RoomSpec): Vec3[] {
  return [
    { x: r.x0, y: 0, z: r.depth },
    { x: r.x1, y: 0, z: r.depth },
    { x: r.x1, y: r.height, z: r.depth },
    { x: r.x0, y: r.height, z: r.depth },
  ];
}

export function sideWallCorners(r: RoomSpec, x: number, near = Z_NEAR): Vec3[] {
  return [
    { x, y: 0, z: near },
    { x, y: 0, z: r.depth },
    { x, y: r.height, z: r.depth },
    { x, y: r.height, z: near },
  ];
}
