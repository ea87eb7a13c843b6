import type { Vec3 } from './geometry.ts';
import type { Pt } from './svg.ts';

/** A pinhole camera looking straight down +z: one-point perspective, so verticals stay vertical. */
export interface CameraSpec {
  /** focal length in pixels */
  focal: number;
  /** the vanishing point on the canvas */
  cx: number;
  cy: number;
  /** camera position in the room; it sits at z = 0 */
  x: number;
  height: number;
}

/** Points closer than this would project to infinity; nothing in a scene should come this near. */
const NEAR = 0.05;

export class Camera {
  constructor(readonly spec: CameraSpec) {}

  get position(): Vec3 {
    return { x: this.spec.x, y: this.spec.height, z: 0 };
  }

  project(p: Vec3): Pt {
    const z = Math.max(p.z, NEAR);
    return {
      x: this.spec.cx + (this.spec.focal * (p.x - this.spec.x)) / z,
      y: this.spec.cy - (this.spec.focal * (p.y - this.spec.height)) / z,
    };
  }

  /** Pixels per metre at depth z. */
  scaleAt(z: number): number {
    return this.spec.focal / Math.max(z, NEAR);
  }
}
