import { lighten, mix, shade } from '../color.ts';
import type { RoomDesign } from '../design.ts';
import { Frame } from '../geometry.ts';
import { addCabinet } from '../props/cabinets.ts';
import { addChair, type ChairSpec, type ChairStyle } from '../props/chairs.ts';
import { bowl, vase } from '../props/decor.ts';
import { pendant, tableLamp } from '../props/lamps.ts';
import { plant } from '../props/plants.ts';
import { addTable } from '../props/tables.ts';
import { curtains, rug } from '../props/textiles.ts';
import { type RoomSpec, wallFrame } from '../room-geometry.ts';
import { drawRoom } from '../room-shell.ts';
import type { Scene } from '../scene.ts';
import { boxPart, lathe, type Part } from '../solids.ts';
import { camera, floorPlant, hangArt, light, roomOf, sceneFor, type ViewContext, windowOn } from './common.ts';

const TABLE_H = 0.75;

function chairOf(scene: Scene, d: RoomDesign): ChairSpec {
  const style = d.rng.fork('chair').pick<ChairStyle>(['spindle', 'panel', 'upholstered']);
  return { style, wood: d.legs === scene.palette.metal ? scene.palette.wood : d.legs, fabric: scene.palette.primary };
}

/** A plate and a glass at each place: what makes a table read as laid for dinner. */
function placeSettings(scene: Scene, frame: Frame, xs: readonly number[], depth: number, nearSide: boolean): Part[] {
  const p = scene.palette;
  const top = frame.child(0, 0, 0, TABLE_H);
  const plate = lighten(mix(p.textile, '#ffffff', 0.6), 0.1);
  const glass = mix('#dfe7ea', p.wall, 0.3);
  const parts: Part[] = [];
  const sides = nearSide ? [-1, 1] : [1];
  for (const side of sides) {
    for (const x of xs) {
      const z = side * (depth / 2 - 0.2);
      const base = top.point(x, 0, z);
      parts.push({
        at: base,
        svg: lathe(scene, {
          base,
          profile: [
            [0.09, 0],
            [0.13, 0.012],
            [0.135, 0.018],
          ],
          color: plate,
          cap: lighten(plate, 0.3),
        }),
      });
      const g = top.point(x + 0.17, 0, z - side * 0.12);
      parts.push({
        at: g,
        svg: lathe(scene, {
          base: g,
          profile: [
            [0.03, 0],
            [0.035, 0.1],
            [0.037, 0.11],
          ],
          color: glass,
          open: true,
        }),
      });
    }
  }
  return parts;
}

/** What's on the table: a low bowl, a vase of branches, a couple of ceramics. */
function tableStyling(scene: Scene, d: RoomDesign, frame: Frame, w: number): Part[] {
  const p = scene.palette;
  const top = frame.child(0, 0, 0, TABLE_H);
  const runner = boxPart(scene, {
    frame: top,
    x0: -w * 0.36,
    x1: w * 0.36,
    y0: 0,
    y1: 0.004,
    z0: -0.2,
    z1: 0.2,
    color: mix(p.textile, p.accent, 0.15),
  });
  return [
    runner,
    bowl(scene, top.point(-w * 0.22, 0, 0), 0.14, lighten(p.textile, 0.1)),
    vase(scene, top.point(w * 0.05, 0, 0.05), 'round', 0.22, p.accent),
    plant(scene, top.point(w * 0.05, 0.19, 0.05), {
      kind: 'branches',
      pot: 'cylinder',
      potColour: p.accent,
      potRadius: 0.02,
      potHeight: 0.02,
      height: 0.6,
      rng: d.rng.fork('table-branches'),
    }),
    vase(scene, top.point(w * 0.25, 0, -0.05), 'bud', 0.15, shade(p.wall, -0.3)),
  ];
}

/**
 * The table with chairs round it. `along` rotates the whole setting: 0 puts the long side facing
 * the camera, π/2 runs it away from the camera.
 */
