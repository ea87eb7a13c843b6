import { shade } from '../color.ts';
import type { Frame } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { floorShadow, wallShadow } from '../shadows.ts';
import { assemble, boxPart, type Part } from '../solids.ts';
import { type CushionPattern, cushion } from './cushions.ts';

export interface SeatSpec {
  width: number;
  depth: number;
  color: string;
  legColor: string;
  /** number of seat cushions */
  seats: number;
  /** throw cushions from left to right, placed at the ends */
  pillows: readonly { color: string; pattern: CushionPattern }[];
  armWidth?: number;
  backHeight?: number;
  seatHeight?: number;
  /** a throw blanket folded over one arm */
  throwOver?: { side: 'left' | 'right'; color: string };
}

/**
 * A sofa or armchair: plinth, arms, back and loose cushions, legs. The frame's origin is the middle of
 * its front edge on the floor; it faces local -z.
 */
export function seating(scene: Scene, frame: Frame, s: SeatSpec): Part[] {
  const hw = s.width / 2;
  const arm = s.armWidth ?? 0.17;
  const backH = s.backHeight ?? 0.8;
  const seatH = s.seatHeight ?? 0.44;
  const legH = 0.1;
  const dpt = s.depth;
  const soft = 0.03;
  const parts: Part[] = [];
  const b = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    extra: { soft?: number; color?: string } = {},
  ) => parts.push(boxPart(scene, { frame, x0, x1, y0, y1, z0, z1, color: extra.color ?? s.color, soft: extra.soft }));

  // The frame a shade darker than the loose cushions, so the gaps between them read.
  const frameColour = shade(s.color, -0.1);
  for (const x of [-hw + 0.06, hw - 0.1]) {
    for (const z of [0.06, dpt - 0.1]) b(x, x + 0.04, 0, legH + 0.02, z, z + 0.04, { color: s.legColor });
  }
  b(-hw + arm, hw - arm, legH, seatH - 0.14, 0.02, dpt, { soft: 0.015, color: frameColour });
  b(-hw + arm, hw - arm, legH, backH, dpt - 0.2, dpt, { soft, color: frameColour });
  const inner = s.width - 2 * arm;
  const cw = inner / s.seats;
  for (let i = 0; i < s.seats; i++) {
    const x0 = -hw + arm + i * cw + 0.012;
    b(x0, x0 + cw - 0.024, seatH - 0.15, seatH, 0.03, dpt - 0.18, { soft });
    b(x0, x0 + cw - 0.024, seatH - 0.02, backH - 0.02, dpt - 0.36, dpt - 0.2, {
      soft: 0.04,
      color: shade(s.color, 0.04),
    });
  }
  b(-hw, -hw + arm, legH, seatH + 0.17, 0, dpt, { soft });
  b(hw - arm, hw, legH, seatH + 0.17, 0, dpt, { soft });

  if (s.throwOver) {
    const x0 = s.throwOver.side === 'left' ? -hw - 0.025 : hw - arm - 0.05;
    b(x0, x0 + arm + 0.075, seatH - 0.12, seatH + 0.19, 0.12, 0.62, { soft: 0.03, color: s.throwOver.color });
  }
  const pw = Math.min(0.46, cw * 0.62);
  s.pillows.forEach((pl, i) => {
    const n = s.pillows.length;
    // Pillows gather at the arms: first ones on the left, the rest on the right.
    const leftSide = i < Math.ceil(n / 2);
    const k = leftSide ? i : n - 1 - i;
    const x = leftSide ? -hw + arm + pw * 0.55 + k * pw * 0.6 : hw - arm - pw * 0.55 - k * pw * 0.6;
    const z = dpt - 0.42 - k * 0.06;
    parts.push(
      cushion(
        scene,
        frame.point(x, seatH + pw * 0.4, z),
        pw,
        pw * 0.92,
        pl.color,
        pl.pattern,
        leftSide ? -6 : 6,
        frame.dir(1, 0, 0),
      ),
    );
  });
  return parts;
}

/** Adds seating to the scene as one depth-sorted item, with its shadows. */
export function addSeating(scene: Scene, frame: Frame, s: SeatSpec, againstWall = false): void {
  const hw = s.width / 2;
  floorShadow(scene, frame, -hw + 0.04, hw - 0.04, 0.04, s.depth - 0.02);
  if (againstWall) {
    const backWall = { origin: frame.point(-hw, 0, s.depth + 0.05), u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
    wallShadow(scene, backWall, 0.05, s.width - 0.05, 0.05, (s.backHeight ?? 0.8) - 0.04);
  }
  scene.item(frame.nearestZ(-hw, hw, 0, s.depth), assemble(scene, seating(scene, frame, s)));
}

/** An upholstered bench on four legs, as at the foot of a bed. Frame origin at its front centre. */
export function addBench(scene: Scene, frame: Frame, width: number, color: string, legColor: string): void {
  const hw = width / 2;
  const parts: Part[] = [];
  for (const x of [-hw + 0.04, hw - 0.07]) {
    for (const z of [0.04, 0.36])
      parts.push(boxPart(scene, { frame, x0: x, x1: x + 0.03, y0: 0, y1: 0.3, z0: z, z1: z + 0.03, color: legColor }));
  }
  parts.push(boxPart(scene, { frame, x0: -hw, x1: hw, y0: 0.3, y1: 0.46, z0: 0, z1: 0.43, color, soft: 0.03 }));
  floorShadow(scene, frame, -hw, hw, 0, 0.43);
  scene.item(frame.nearestZ(-hw, hw, 0, 0.43), assemble(scene, parts));
}
