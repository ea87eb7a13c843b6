import { mix, shade } from '../color.ts';
import type { Vec3 } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Scene } from '../scene.ts';
import { roundShadow } from '../shadows.ts';
import { lathe, type Part, type Ring } from '../solids.ts';
import { d, group, path } from '../svg.ts';

export type PlantKind = 'fig' | 'olive' | 'paddle' | 'snake' | 'monstera' | 'branches' | 'trailing';
export type PotShape = 'tapered' | 'cylinder' | 'bowl' | 'urn';

/** A two-tone leaf in metres, base at (x, y), pointing at `angle` degrees from straight up. */
function leaf(x: number, y: number, len: number, wid: number, angle: number, dark: string, light: string): string {
  const outline = d`M0 0C${wid} ${-len * 0.2} ${wid * 0.9} ${-len * 0.75} 0 ${-len}C${-wid * 0.9} ${-len * 0.75} ${-wid} ${-len * 0.2} 0 0Z`;
  const half = d`M0 0C${wid} ${-len * 0.2} ${wid * 0.9} ${-len * 0.75} 0 ${-len}Z`;
  return group([path(outline, { fill: dark }), path(half, { fill: light })], {
    transform: `translate(${x.toFixed(3)} ${y.toFixed(3)}) rotate(${angle.toFixed(1)})`,
  });
}