function diningSet(
  scene: Scene,
  d: RoomDesign,
  x: number,
  z: number,
  yaw: number,
  length = 2.0,
  nearChairs = true,
): void {
  const frame = new Frame(x, z, yaw);
  const p = scene.palette;
  const depth = 0.95;
  const seatsPerSide = length > 1.8 ? 3 : 2;
  const places = Array.from({ length: seatsPerSide }, (_, i) => (i - (seatsPerSide - 1) / 2) * (length / seatsPerSide));
  addTable(
    scene,
    frame,
    {
      width: length,
      depth,
      height: TABLE_H,
      top: p.wood,
      legs: p.wood,
      style: d.table === 'pedestal' ? 'legs' : d.table,
      thickness: 0.05,
    },
    [...tableStyling(scene, d, frame, length), ...placeSettings(scene, frame, places, depth, nearChairs)],
  );
  const chair = chairOf(scene, d);
  for (let i = 0; i < seatsPerSide; i++) {
    const lx = (i - (seatsPerSide - 1) / 2) * (length / seatsPerSide);
    // Seats tucked a little under the table edge, as chairs are when a room is styled.
    addChair(scene, frame.child(lx, depth / 2 - 0.06), chair);
    if (nearChairs) addChair(scene, frame.child(lx, -depth / 2 + 0.06, Math.PI), chair);
  }
  addChair(scene, frame.child(-length / 2 + 0.06, 0, Math.PI / 2), chair);
  addChair(scene, frame.child(length / 2 - 0.06, 0, -Math.PI / 2), chair);
}

function sideboard(scene: Scene, room: RoomSpec, x: number, width = 1.8): void {
  const p = scene.palette;
  const frame = wallFrame(room, 'back', x, 0.46);
  const h = 0.78;
  const top = frame.child(0, 0, 0, h);
  addCabinet(
    scene,
    frame,
    {
      width,
      depth: 0.46,
      height: h,
      color: mix(p.wood, p.primary, 0.15),
      top: shade(p.wood, 0.08),
      doors: width > 1.5 ? 4 : 3,
      handle: p.metal,
      legHeight: 0.16,
      legColor: p.wood,
    },
    [
      tableLamp(scene, top.point(-width * 0.33, 0, 0.24), mix(p.accent, p.wall, 0.3), lighten(p.textile, 0.35), 0.4),
      vase(scene, top.point(width * 0.3, 0, 0.22), 'bottle', 0.34, p.accent),
      bowl(scene, top.point(width * 0.08, 0, 0.2), 0.12, shade(p.wall, -0.25)),
    ],
  );
}

function diningRug(scene: Scene, d: RoomDesign, frame: Frame, w: number, dp: number): void {
  const p = scene.palette;
  rug(scene, frame, {
    width: w,
    depth: dp,
    pattern: d.rug === 'stripes' ? 'border' : d.rug,
    base: mix(p.textile, p.floor, 0.2),
    ink: mix(p.accent, p.textile, 0.5),
  });
}

function wide(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0.1, 1.35, 800, 440), light.fromLeft());
  const win = windowOn(d, 'left', 3.3, 5.0, 0.5, 2.4);
  const room = roomOf(d, { x0: -3.0, x1: 3.0, depth: 6.4, height: 2.9, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, true);
  const s = d.shift;
  diningRug(scene, d, new Frame(s * 0.5, 4.6), 3.3, 2.5);
  sideboard(scene, room, s);
  hangArt(scene, room, d, 'back', s, 1.65, 1.1, 0.75, 0);
  diningSet(scene, d, s * 0.5, 4.6, 0);
  // A pair of pendants over the table, leaving the art between them in view.
  for (const x of [-0.5, 0.5])
    pendant(scene, { x: s * 0.5 + x, y: room.height, z: 4.6 }, 1.55, d.pendant, ctx.palette.metal, 0.19);
  floorPlant(scene, d, { x: 2.4, y: 0, z: 5.8 }, 0, 1.6);
  return scene;
}

function sideboardWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1200, 0, 1.3, 800, 430), light.fromRight());
  const room = roomOf(d, {
    x0: -2.4,
    x1: 2.4,
    depth: 3.9,
    height: 2.9,
    windows: [windowOn(d, 'right', 1.6, 3.2, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  sideboard(scene, room, -0.35, 2.0);
  hangArt(scene, room, d, 'back', -0.75, 1.7, 0.6, 0.8, 1);
  hangArt(scene, room, d, 'back', 0.05, 1.62, 0.5, 0.64, 2);
  floorPlant(scene, d, { x: -1.65, y: 0, z: 3.45 }, 1, 1.4);
  diningRug(scene, d, new Frame(0.2, 2.4), 2.8, 1.6);
  addChair(scene, new Frame(1.25, 2.15, -0.75), chairOf(scene, d));
  return scene;
}

function tableDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1300, 0.2, 1.6, 800, 300), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 4.6,
    height: 2.9,
    windows: [windowOn(d, 'left', 1.5, 3.4, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  sideboard(scene, room, 0.6);
  hangArt(scene, room, d, 'back', 0.6, 1.7, 0.9, 0.62, 0);
  diningSet(scene, d, 0.1, 3.0, 0, 1.8, false);
  pendant(scene, { x: 0.1, y: room.height, z: 3.0 }, 1.75, d.pendant, ctx.palette.metal, 0.24);
  return scene;
}

function windowWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.3, 800, 450), light.fromBack());
  const win = windowOn(d, 'back', -1.4, 1.4, 0.4, 2.5, 3);
  const room = roomOf(d, { x0: -2.9, x1: 2.9, depth: 6.0, height: 2.9, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, false);
  diningRug(scene, d, new Frame(0, 4.5), 3.2, 2.4);
  diningSet(scene, d, 0, 4.5, 0);
  pendant(scene, { x: -0.5, y: room.height, z: 4.5 }, 1.6, d.pendant, ctx.palette.metal, 0.2);
  pendant(scene, { x: 0.5, y: room.height, z: 4.5 }, 1.6, d.pendant, ctx.palette.metal, 0.2);
  floorPlant(scene, d, { x: -2.3, y: 0, z: 5.4 }, 0, 1.7);
  floorPlant(scene, d, { x: 2.3, y: 0, z: 5.4 }, 1, 1.1);
  return scene;
}

function lengthwise(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0.7, 1.45, 880, 420), light.fromRight());
  const room = roomOf(d, {
    x0: -2.4,
    x1: 2.6,
    depth: 6.2,
    height: 2.9,
    windows: [windowOn(d, 'right', 3.4, 5.0, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  diningRug(scene, d, new Frame(0, 4.3, Math.PI / 2), 3.2, 2.3);
  diningSet(scene, d, 0, 4.3, Math.PI / 2, 2.2);
  for (const z of [3.75, 4.85]) pendant(scene, { x: 0, y: room.height, z }, 1.65, d.pendant, ctx.palette.metal, 0.2);
  sideboard(scene, room, 0, 1.6);
  hangArt(scene, room, d, 'back', 0, 1.7, 0.9, 0.65, 0);
  floorPlant(scene, d, { x: -1.85, y: 0, z: 5.6 }, 0, 1.6);
  return scene;
}

function sideboardDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1450, 0.1, 1.2, 800, 430), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 2.7,
    height: 2.9,
    windows: [windowOn(d, 'left', 0.6, 2.2, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  sideboard(scene, room, 0.15, 1.9);
  hangArt(scene, room, d, 'back', 0.15, 1.72, 0.75, 0.95, 2);
  floorPlant(scene, d, { x: -1.25, y: 0, z: 2.35 }, 2, 1.2);
  addChair(scene, new Frame(1.35, 1.9, -0.3), chairOf(scene, d));
  return scene;
}

export const diningViews = [wide, sideboardWall, tableDetail, windowWall, lengthwise, sideboardDetail] as const;
