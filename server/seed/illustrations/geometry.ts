/** World geometry in metres: x to the right, y up, z away from the camera. The floor is y = 0. */

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z };
}

export function sub(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z };
}

export function scale(a: Vec3, k: number): Vec3 {
  return { x: a.x * k, y: a.y * k, z: a.z * k };
}

export function dot(a: Vec3, b: Vec3): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

export function normalize(a: Vec3): Vec3 {
  const l = Math.hypot(a.x, a.y, a.z) || 1;
  return scale(a, 1 / l);
}

/**
 * A piece of furniture's own coordinates. Origin on the floor at (x, z); local +x runs along its width,
 * local +z runs from its front to its back, so with yaw 0 it faces the camera.
 */
export class Frame {
  private readonly cos: number;
  private readonly sin: number;

  constructor(
    readonly x: number,
    readonly z: number,
    readonly yaw = 0,
    readonly y = 0,
  ) {
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
  }

  point(lx: number, ly: number, lz: number): Vec3 {
    return {
      x: this.x + lx * this.cos - lz * this.sin,
      y: this.y + ly,
      z: this.z + lx * this.sin + lz * this.cos,
    };
  }

  dir(lx: number, ly: number, lz: number): Vec3 {
    return { x: lx * this.cos - lz * this.sin, y: ly, z: lx * this.sin + lz * this.cos };
  }

  /** A frame nested in this one (a drawer in a cabinet, a cushion on a sofa). */
  child(lx: number, lz: number, yaw = 0, ly = 0): Frame {
    const p = this.point(lx, ly, lz);
    return new Frame(p.x, p.z, this.yaw + yaw, p.y);
  }

  /** The nearest depth of a local footprint: the painter's sort key of whatever stands on it. */
  nearestZ(x0: number, x1: number, z0: number, z1: number): number {
    return Math.min(this.point(x0, 0, z0).z, this.point(x1, 0, z0).z, this.point(x0, 0, z1).z, this.point(x1, 0, z1).z);
  }
}

/** A flat surface (wall, cabinet front) with in-plane axes u (right) and v (up), both unit length. */
export interface Plane {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
}

export function onPlane(p: Plane, a: number, b: number): Vec3 {
  return add(p.origin, add(scale(p.u, a), scale(p.v, b)));
}

/** The plane of a face of a frame: the front (local z = lz) of a cabinet, for instance. */
export function frontPlane(f: Frame, lz: number): Plane {
  return { origin: f.point(0, 0, lz), u: f.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
}
