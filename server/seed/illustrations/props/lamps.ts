import { lighten, mix, shade } from '../color.ts';
import type { Vec3 } from '../geometry.ts';
import type { Scene } from '../scene.ts';
import { roundShadow } from '../shadows.ts';
import { lathe, type Part, type Ring } from '../solids.ts';
import { circle, d, ellipse, group, line, path } from '../svg.ts';

const BULB = '#fff3d6';

/** A halo of lamplight on whatever is behind the lamp: the cheapest way to say "switched on". */
export function glow(scene: Scene, at: Vec3, radius: number, strength = 0.5): void {
  const p = scene.project(at);
  const r = radius * scene.scaleAt(at.z);
  scene.item(
    at.z + 0.3,
    ellipse(p.x, p.y, r, r * 0.9, {
      fill: scene.radial([
        [0, BULB, strength],
        [0.35, BULB, strength * 0.35],
        [1, BULB, 0],
      ]),
    }),
  );
}

function shadeProfile(style: 'drum' | 'cone' | 'dome', r: number, h: number): Ring[] {
  if (style === 'drum')
    return [
      [r, 0],
      [r * 0.96, h],
    ];
  if (style === 'cone')
    return [
      [r, 0],
      [r * 0.55, h],
    ];
  return [
    [r, 0],
    [r * 0.93, h * 0.25],
    [r * 0.72, h * 0.6],
    [r * 0.4, h * 0.9],
    [r * 0.12, h],
  ];
}

export type FloorLampStyle = 'column' | 'arc' | 'tripod';

/** A floor lamp standing at `base`, lit. */
export function floorLamp(scene: Scene, base: Vec3, style: FloorLampStyle, shadeColour: string): void {
  const metal = scene.palette.metal;
  const s = scene.scaleAt(base.z);
  const parts: string[] = [];
  let shadeAt: Vec3;
  if (style === 'arc') {
    const reach = base.x > scene.camera.position.x ? -1.1 : 1.1;
    const top = { x: base.x + reach, y: 1.55, z: base.z };
    parts.push(
      lathe(scene, {
        base,
        profile: [
          [0.17, 0],
          [0.17, 0.06],
          [0.05, 0.08],
        ],
        color: shade(scene.palette.wall, -0.35),
        cap: shade(scene.palette.wall, -0.2),
      }),
    );
    const p0 = scene.project({ ...base, y: 0.06 });
    const p1 = scene.project(top);
    const peak = scene.project({ x: base.x + reach * 0.45, y: 2.45, z: base.z });
    parts.push(
      path(d`M${p0.x} ${p0.y}Q${p0.x} ${peak.y} ${peak.x} ${peak.y}Q${p1.x} ${peak.y} ${p1.x} ${p1.y}`, {
        fill: 'none',
        stroke: metal,
        'stroke-width': Math.max(2, 0.022 * s),
      }),
    );
    shadeAt = { ...top, y: top.y - 0.3 };
    parts.push(lathe(scene, { base: shadeAt, profile: shadeProfile('dome', 0.24, 0.3), color: metal, cap: BULB }));
  } else {
    const h = style === 'column' ? 1.35 : 1.25;
    if (style === 'column') {
      parts.push(
        lathe(scene, {
          base,
          profile: [
            [0.15, 0],
            [0.15, 0.025],
            [0.03, 0.035],
          ],
          color: metal,
          cap: lighten(metal, 0.2),
        }),
      );
      const a = scene.project({ ...base, y: 0.03 });
      const b = scene.project({ ...base, y: h });
      parts.push(line(a, b, { stroke: metal, 'stroke-width': Math.max(2, 0.022 * s) }));
    } else {
      const hub = scene.project({ ...base, y: h });
      const legColour = scene.palette.wood;
      for (const [dx, dz] of [
        [-0.28, -0.12],
        [0.28, -0.12],
        [0, 0.3],
      ] as const) {
        const foot = scene.project({ x: base.x + dx, y: 0, z: base.z + dz });
        parts.push(
          line(foot, hub, {
            stroke: shade(legColour, dz > 0 ? -0.15 : 0),
            'stroke-width': Math.max(2, 0.03 * s),
            'stroke-linecap': 'round',
          }),
        );
      }
    }
    shadeAt = { ...base, y: h - 0.05 };
    parts.push(
      lathe(scene, {
        base: shadeAt,
        profile: shadeProfile(style === 'column' ? 'cone' : 'drum', 0.24, 0.36),
        color: shadeColour,
        cap: BULB,
      }),
    );
  }
  roundShadow(scene, base.x, base.z, 0.2);
  glow(scene, { ...shadeAt, y: shadeAt.y + 0.12 }, 0.9, 0.55);
  scene.item(base.z - 0.05, group(parts));
}

/** A ceramic table lamp standing on a surface at `base`. */
export function tableLamp(scene: Scene, base: Vec3, bodyColour: string, shadeColour: string, tall = 0.34): Part {
  const body = lathe(scene, {
    base,
    profile: [
      [0.06, 0],
      [0.1, 0.04],
      [0.11, tall * 0.35],
      [0.08, tall * 0.7],
      [0.025, tall * 0.85],
      [0.02, tall],
    ],
    color: bodyColour,
  });
  const shadeBase = { ...base, y: base.y + tall - 0.04 };
  const shadeSvg = lathe(scene, {
    base: shadeBase,
    profile: [
      [0.19, 0],
      [0.14, 0.24],
    ],
    color: shadeColour,
    cap: mix(shadeColour, BULB, 0.7),
  });
  glow(scene, { ...shadeBase, y: shadeBase.y + 0.1 }, 0.55, 0.5);
  return { at: { ...base, y: base.y + 0.2 }, svg: body + shadeSvg };
}

export type PendantStyle = 'dome' | 'globe' | 'cone' | 'drum';

/** A pendant hanging from the ceiling at `ceiling` with its shade bottom at height `y`. */
export function pendant(
  scene: Scene,
  ceiling: Vec3,
  y: number,
  style: PendantStyle,
  colour: string,
  size = 0.22,
): void {
  const top = scene.project(ceiling);
  const shadeTop = y + (style === 'globe' ? size * 2 : size * 1.1);
  const cordEnd = scene.project({ ...ceiling, y: shadeTop });
  const s = scene.scaleAt(ceiling.z);
  const parts = [
    ellipse(top.x, top.y, 0.06 * s, 0.015 * s, { fill: shade(colour, -0.1) }),
    line(top, cordEnd, { stroke: shade(scene.palette.metal, -0.3), 'stroke-width': Math.max(1.2, 0.008 * s) }),
  ];
  const base = { ...ceiling, y };
  if (style === 'globe') {
    const c = scene.project({ ...ceiling, y: y + size });
    const r = size * s;
    parts.push(
      circle(c.x, c.y, r * 1.35, {
        fill: scene.radial([
          [0, BULB, 0.5],
          [1, BULB, 0],
        ]),
      }),
    );
    parts.push(
      circle(c.x, c.y, r, {
        fill: scene.radial(
          [
            [0, '#ffffff'],
            [0.7, BULB],
            [1, mix(BULB, colour, 0.4)],
          ],
          0.42,
          0.4,
          0.6,
        ),
      }),
    );
  } else {
    const profile = shadeProfile(style === 'drum' ? 'drum' : style, size, size * 1.1);
    parts.push(lathe(scene, { base, profile, color: colour, cap: BULB }));
  }
  glow(scene, { ...base, y: y - 0.05 }, 0.7, 0.45);
  scene.item(ceiling.z - 0.01, group(parts));
}
