import { shade } from '../color.ts';
import type { Frame } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { floorShadow, roundShadow } from '../shadows.ts';
import { assemble, boxPart, lathe, type Part } from '../solids.ts';

export type ChairStyle = 'spindle' | 'panel' | 'upholstered';

export interface ChairSpec {
  style: ChairStyle;
  wood: string;
  /** seat and back upholstery */
  fabric: string;
}

/** A dining chair; the frame origin is the middle of the seat's front edge on the floor, facing -z. */
function diningChair(scene: Scene, frame: Frame, c: ChairSpec): Part[] {
  const w = 0.46;
  const dp = 0.46;
  const hw = w / 2;
  const seat = 0.46;
  const leg = 0.032;
  const parts: Part[] = [];
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string, soft?: number) =>
    parts.push(boxPart(scene, { frame, x0, x1, y0, y1, z0, z1, color, soft }));
  for (const x of [-hw + 0.02, hw - 0.02 - leg]) {
    box(x, x + leg, 0, seat - 0.03, 0.02, 0.02 + leg, c.wood);
    box(x, x + leg, 0, c.style === 'upholstered' ? seat : 0.88, dp - 0.04 - leg, dp - 0.04, c.wood);
  }
  if (c.style === 'upholstered') {
    box(-hw, hw, seat - 0.06, seat + 0.03, 0, dp, c.fabric, 0.025);
    box(-hw + 0.01, hw - 0.01, seat, 0.88, dp - 0.07, dp - 0.01, c.fabric, 0.03);
  } else {
    box(
      -hw,
      hw,
      seat - 0.04,
      seat,
      0,
      dp,
      c.style === 'panel' ? c.fabric : c.wood,
      c.style === 'panel' ? 0.015 : undefined,
    );
    box(-hw + 0.02, hw - 0.02, 0.78, 0.86, dp - 0.05, dp - 0.03, c.wood);
    if (c.style === 'spindle') {
      for (let i = 1; i <= 4; i++) {
        const x = -hw + (w * i) / 5 - 0.008;
        box(x, x + 0.016, seat, 0.78, dp - 0.045, dp - 0.035, shade(c.wood, 0.05));
      }
    } else {
      box(-hw + 0.02, hw - 0.02, 0.6, 0.78, dp - 0.05, dp - 0.035, shade(c.wood, 0.05));
    }
  }
  floorShadow(scene, frame, -hw, hw, 0, dp);
  return parts;
}

export function addChair(scene: Scene, frame: Frame, c: ChairSpec): void {
  scene.item(frame.nearestZ(-0.23, 0.23, 0, 0.46), assemble(scene, diningChair(scene, frame, c)));
}

/** A counter stool: round upholstered or timber seat on four legs with a footrest ring. */
export function stool(scene: Scene, frame: Frame, seatColour: string, legColour: string, height = 0.66): void {
  const parts: Part[] = [];
  const r = 0.19;
  const leg = 0.025;
  for (const [x, z] of [
    [-0.14, -0.14],
    [0.14, -0.14],
    [-0.14, 0.14],
    [0.14, 0.14],
  ] as const) {
    parts.push(
      boxPart(scene, {
        frame,
        x0: x - leg / 2,
        x1: x + leg / 2,
        y0: 0,
        y1: height - 0.04,
        z0: z - leg / 2,
        z1: z + leg / 2,
        color: legColour,
      }),
    );
  }
  parts.push(
    boxPart(scene, { frame, x0: -0.15, x1: 0.15, y0: 0.24, y1: 0.26, z0: -0.155, z1: -0.135, color: legColour }),
  );
  const base = frame.point(0, height - 0.06, 0);
  parts.push({
    at: { ...base, y: height + 0.2 },
    svg: lathe(scene, {
      base,
      profile: [
        [r * 0.92, 0],
        [r, 0.03],
        [r * 0.97, 0.07],
      ],
      color: seatColour,
      cap: shade(seatColour, 0.12),
    }),
  });
  roundShadow(scene, frame.x, frame.z, 0.2);
  scene.item(frame.z - 0.2, assemble(scene, parts));
}
