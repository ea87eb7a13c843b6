import { darken, lighten, luminance, mix, shade } from './color.ts';
import { drawFloorFinish } from './floor-finish.ts';
import { faceTone } from './lighting.ts';
import {
  backWallCorners,
  floorCorners,
  type NearDepths,
  nearDepths,
  type RoomSpec,
  sideWallCorners,
  type WallName,
  wallLength,
  wallNormal,
  wallPlane,
  Z_NEAR,
} from './room-geometry.ts';
import { CANVAS_H, CANVAS_W, type Scene } from './scene.ts';
import { group, line, polygon, rect } from './svg.ts';
import { drawWindow, windowLight } from './windows.ts';

/** Walls, floor, ceiling, trim, windows and the daylight they let in. */
export function drawRoom(scene: Scene, r: RoomSpec): void {
  const p = scene.palette;
  const light = scene.light;
  const back = r.backWall ?? p.wall;
  const leftTone = faceTone(p.wall, { x: 1, y: 0, z: 0 }, light);
  const rightTone = faceTone(p.wall, { x: -1, y: 0, z: 0 }, light);
  const backTone = faceTone(back, { x: 0, y: 0, z: -1 }, light);
  // Dark rooms keep a pale ceiling, as painted rooms usually do; light rooms a slightly shaded one.
  const ceiling = shade(mix(p.wall, '#f4f1eb', luminance(p.wall) < 0.4 ? 0.85 : 0.45), -0.07);
  const litFromLeft = light.toWindow.x < 0;
  const near = nearDepths(scene.camera.spec, r);
  const corners = {
    floor: scene.projectAll(floorCorners(r, near.floor)),
    back: scene.projectAll(backWallCorners(r)),
  };

  const out: string[] = [];
  // Ceiling: one big quad behind everything; walls are painted over its edges.
  out.push(
    scene.polygon3(
      [
        { x: r.x0, y: r.height, z: near.ceiling },
        { x: r.x1, y: r.height, z: near.ceiling },
        { x: r.x1, y: r.height, z: r.depth },
        { x: r.x0, y: r.height, z: r.depth },
      ],
      {
        fill: scene.linear([
          [0, shade(ceiling, -0.06)],
          [1, ceiling],
        ]),
      },
    ),
  );
  out.push(
    scene.polygon3(sideWallCorners(r, r.x0, near.left), {
      fill: scene.linear(
        [
          [0, shade(leftTone, 0.04)],
          [1, shade(leftTone, -0.05)],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  out.push(
    scene.polygon3(sideWallCorners(r, r.x1, near.right), {
      fill: scene.linear(
        [
          [0, shade(rightTone, -0.05)],
          [1, shade(rightTone, 0.04)],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  // The back wall is brighter on the window side, and softly darker into the ceiling corner.
  out.push(
    polygon(corners.back, {
      fill: scene.linear(
        litFromLeft
          ? [
              [0, shade(backTone, 0.07)],
              [0.6, backTone],
              [1, shade(backTone, -0.05)],
            ]
          : [
              [0, shade(backTone, -0.05)],
              [0.4, backTone],
              [1, shade(backTone, 0.07)],
            ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  out.push(
    polygon(corners.back, {
      fill: scene.linear([
        [0, darken(backTone, 0.3), 0.25],
        [0.18, backTone, 0],
        [1, backTone, 0],
      ]),
    }),
  );
  out.push(
    polygon(corners.floor, {
      fill: scene.linear([
        [0, shade(p.floor, 0.06)],
        [1, shade(p.floor, -0.1)],
      ]),
    }),
  );
  scene.add('room', group(out));

  drawFloorFinish(scene, r, near.floor, scene.clip(polygon(corners.floor, {})));
  drawWallTrim(scene, r, back, near);
  for (const w of r.windows) {
    drawWindow(scene, r, w);
    windowLight(scene, r, w);
  }
  drawCornerLines(scene, r);
  drawAtmosphere(scene);
}

/**
 * A soft vignette, as a lens gives: darker bands fading in from each edge. Linear gradients rather
 * than one radial one, which costs several times more to rasterise.
 */
function drawAtmosphere(scene: Scene): void {
  const shadow = darken(scene.palette.wall, 0.85);
  const fade = (x1: number, y1: number, x2: number, y2: number) =>
    scene.linear(
      [
        [0, shadow, 0.2],
        [1, shadow, 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  const side = CANVAS_W * 0.22;
  const band = CANVAS_H * 0.22;
  scene.add(
    'overlay',
    group([
      rect(0, 0, side, CANVAS_H, { fill: fade(0, 0, 1, 0) }),
      rect(CANVAS_W - side, 0, side, CANVAS_H, { fill: fade(1, 0, 0, 0) }),
      rect(0, 0, CANVAS_W, band, { fill: fade(0, 0, 0, 1) }),
      rect(0, CANVAS_H - band, CANVAS_W, band, { fill: fade(0, 1, 0, 0) }),
    ]),
  );
}

/** Skirting boards and, by treatment, panelling or a picture rail. */
function drawWallTrim(scene: Scene, r: RoomSpec, backColour: string, near: NearDepths): void {
  const trim = lighten(mix(scene.palette.wall, '#ffffff', 0.3), 0.05);
  const out: string[] = [];
  const skirting = 0.1;
  const names: WallName[] = ['back', 'left', 'right'];
  names.forEach((name, i) => {
    const plane = wallPlane(r, name);
    const len = wallLength(r, name);
    // Side walls are only drawn from their near depth on; the wall plane starts at Z_NEAR.
    const start = name === 'left' ? near.left - Z_NEAR : 0;
    const end = name === 'right' ? len - (near.right - Z_NEAR) : len;
    const n = wallNormal(name);
    const tone = faceTone(trim, n, scene.light);
    out.push(polygon(scene.quad(plane, start, 0, end, skirting), { fill: tone }));
    out.push(
      polygon(scene.quad(plane, start, skirting, end, skirting + 0.012), {
        fill: shade(tone, -0.12),
        'fill-opacity': 0.5,
      }),
    );
    const wallTone = faceTone(i === 0 ? backColour : scene.palette.wall, n, scene.light);
    if (r.walls === 'wainscot') {
      const top = 0.95;
      out.push(polygon(scene.quad(plane, start, top - 0.03, end, top), { fill: shade(wallTone, 0.1) }));
      out.push(
        polygon(scene.quad(plane, start, top - 0.045, end, top - 0.03), {
          fill: shade(wallTone, -0.12),
          'fill-opacity': 0.6,
        }),
      );
      const panel = 0.62;
      for (let a = 0.12; a + panel < len; a += panel + 0.12) {
        if (a + panel < start || a > end) continue;
        const q = scene.quad(plane, a, skirting + 0.1, a + panel, top - 0.12);
        out.push(
          polygon(q, { fill: 'none', stroke: shade(wallTone, -0.1), 'stroke-width': 1.6, 'stroke-opacity': 0.7 }),
        );
        out.push(
          polygon(
            q.map((pt) => ({ x: pt.x + 1.5, y: pt.y + 1.5 })),
            {
              fill: 'none',
              stroke: shade(wallTone, 0.12),
              'stroke-width': 1.2,
              'stroke-opacity': 0.6,
            },
          ),
        );
      }
    } else if (r.walls === 'picture-rail') {
      const y = r.height - 0.38;
      out.push(polygon(scene.quad(plane, start, y, end, y + 0.025), { fill: shade(wallTone, 0.09) }));
      out.push(
        polygon(scene.quad(plane, start, y - 0.012, end, y), { fill: shade(wallTone, -0.12), 'fill-opacity': 0.5 }),
      );
    }
    // A cornice where wall meets ceiling.
    out.push(polygon(scene.quad(plane, start, r.height - 0.06, end, r.height), { fill: shade(trim, -0.02) }));
    out.push(
      polygon(scene.quad(plane, start, r.height - 0.075, end, r.height - 0.06), {
        fill: shade(wallTone, -0.1),
        'fill-opacity': 0.5,
      }),
    );
  });
  scene.add('room', group(out));
}

/** Thin shaded creases where planes meet: an architectural-drawing cue for depth. */
function drawCornerLines(scene: Scene, r: RoomSpec): void {
  const crease = darken(scene.palette.wall, 0.35);
  const at = { stroke: crease, 'stroke-width': 1.4, 'stroke-opacity': 0.35 };
  const pts = scene.projectAll(backWallCorners(r));
  const [a, b, c, e] = pts;
  if (!a || !b || !c || !e) return;
  scene.add('room', group([line(a, e, at), line(b, c, at), line(a, b, { ...at, 'stroke-opacity': 0.25 })]));
}
