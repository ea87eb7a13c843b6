import { lighten, mix, shade } from '../color.ts';
import type { Plane } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Scene } from '../scene.ts';
import { roundWallShadow, wallShadow } from '../shadows.ts';
import { circle, d, group, path, rect } from '../svg.ts';

export type ArtMotif = 'arches' | 'sun' | 'blocks' | 'cutouts' | 'lines' | 'leaf';

export interface ArtSpec {
  /** centre along the wall and height of the centre, metres */
  a: number;
  b: number;
  w: number;
  h: number;
  motif: ArtMotif;
  frame: string;
  /** mat width; 0 for a canvas without a mat */
  mat: number;
  rng: Rng;
}

/** The inks of a print, taken from the room so the art belongs to it. */
function inks(scene: Scene): { paper: string; a: string; b: string; c: string; line: string } {
  const p = scene.palette;
  return {
    paper: lighten(mix(p.textile, p.wall, 0.5), 0.35),
    a: p.accent,
    b: mix(p.primary, p.plant, 0.3),
    c: mix(p.wood, p.accent, 0.3),
    line: shade(p.wall, -0.6),
  };
}

function motif(kind: ArtMotif, w: number, h: number, rng: Rng, k: ReturnType<typeof inks>): string[] {
  const out: string[] = [rect(0, 0, w, h, { fill: k.paper })];
  if (kind === 'arches') {
    const cx = w * rng.range(0.42, 0.58);
    const colours = [k.a, k.b, k.c, k.paper];
    const base = h * 0.82;
    colours.forEach((c, i) => {
      const r = w * (0.36 - i * 0.085);
      out.push(
        path(d`M${cx - r} ${base}V${base - h * 0.28}A${r} ${r} 0 0 1 ${cx + r} ${base - h * 0.28}V${base}Z`, {
          fill: c,
        }),
      );
    });
    out.push(rect(w * 0.1, base, w * 0.8, h * 0.012, { fill: k.line, 'fill-opacity': 0.6 }));
  } else if (kind === 'sun') {
    out.push(rect(0, h * 0.62, w, h * 0.38, { fill: k.b }));
    out.push(
      path(d`M0 ${h * 0.7}Q${w * 0.35} ${h * 0.5} ${w * 0.6} ${h * 0.66}T${w} ${h * 0.6}V${h}H0Z`, { fill: k.c }),
    );
    out.push(circle(w * rng.range(0.3, 0.7), h * rng.range(0.3, 0.42), w * 0.15, { fill: k.a }));
    out.push(path(d`M0 ${h * 0.84}Q${w * 0.5} ${h * 0.74} ${w} ${h * 0.86}V${h}H0Z`, { fill: shade(k.b, -0.2) }));
  } else if (kind === 'blocks') {
    const top = rng.range(0.45, 0.58);
    out.push(rect(w * 0.1, h * 0.08, w * 0.8, h * (top - 0.1), { fill: k.a, rx: w * 0.02 }));
    out.push(rect(w * 0.1, h * (top + 0.03), w * 0.8, h * (0.89 - top), { fill: k.b, rx: w * 0.02 }));
    out.push(rect(w * 0.1, h * (top - 0.02), w * 0.8, h * 0.05, { fill: k.c, 'fill-opacity': 0.7 }));
  } else if (kind === 'cutouts') {
    out.push(rect(0, h * rng.range(0.55, 0.7), w, h, { fill: mix(k.paper, k.b, 0.35) }));
    out.push(
      path(
        d`M${w * 0.2} ${h * 0.85}C${w * 0.1} ${h * 0.5} ${w * 0.45} ${h * 0.45} ${w * 0.35} ${h * 0.2}C${w * 0.6} ${h * 0.3} ${w * 0.5} ${h * 0.7} ${w * 0.55} ${h * 0.85}Z`,
        { fill: k.a },
      ),
    );
    out.push(circle(w * 0.72, h * 0.3, w * 0.12, { fill: k.c }));
    out.push(
      path(
        d`M${w * 0.62} ${h * 0.9}Q${w * 0.7} ${h * 0.5} ${w * 0.86} ${h * 0.62}Q${w * 0.8} ${h * 0.78} ${w * 0.86} ${h * 0.9}Z`,
        { fill: k.line, 'fill-opacity': 0.85 },
      ),
    );
  } else if (kind === 'lines') {
    for (let i = 0; i < 5; i++) {
      const y = h * (0.3 + i * 0.13);
      out.push(
        path(
          d`M${w * 0.08} ${y}C${w * 0.3} ${y - h * rng.range(0.05, 0.25)} ${w * 0.6} ${y + h * rng.range(0, 0.2)} ${w * 0.92} ${y - h * 0.05}`,
          {
            fill: 'none',
            stroke: i === 2 ? k.a : k.line,
            'stroke-width': Math.min(w, h) * (i === 2 ? 0.03 : 0.012),
            'stroke-linecap': 'round',
          },
        ),
      );
    }
    out.push(circle(w * 0.7, h * 0.2, w * 0.07, { fill: k.a, 'fill-opacity': 0.8 }));
  } else {
    const lw = w * 0.55;
    const lh = h * 0.78;
    const g = [
      path(
        d`M0 ${lh * 0.5}C${lw * 0.7} ${lh * 0.4} ${lw * 0.55} ${-lh * 0.3} 0 ${-lh * 0.5}C${-lw * 0.55} ${-lh * 0.3} ${-lw * 0.7} ${lh * 0.4} 0 ${lh * 0.5}Z`,
        { fill: k.b },
      ),
      path(d`M0 ${lh * 0.55}V${-lh * 0.42}`, { stroke: k.paper, 'stroke-width': w * 0.012 }),
    ];
    for (let i = 0; i < 6; i++) {
      const y = lh * (0.3 - i * 0.13);
      g.push(
        path(d`M0 ${y}l${lw * 0.3} ${-lh * 0.1}M0 ${y}l${-lw * 0.3} ${-lh * 0.1}`, {
          stroke: k.paper,
          'stroke-width': w * 0.008,
        }),
      );
    }
    out.push(
      group(g, {
        transform: `translate(${(w / 2).toFixed(3)} ${(h / 2).toFixed(3)}) rotate(${rng.range(-14, 14).toFixed(1)})`,
      }),
    );
  }
  return out;
}

