import { shade } from './color.ts';
import type { FloorFinish, RoomSpec } from './room-geometry.ts';
import { CANVAS_W, type Scene } from './scene.ts';
import { group, line } from './svg.ts';

// The type lives with the room's spec (room-geometry.ts), which names a room's floor.
export type { FloorFinish };

/** True when a strip of floor running into the distance lies wholly beside the canvas. */
function offCanvas(scene: Scene, x0: number, x1: number, z0: number, z1: number): boolean {
  const xs = [x0, x1].flatMap((x) => [z0, z1].map((z) => scene.project({ x, y: 0, z }).x));
  return xs.every((x) => x < 0) || xs.every((x) => x > CANVAS_W);
}

/** Boards or tiles on the floor, in perspective: the strongest depth cue of a scene. */
export function drawFloorFinish(scene: Scene, r: RoomSpec, near: number, floorClip: string): void {
  const finish = r.floor;
  const rng = scene.rng.fork('floor');
  const base = scene.palette.floor;
  const seam = shade(base, -0.22);
  const out: string[] = [];
  const boardSeam = (x0: number, z0: number, x1: number, z1: number, opacity: number) =>
    line(scene.project({ x: x0, y: 0, z: z0 }), scene.project({ x: x1, y: 0, z: z1 }), {
      stroke: seam,
      'stroke-width': 1.1,
      'stroke-opacity': opacity,
    });

  if (finish === 'planks' || finish === 'wide-planks') {
    const w = finish === 'planks' ? 0.15 : 0.24;
    for (let x = r.x0; x < r.x1; x += w) {
      if (offCanvas(scene, x, x + w, near, r.depth)) continue;
      // Boards differ slightly in tone, as real timber does.
      let z = r.depth - rng.range(0, 1.6);
      let from = r.depth;
      while (from > near) {
        const to = Math.max(near, z);
        const tone = shade(base, rng.range(-0.045, 0.045));
        out.push(
          scene.polygon3(
            [
              { x, y: 0, z: to },
              { x: x + w, y: 0, z: to },
              { x: x + w, y: 0, z: from },
              { x, y: 0, z: from },
            ],
            { fill: tone },
          ),
        );
        if (to > near) out.push(boardSeam(x, to, x + w, to, 0.45));
        from = to;
        z = to - rng.range(1.2, 2.4);
      }
      out.push(boardSeam(x, near, x, r.depth, 0.5));
    }
  } else if (finish === 'tiles') {
    const t = 0.6;
    for (let x = r.x0; x <= r.x1; x += t) out.push(boardSeam(x, near, x, r.depth, 0.4));
    for (let z = r.depth; z > near; z -= t) out.push(boardSeam(r.x0, z, r.x1, z, 0.35));
  } else {
    // Polished concrete: a few soft trowel clouds instead of seams.
    for (let i = 0; i < 7; i++) {
      const cx = rng.range(r.x0, r.x1);
      const cz = rng.range(2, r.depth);
      const rr = rng.range(0.5, 1.3);
      out.push(
        scene.polygon3(
          Array.from({ length: 10 }, (_, k) => {
            const a = (k / 10) * Math.PI * 2;
            return { x: cx + Math.cos(a) * rr * 1.6, y: 0, z: cz + Math.sin(a) * rr };
          }),
          { fill: shade(base, rng.chance(0.5) ? 0.05 : -0.05), 'fill-opacity': 0.5 },
        ),
      );
    }
  }
  scene.add('room', group(out, { 'clip-path': floorClip }));
}
