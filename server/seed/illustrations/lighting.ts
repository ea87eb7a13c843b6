import { shade } from './color.ts';
import { dot, normalize, type Vec3 } from './geometry.ts';

/** Where daylight comes from in a view. */
export interface Lighting {
  /** horizontal unit vector pointing from the room towards the main window */
  toWindow: Vec3;
  /** direction sunlight travels (pointing down into the room), for light patches */
  sun: Vec3;
}

export function lightingFrom(toWindow: Vec3, sun: Vec3): Lighting {
  return { toWindow: normalize({ ...toWindow, y: 0 }), sun: normalize(sun) };
}

/**
 * Flat shading of a face: tops catch the most light, faces turned to the window a little,
 * faces turned away fall into shade. The small numbers keep it illustration, not rendering.
 */
export function faceTone(base: string, normal: Vec3, light: Lighting): string {
  const t = 0.13 * normal.y + 0.09 * dot(normal, light.toWindow) - (normal.y < 0 ? 0.1 : 0);
  return shade(base, t < 0 ? t * 1.4 : t);
}
