import { shade } from '../color.ts';
import type { Vec3 } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import type { Part } from '../solids.ts';
import { d, group, path } from '../svg.ts';

export type CushionPattern = 'plain' | 'stripe' | 'piped' | 'dots';

/**
 * A plump cushion, drawn in metres around its centre on the vertical plane spanned by `across`:
 * pinched corners, a soft highlight and a crease, so it reads as stuffed fabric rather than a rectangle.
 */
export function cushion(
  scene: Scene,
  centre: Vec3,
  w: number,
  h: number,
  color: string,
  pattern: CushionPattern = 'plain',
  tilt = 0,
  across: Vec3 = { x: 1, y: 0, z: 0 },
): Part {
  const hw = w / 2;
  const hh = h / 2;
  const pinch = Math.min(w, h) * 0.1;
  const outline = d`M${-hw} ${-hh}Q0 ${-hh + pinch} ${hw} ${-hh}Q${hw - pinch} 0 ${hw} ${hh}Q0 ${hh - pinch} ${-hw} ${hh}Q${-hw + pinch} 0 ${-hw} ${-hh}Z`;
  const litLeft = scene.light.toWindow.x < 0;
  const parts = [
    path(outline, {
      fill: scene.linear(
        [
          [0, shade(color, litLeft ? 0.12 : -0.1)],
          [1, shade(color, litLeft ? -0.12 : 0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  ];
  const detail = shade(color, -0.22);
  if (pattern === 'stripe') {
    for (const k of [-0.25, 0, 0.25])
      parts.push(
        path(d`M${k * w - 0.012} ${-hh * 0.9}h0.024V${hh * 0.9}h-0.024Z`, { fill: detail, 'fill-opacity': 0.55 }),
      );
  } else if (pattern === 'piped') {
    parts.push(path(outline, { fill: 'none', stroke: detail, 'stroke-width': 0.012 }));
  } else if (pattern === 'dots') {
    for (let i = -2; i <= 2; i++) {
      for (let j = -2; j <= 2; j++) {
        if ((i + j) % 2 !== 0) continue;
        parts.push(
          path(d`M${i * w * 0.17} ${j * h * 0.17}m-0.012 0a0.012 0.012 0 1 0 0.024 0a0.012 0.012 0 1 0 -0.024 0`, {
            fill: detail,
            'fill-opacity': 0.6,
          }),
        );
      }
    }
  }
  // A crease from the pinched corner: the small detail that makes it look soft.
  parts.push(
    path(d`M${-hw * 0.55} ${-hh * 0.7}Q${-hw * 0.2} ${-hh * 0.2} ${-hw * 0.35} ${hh * 0.2}`, {
      fill: 'none',
      stroke: shade(color, -0.15),
      'stroke-width': 0.008,
      'stroke-opacity': 0.5,
    }),
  );
  return {
    at: centre,
    svg: group(parts, {
      transform: `${scene.planeTransform({ origin: centre, u: across, v: { x: 0, y: 1, z: 0 } }, 0, 0)} rotate(${tilt})`,
    }),
  };
}