/** A framed print hung on a wall plane. */
export function artwork(scene: Scene, wall: Plane, art: ArtSpec): string {
  const frameW = art.mat > 0 ? 0.025 : 0.018;
  const x0 = art.a - art.w / 2;
  const y0 = art.b + art.h / 2;
  wallShadow(scene, wall, x0 + 0.02, x0 + art.w + 0.03, art.b - art.h / 2 - 0.04, y0);
  const k = inks(scene);
  const iw = art.w - 2 * (frameW + art.mat);
  const ih = art.h - 2 * (frameW + art.mat);
  const inner = motif(art.motif, iw, ih, art.rng, k);
  const clip = scene.clip(rect(0, 0, iw, ih, {}));
  const parts = [
    rect(0, 0, art.w, art.h, { fill: art.frame }),
    rect(frameW * 0.35, frameW * 0.35, art.w - frameW * 0.7, art.h - frameW * 0.7, {
      fill: 'none',
      stroke: lighten(art.frame, 0.15),
      'stroke-width': frameW * 0.25,
      'stroke-opacity': 0.7,
    }),
    rect(frameW, frameW, art.w - 2 * frameW, art.h - 2 * frameW, { fill: lighten(k.paper, 0.3) }),
    group(inner, {
      transform: `translate(${(frameW + art.mat).toFixed(3)} ${(frameW + art.mat).toFixed(3)})`,
      'clip-path': clip,
    }),
    // The mat's inner bevel catches a little shadow along the top.
    rect(frameW, frameW, art.w - 2 * frameW, frameW * 0.6, { fill: '#000000', 'fill-opacity': 0.08 }),
  ];
  return group(parts, { transform: scene.planeTransform(wall, x0, y0) });
}

/** A round mirror: a disc of brighter wall colour with a thin rim, the room's light held in it. */
export function roundMirror(scene: Scene, wall: Plane, a: number, b: number, r: number): string {
  roundWallShadow(scene, wall, a + 0.03, b - 0.03, r);
  const metal = scene.palette.metal;
  const glass = lighten(mix(scene.palette.wall, '#cfd8dc', 0.4), 0.3);
  return group(
    [
      circle(0, 0, r, { fill: metal }),
      circle(0, 0, r * 0.95, {
        fill: scene.linear(
          [
            [0, lighten(glass, 0.4)],
            [1, shade(glass, -0.08)],
          ],
          0,
          0,
          1,
          1,
        ),
      }),
      path(d`M${-r * 0.5} ${-r * 0.2}L${-r * 0.1} ${-r * 0.6}M${-r * 0.4} ${r * 0.05}L${r * 0.05} ${-r * 0.45}`, {
        stroke: '#ffffff',
        'stroke-width': r * 0.04,
        'stroke-opacity': 0.5,
      }),
    ],
    { transform: scene.planeTransform(wall, a, b) },
  );
}
