import { shade } from '../color.ts';
import { dot, type Frame, sub } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { floorShadow } from '../shadows.ts';
import { assemble, boxPart, type Part } from '../solids.ts';
import { polygon } from '../svg.ts';

export interface CabinetSpec {
  width: number;
  depth: number;
  height: number;
  color: string;
  top?: string;
  /** door or drawer fronts across the width */
  doors: number;
  drawers?: boolean;
  handle: string;
  legHeight?: number;
  legColor?: string;
}

/**
 * A sideboard, bedside table or console: a carcass on short legs with door or drawer fronts.
 * The frame origin is the middle of its front edge on the floor.
 */
export function cabinet(scene: Scene, frame: Frame, c: CabinetSpec): Part[] {
  const hw = c.width / 2;
  const legH = c.legHeight ?? 0.12;
  const parts: Part[] = [];
  if (legH > 0) {
    for (const x of [-hw + 0.04, hw - 0.07]) {
      for (const z of [0.04, c.depth - 0.07]) {
        parts.push(
          boxPart(scene, {
            frame,
            x0: x,
            x1: x + 0.03,
            y0: 0,
            y1: legH,
            z0: z,
            z1: z + 0.03,
            color: c.legColor ?? c.color,
          }),
        );
      }
    }
  }
  const body = { frame, x0: -hw, x1: hw, y0: legH, y1: c.height, z0: 0, z1: c.depth, color: c.color, top: c.top };
  const fronts: string[] = [];
  const gap = 0.008;
  const fw = c.width / c.doors;
  const seam = shade(c.color, -0.28);
  const plane = { origin: frame.point(-hw, 0, -0.001), u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
  const rows = c.drawers ? Math.max(1, Math.round((c.height - legH) / 0.22)) : 1;
  const rh = (c.height - legH) / rows;
  const frontVisible = dot(frame.dir(0, 0, -1), sub(scene.camera.position, frame.point(0, c.height / 2, 0))) > 0;
  for (let i = 0; i < (frontVisible ? c.doors : 0); i++) {
    for (let k = 0; k < rows; k++) {
      const a0 = i * fw + gap;
      const a1 = (i + 1) * fw - gap;
      const b0 = legH + k * rh + gap;
      const b1 = legH + (k + 1) * rh - gap;
      fronts.push(
        polygon(scene.quad(plane, a0, b0, a1, b1), {
          fill: 'none',
          stroke: seam,
          'stroke-width': 1.3,
          'stroke-opacity': 0.7,
        }),
      );
      // Handles: a short bar centred on drawers, near the meeting edge on doors.
      const hx = c.drawers ? (a0 + a1) / 2 : i % 2 === 0 ? a1 - 0.05 : a0 + 0.05;
      const hy = c.drawers ? b1 - 0.06 : b1 - 0.12;
      const q = c.drawers
        ? scene.quad(plane, hx - 0.06, hy - 0.008, hx + 0.06, hy + 0.008)
        : scene.quad(plane, hx - 0.008, hy - 0.07, hx + 0.008, hy + 0.07);
      fronts.push(polygon(q, { fill: c.handle }));
    }
  }
  parts.push({
    at: frame.point(0, (legH + c.height) / 2, c.depth / 2),
    svg: boxPart(scene, body).svg + fronts.join(''),
  });
  floorShadow(scene, frame, -hw, hw, 0, c.depth);
  return parts;
}

export function addCabinet(scene: Scene, frame: Frame, c: CabinetSpec, extra: readonly Part[] = []): void {
  scene.item(
    frame.nearestZ(-c.width / 2, c.width / 2, 0, c.depth),
    assemble(scene, [...cabinet(scene, frame, c), ...extra]),
  );
}
