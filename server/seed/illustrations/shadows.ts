import type { Frame, Plane } from './geometry.ts';
import { onPlane } from './geometry.ts';
import type { Scene } from './scene.ts';
import { polygon } from './svg.ts';

/**
 * A soft shadow pooled under a footprint, pushed away from the window. The scene softens the whole
 * shadow layer at once, so each shadow is just a silhouette.
 */
export function floorShadow(scene: Scene, frame: Frame, x0: number, x1: number, z0: number, z1: number): void {
  const away = { x: -scene.light.toWindow.x * 0.12, z: -scene.light.toWindow.z * 0.12 };
  const g = 0.05;
  const pts = [
    frame.point(x0 - g, 0, z0 - g),
    frame.point(x1 + g, 0, z0 - g),
    frame.point(x1 + g, 0, z1 + g),
    frame.point(x0 - g, 0, z1 + g),
  ];
  const shifted = pts.map((p) => ({ x: p.x + away.x, y: 0, z: p.z + away.z }));
  scene.add('floorShadow', scene.polygon3(shifted, {}));
  scene.add('floorShadow', scene.polygon3(pts, {}));
}

/** A round contact shadow, for lamp bases, stools, pots and pedestal tables. */
export function roundShadow(scene: Scene, x: number, z: number, r: number): void {
  const away = { x: -scene.light.toWindow.x * 0.08, z: -scene.light.toWindow.z * 0.08 };
  const pts = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return { x: x + away.x + Math.cos(a) * r, y: 0, z: z + away.z + Math.sin(a) * r };
  });
  scene.add('floorShadow', scene.polygon3(pts, {}));
}

/**
 * The shadow something close to a wall casts on it: its outline on the wall plane (a, b in metres),
 * nudged away from the window.
 */
export function wallShadow(scene: Scene, wall: Plane, a0: number, a1: number, b0: number, b1: number): void {
  const shift = -scene.light.toWindow.x * 0.07 * (wall.u.x >= 0 ? 1 : -1);
  const pts = [
    onPlane(wall, a0 + shift, b0),
    onPlane(wall, a1 + shift, b0),
    onPlane(wall, a1 + shift, b1 - 0.03),
    onPlane(wall, a0 + shift, b1 - 0.03),
  ];
  scene.add('wallShadow', polygon(scene.projectAll(pts), {}));
}

/** The shadow of a round thing on a wall: a mirror, a wall plate. */
export function roundWallShadow(scene: Scene, wall: Plane, a: number, b: number, r: number): void {
  const shift = -scene.light.toWindow.x * 0.07 * (wall.u.x >= 0 ? 1 : -1);
  const pts = Array.from({ length: 20 }, (_, i) => {
    const t = (i / 20) * Math.PI * 2;
    return onPlane(wall, a + shift + Math.cos(t) * r, b + Math.sin(t) * r);
  });
  scene.add('wallShadow', polygon(scene.projectAll(pts), {}));
}
