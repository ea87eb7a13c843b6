import { shade } from '../color.ts';
import type { Frame } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { floorShadow, roundShadow } from '../shadows.ts';
import { assemble, boxPart, lathe, type Part } from '../solids.ts';

export type TableStyle = 'legs' | 'slab' | 'pedestal';

export interface TableSpec {
  width: number;
  depth: number;
  height: number;
  top: string;
  legs: string;
  style: TableStyle;
  /** top thickness in metres */
  thickness?: number;
}

/**
 * A rectangular table centred on the frame origin: four legs, two slab ends, or a round
 * pedestal (then `width` is the diameter).
 */
export function table(scene: Scene, frame: Frame, t: TableSpec): Part[] {
  const hw = t.width / 2;
  const hd = t.depth / 2;
  const th = t.thickness ?? 0.045;
  const parts: Part[] = [];
  if (t.style === 'pedestal') {
    const base = frame.point(0, 0, 0);
    const r = t.width / 2;
    parts.push({
      at: { ...base, y: 0.05 },
      svg: lathe(scene, {
        base,
        profile: [
          [r * 0.45, 0],
          [r * 0.42, 0.04],
          [r * 0.16, 0.08],
          [r * 0.12, t.height - th],
        ],
        color: t.legs,
      }),
    });
    parts.push({
      at: { ...base, y: t.height },
      svg: lathe(scene, {
        base,
        profile: [
          [r * 0.97, t.height - th],
          [r, t.height - th * 0.4],
          [r, t.height],
        ],
        color: t.top,
        cap: shade(t.top, 0.1),
      }),
    });
    roundShadow(scene, base.x, base.z, r * 0.9);
    return parts;
  }
  parts.push(
    boxPart(scene, {
      frame,
      x0: -hw,
      x1: hw,
      y0: t.height - th,
      y1: t.height,
      z0: -hd,
      z1: hd,
      color: t.top,
      top: shade(t.top, 0.04),
    }),
  );
  if (t.style === 'slab') {
    for (const x of [-hw + 0.04, hw - 0.1]) {
      parts.push(
        boxPart(scene, {
          frame,
          x0: x,
          x1: x + 0.06,
          y0: 0,
          y1: t.height - th,
          z0: -hd + 0.05,
          z1: hd - 0.05,
          color: t.legs,
        }),
      );
    }
  } else {
    const leg = 0.045;
    for (const x of [-hw + 0.05, hw - 0.05 - leg]) {
      for (const z of [-hd + 0.05, hd - 0.05 - leg]) {
        parts.push(
          boxPart(scene, { frame, x0: x, x1: x + leg, y0: 0, y1: t.height - th, z0: z, z1: z + leg, color: t.legs }),
        );
      }
    }
  }
  floorShadow(scene, frame, -hw, hw, -hd, hd);
  return parts;
}

export function addTable(scene: Scene, frame: Frame, t: TableSpec, extra: readonly Part[] = []): void {
  const r = t.style === 'pedestal' ? t.width / 2 : 0;
  const depth =
    t.style === 'pedestal' ? frame.z - r : frame.nearestZ(-t.width / 2, t.width / 2, -t.depth / 2, t.depth / 2);
  scene.item(depth, assemble(scene, [...table(scene, frame, t), ...extra]));
}
