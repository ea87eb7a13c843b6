import { lighten, shade } from '../color.ts';
import type { Frame } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { floorShadow, wallShadow } from '../shadows.ts';
import { type BoxSpec, box } from '../solids.ts';
import { line } from '../svg.ts';
import { type CushionPattern, cushion } from './cushions.ts';

export type HeadboardStyle = 'panel' | 'channel' | 'timber';

export interface BedSpec {
  width: number;
  length: number;
  headboard: HeadboardStyle;
  frameColour: string;
  sheet: string;
  duvet: string;
  throwColour: string;
  cushions: readonly { color: string; pattern: CushionPattern }[];
}

/**
 * A made bed against a wall: headboard, pillows, duvet with its top sheet turned down, a throw across
 * the foot. The frame origin is the middle of the foot end on the floor; the head is at local z = length.
 * Painted in a fixed order because bedding is layered, not stacked side by side.
 */
export function addBed(scene: Scene, frame: Frame, b: BedSpec): void {
  const hw = b.width / 2;
  const L = b.length;
  const out: string[] = [];
  const part = (spec: Omit<BoxSpec, 'frame'>) => out.push(box(scene, { frame, ...spec }));
  const headTop = b.headboard === 'timber' ? 1.0 : 1.15;
  const hx = b.headboard === 'timber' ? hw + 0.35 : hw + 0.06;
  part({
    x0: -hx,
    x1: hx,
    y0: 0,
    y1: headTop,
    z0: L,
    z1: L + 0.09,
    color: b.frameColour,
    soft: b.headboard === 'timber' ? undefined : 0.04,
  });
  if (b.headboard === 'channel') {
    const width = Math.max(1, 0.01 * scene.scaleAt(frame.point(0, 0, L).z));
    for (let x = -hw + 0.15; x < hw; x += 0.19) {
      const p0 = scene.project(frame.point(x, 0.4, L - 0.002));
      const p1 = scene.project(frame.point(x, headTop - 0.05, L - 0.002));
      out.push(line(p0, p1, { stroke: shade(b.frameColour, -0.18), 'stroke-width': width, 'stroke-opacity': 0.7 }));
    }
  } else if (b.headboard === 'timber') {
    for (let y = 0.25; y < headTop; y += 0.25) {
      const p0 = scene.project(frame.point(-hx, y, L - 0.002));
      const p1 = scene.project(frame.point(hx, y, L - 0.002));
      out.push(line(p0, p1, { stroke: shade(b.frameColour, -0.2), 'stroke-width': 1.2, 'stroke-opacity': 0.6 }));
    }
  }
  part({ x0: -hw, x1: hw, y0: 0.06, y1: 0.32, z0: 0, z1: L, color: b.frameColour, soft: 0.02 });
  part({ x0: -hw + 0.02, x1: hw - 0.02, y0: 0.32, y1: 0.54, z0: 0.02, z1: L - 0.02, color: b.sheet, soft: 0.03 });
  // Sleeping pillows against the headboard, then the decorative cushions in front of them.
  const pw = Math.min(0.68, b.width / 2 - 0.08);
  for (const x of [-pw / 2 - 0.02, pw / 2 + 0.02]) {
    out.push(
      cushion(scene, frame.point(x, 0.74, L - 0.16), pw, 0.4, lighten(b.sheet, 0.2), 'plain', 0, frame.dir(1, 0, 0))
        .svg,
    );
  }
  const n = b.cushions.length;
  b.cushions.forEach((c, i) => {
    const x = (i - (n - 1) / 2) * 0.42;
    out.push(
      cushion(
        scene,
        frame.point(x, 0.72, L - 0.34),
        0.44,
        0.4,
        c.color,
        c.pattern,
        (i - (n - 1) / 2) * 5,
        frame.dir(1, 0, 0),
      ).svg,
    );
  });
  part({ x0: -hw - 0.03, x1: hw + 0.03, y0: 0.38, y1: 0.6, z0: -0.04, z1: L - 0.55, color: b.duvet, soft: 0.04 });
  part({
    x0: -hw - 0.035,
    x1: hw + 0.035,
    y0: 0.36,
    y1: 0.615,
    z0: L - 0.75,
    z1: L - 0.55,
    color: lighten(b.sheet, 0.1),
    soft: 0.03,
  });
  // The throw lies folded across the foot and falls over its end.
  part({ x0: -hw - 0.035, x1: hw + 0.035, y0: 0.6, y1: 0.625, z0: -0.05, z1: 0.5, color: b.throwColour, soft: 0.015 });
  part({
    x0: -hw - 0.035,
    x1: hw + 0.035,
    y0: 0.4,
    y1: 0.625,
    z0: -0.065,
    z1: -0.045,
    color: shade(b.throwColour, -0.04),
    soft: 0.015,
  });
  floorShadow(scene, frame, -hw, hw, 0, L);
  const wall = { origin: frame.point(-hx, 0, L + 0.12), u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
  wallShadow(scene, wall, 0.04, 2 * hx - 0.04, 0.1, headTop);
  scene.item(frame.nearestZ(-hw, hw, 0, L), out.join(''));
}