function stem(points: readonly [number, number][], colour: string, width: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let dd = d`M${first[0]} ${first[1]}`;
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const c = rest[i];
    const e = rest[i + 1];
    if (c && e) dd += d`Q${c[0]} ${c[1]} ${e[0]} ${e[1]}`;
  }
  return path(dd, { fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
}

/** Foliage above a pot rim, in metres with y up negative; `h` is the plant's height above the rim. */
function foliage(kind: PlantKind, rng: Rng, h: number, green: string, bark: string): string[] {
  const tones = [shade(green, -0.18), shade(green, -0.05), shade(green, 0.08)];
  const lightOf = (c: string) => shade(c, 0.14);
  const tone = () => rng.pick(tones);
  const out: string[] = [];
  if (kind === 'fig' || kind === 'olive') {
    const lean = rng.range(-0.12, 0.12);
    out.push(
      stem(
        [
          [0, 0],
          [lean * 0.3, -h * 0.5],
          [lean, -h * 0.78],
        ],
        bark,
        kind === 'fig' ? 0.03 : 0.025,
      ),
    );
    const count = kind === 'fig' ? 26 : 90;
    for (let i = 0; i < count; i++) {
      const t = rng.range(0.25, 1);
      const spread = (kind === 'fig' ? 0.34 : 0.42) * Math.sin(t * Math.PI) + 0.06;
      const x = lean * t + rng.range(-spread, spread);
      const y = -h * t - rng.range(-0.05, 0.08);
      const c = tone();
      const angle = (x - lean * t) * (kind === 'fig' ? 140 : 180) + rng.range(-35, 35);
      if (kind === 'fig') out.push(leaf(x, y, rng.range(0.2, 0.27), rng.range(0.09, 0.12), angle, c, lightOf(c)));
      else out.push(leaf(x, y, rng.range(0.08, 0.11), 0.022, angle + rng.pick([-60, 60]), c, lightOf(c)));
    }
  } else if (kind === 'paddle' || kind === 'monstera') {
    const n = kind === 'paddle' ? 7 : 9;
    for (let i = 0; i < n; i++) {
      const a = -60 + (120 * (i + rng.range(0.1, 0.9))) / n;
      const rad = (a * Math.PI) / 180;
      const len = h * rng.range(0.55, kind === 'paddle' ? 0.8 : 0.6);
      const tip: [number, number] = [Math.sin(rad) * len * 0.9, -Math.cos(rad) * len];
      out.push(stem([[0, 0], [tip[0] * 0.3, tip[1] * 0.6], tip], shade(green, -0.1), 0.014));
      const c = tone();
      if (kind === 'paddle') out.push(leaf(tip[0], tip[1], h * 0.42, h * 0.1, a * 0.8, c, lightOf(c)));
      else {
        out.push(leaf(tip[0], tip[1], h * 0.36, h * 0.24, a * 0.7, c, lightOf(c)));
        // The slits of a monstera leaf, cut in the wall's colour would be wrong: darker veins read better.
        out.push(
          group(
            [0.3, 0.5, 0.7].map((k) =>
              path(d`M0 ${-h * 0.36 * k}l${h * 0.14} ${-h * 0.05}`, { stroke: shade(c, -0.25), 'stroke-width': 0.012 }),
            ),
            { transform: `translate(${tip[0].toFixed(3)} ${tip[1].toFixed(3)}) rotate(${(a * 0.7).toFixed(1)})` },
          ),
        );
      }
    }
  } else if (kind === 'snake') {
    const n = 11;
    for (let i = 0; i < n; i++) {
      const x = (i / (n - 1) - 0.5) * 0.22;
      const len = h * rng.range(0.6, 1);
      const c = tone();
      out.push(leaf(x, 0, len, 0.05, x * 70 + rng.range(-8, 8), c, shade(mix(c, '#d9c77a', 0.25), 0.05)));
    }
  } else if (kind === 'branches') {
    for (let i = 0; i < 5; i++) {
      const a = rng.range(-32, 32);
      const rad = (a * Math.PI) / 180;
      const len = h * rng.range(0.7, 1);
      const tip: [number, number] = [Math.sin(rad) * len, -Math.cos(rad) * len];
      out.push(stem([[0, 0], [tip[0] * 0.4, tip[1] * 0.55], tip], bark, 0.01));
      for (let k = 0; k < 9; k++) {
        const t = rng.range(0.35, 1);
        const c = tone();
        out.push(leaf(tip[0] * t, tip[1] * t, 0.06, 0.018, a + rng.pick([-55, 55]), c, lightOf(c)));
      }
    }
  } else {
    for (let v = 0; v < 5; v++) {
      const dir = v % 2 === 0 ? -1 : 1;
      const reach = rng.range(0.15, 0.3) * dir;
      const drop = rng.range(0.25, h);
      out.push(
        stem(
          [
            [0, -0.02],
            [reach, -0.02],
            [reach * 1.2, drop],
          ],
          shade(green, -0.15),
          0.006,
        ),
      );
      for (let k = 0; k < 8; k++) {
        const t = k / 8;
        const c = tone();
        out.push(
          leaf(
            reach * (0.6 + t * 0.6),
            -0.04 + drop * t * t,
            0.07,
            0.045,
            dir * 60 + rng.range(-40, 40) + 180 * (k % 2),
            c,
            lightOf(c),
          ),
        );
      }
    }
  }
  return out;
}

function potProfile(shape: PotShape, r: number, h: number): Ring[] {
  if (shape === 'tapered')
    return [
      [r * 0.72, 0],
      [r, h * 0.92],
      [r * 1.04, h * 0.94],
      [r * 1.04, h],
    ];
  if (shape === 'bowl')
    return [
      [r * 0.55, 0],
      [r * 0.9, h * 0.35],
      [r, h * 0.75],
      [r * 0.95, h],
    ];
  if (shape === 'urn')
    return [
      [r * 0.5, 0],
      [r * 0.6, h * 0.12],
      [r, h * 0.55],
      [r * 0.85, h * 0.9],
      [r * 0.9, h],
    ];
  return [
    [r, 0],
    [r, h],
  ];
}

export interface PlantSpec {
  kind: PlantKind;
  pot: PotShape;
  potColour: string;
  /** pot radius and height, plant height above the pot, metres */
  potRadius: number;
  potHeight: number;
  height: number;
  rng: Rng;
}

/** A potted plant standing at `base` (floor or shelf): pot, soil, foliage. */
export function plant(scene: Scene, base: Vec3, p: PlantSpec): Part {
  const pot = lathe(scene, {
    base,
    profile: potProfile(p.pot, p.potRadius, p.potHeight),
    color: p.potColour,
    open: true,
  });
  const rim = scene.project({ ...base, y: base.y + p.potHeight * 0.95 });
  const s = scene.scaleAt(base.z);
  const leaves = foliage(p.kind, p.rng, p.height, scene.palette.plant, shade(scene.palette.wood, -0.25));
  const svg =
    pot + group(leaves, { transform: `translate(${rim.x.toFixed(2)} ${rim.y.toFixed(2)}) scale(${s.toFixed(3)})` });
  if (base.y < 0.01) roundShadow(scene, base.x, base.z, p.potRadius * 1.2);
  return { at: { ...base, y: base.y + p.potHeight }, svg };
}

export function addPlant(scene: Scene, base: Vec3, p: PlantSpec): void {
  scene.item(base.z - p.potRadius, plant(scene, base, p).svg);
}
