import { lighten, mix, shade } from '../color.ts';
import type { RoomDesign } from '../design.ts';
import { Frame, type Vec3 } from '../geometry.ts';
import { books, bowl, vase } from '../props/decor.ts';
import { floorLamp, tableLamp } from '../props/lamps.ts';
import { plant } from '../props/plants.ts';
import { shelving } from '../props/storage.ts';
import { addTable } from '../props/tables.ts';
import { curtains, rug } from '../props/textiles.ts';
import { addSeating } from '../props/upholstery.ts';
import { type RoomSpec, wallFrame } from '../room-geometry.ts';
import { drawRoom } from '../room-shell.ts';
import type { Scene } from '../scene.ts';
import type { Part } from '../solids.ts';
import { camera, floorPlant, hangArt, light, roomOf, sceneFor, type ViewContext, windowOn } from './common.ts';

function sofa(scene: Scene, d: RoomDesign, frame: Frame, width = 2.3, withThrow = false): void {
  const p = scene.palette;
  addSeating(
    scene,
    frame,
    {
      width: width * d.stretch,
      depth: 0.95,
      color: p.primary,
      legColor: d.legs,
      seats: 3,
      pillows: d.pillows,
      throwOver: withThrow ? { side: 'left', color: mix(p.textile, p.accent, 0.25) } : undefined,
    },
    true,
  );
}

function armchair(scene: Scene, d: RoomDesign, frame: Frame): void {
  addSeating(scene, frame, {
    width: 0.86,
    depth: 0.84,
    color: mix(scene.palette.textile, scene.palette.primary, 0.25),
    legColor: d.legs,
    seats: 1,
    armWidth: 0.15,
    backHeight: 0.78,
    pillows: [{ color: scene.palette.accent, pattern: 'plain' }],
  });
}

function livingRug(scene: Scene, d: RoomDesign, frame: Frame, w: number, dp: number): void {
  const p = scene.palette;
  rug(scene, frame, {
    width: w,
    depth: dp,
    pattern: d.rug,
    base: lighten(p.textile, 0.1),
    ink: mix(p.accent, p.textile, 0.45),
  });
}

/** Books, a bowl and a vase of branches: a coffee table styled for a shoot. */
function coffeeTableStyling(scene: Scene, d: RoomDesign, frame: Frame, topY: number, w: number): Part[] {
  const p = scene.palette;
  const top = frame.child(0, 0, 0, topY);
  const stack = books(
    scene,
    top,
    -w * 0.22,
    -0.12,
    3,
    [p.accent, p.textile, shade(p.wall, -0.4)],
    d.rng.fork('coffee-books'),
  );
  return [
    ...stack.parts,
    bowl(scene, top.point(-w * 0.22, stack.height, 0), 0.07, shade(p.wall, -0.3)),
    vase(scene, top.point(w * 0.2, 0, 0.02), 'round', 0.2, p.accent),
    plant(scene, top.point(w * 0.2, 0.17, 0.02), {
      kind: 'branches',
      pot: 'cylinder',
      potColour: p.accent,
      potRadius: 0.02,
      potHeight: 0.02,
      height: 0.5,
      rng: d.rng.fork('coffee-branches'),
    }),
  ];
}

function coffeeTable(scene: Scene, d: RoomDesign, frame: Frame, w = 1.2): void {
  const h = 0.4;
  addTable(
    scene,
    frame,
    {
      width: d.table === 'pedestal' ? 0.95 : w,
      depth: 0.62,
      height: h,
      top: scene.palette.wood,
      legs: d.legs,
      style: d.table,
    },
    coffeeTableStyling(scene, d, frame, h, d.table === 'pedestal' ? 0.8 : w),
  );
}

function sideTableWithLamp(scene: Scene, d: RoomDesign, at: Vec3): void {
  const p = scene.palette;
  const frame = new Frame(at.x, at.z);
  const h = 0.56;
  const top = frame.child(0, 0, 0, h);
  addTable(scene, frame, { width: 0.5, depth: 0.5, height: h, top: p.wood, legs: p.wood, style: 'pedestal' }, [
    tableLamp(scene, top.point(0.03, 0, 0.04), mix(p.accent, p.wall, 0.3), lighten(p.textile, 0.3)),
    ...books(scene, top, -0.1, -0.16, 2, [p.primary, p.textile], d.rng.fork('side-books')).parts,
  ]);
}

function wide(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0.15, 1.3, 800, 450), light.fromLeft());
  const room: RoomSpec = roomOf(d, {
    x0: -2.9,
    x1: 2.9,
    depth: 6.2,
    height: 2.8,
    windows: [windowOn(d, 'left', 3.5, 5.3, 0.45, 2.4)],
  });
  drawRoom(scene, room);
  const firstWindow = room.windows[0];
  if (firstWindow) curtains(scene, room, firstWindow, ctx.palette.textile, true);
  const s = d.shift;
  livingRug(scene, d, new Frame(-0.1 + s, 4.65), 3.1, 2.2);
  sofa(scene, d, wallFrame(room, 'back', -0.15 + s, 0.97));
  hangArt(scene, room, d, 'back', -0.15 + s, 1.7, 1.05, 0.78, 0);
  floorLamp(scene, { x: 1.45, y: 0, z: 5.75 }, d.floorLamp, lighten(ctx.palette.textile, 0.3));
  floorPlant(scene, d, { x: -2.3, y: 0, z: 5.55 }, 0);
  coffeeTable(scene, d, new Frame(-0.1 + s, 4.55));
  armchair(scene, d, new Frame(1.7 + s * 0.5, 3.9, -0.75 - s * 0.4));
  shelving(scene, wallFrame(room, 'right', 5.1, 0.36), {
    width: 1.3,
    height: 2.05,
    depth: 0.36,
    shelves: 4,
    colour: mix(ctx.palette.wood, ctx.palette.wall, 0.25),
    rng: d.rng.fork('shelves'),
  });
  return scene;
}

function shelfWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.25, 800, 530), light.fromRight());
  const room = roomOf(d, {
    x0: -2.05,
    x1: 2.6,
    depth: 4.9,
    height: 2.8,
    windows: [windowOn(d, 'right', 2.6, 4.1, 0.45, 2.4)],
  });
  drawRoom(scene, room);
  livingRug(scene, d, new Frame(0.7, 3.9), 2.2, 1.6);
  shelving(scene, wallFrame(room, 'back', -1.05, 0.36), {
    width: 2.0,
    height: 2.2,
    depth: 0.36,
    shelves: 5,
    colour: mix(ctx.palette.wood, ctx.palette.wall, 0.25),
    rng: d.rng.fork('shelves'),
  });
  hangArt(scene, room, d, 'back', 1.2, 1.6, 0.7, 0.95, 1);
  armchair(scene, d, new Frame(1.05, 4.0, -0.35));
  sideTableWithLamp(scene, d, { x: 0.1, y: 0, z: 4.25 });
  floorPlant(scene, d, { x: 2.1, y: 0, z: 4.45 }, 1, 1.3);
  return scene;
}

function sofaCorner(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1250, 0, 1.05, 800, 450), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.4,
    x1: 2.6,
    depth: 3.3,
    height: 2.8,
    windows: [windowOn(d, 'left', 0.6, 2.2, 0.45, 2.4)],
  });
  drawRoom(scene, room);
  livingRug(scene, d, new Frame(0.6, 2.2), 3.2, 1.8);
  sofa(scene, d, wallFrame(room, 'back', 1.15, 0.97), 2.3, true);
  hangArt(scene, room, d, 'back', -0.55, 1.6, 0.62, 0.84, 0);
  hangArt(scene, room, d, 'back', 0.35, 1.75, 0.5, 0.62, 2);
  sideTableWithLamp(scene, d, { x: -0.62, y: 0, z: 2.9 });
  floorPlant(scene, d, { x: -1.55, y: 0, z: 2.9 }, 0, 1.4);
  return scene;
}

function windowWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.2, 800, 520), light.fromBack());
  const win = windowOn(d, 'back', -1.25, 1.25, 0.35, 2.45, 3);
  const room = roomOf(d, { x0: -2.8, x1: 2.8, depth: 5.2, height: 2.8, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, false);
  livingRug(scene, d, new Frame(-0.3, 3.9), 2.6, 1.8);
  armchair(scene, d, new Frame(-1.35, 4.15, 0.45));
  sideTableWithLamp(scene, d, { x: -2.2, y: 0, z: 4.7 });
  floorPlant(scene, d, { x: 2.0, y: 0, z: 4.55 }, 0, 1.6);
  floorPlant(scene, d, { x: 1.5, y: 0, z: 4.85 }, 1, 1.0);
  coffeeTable(scene, d, new Frame(0.15, 3.7), 1.0);
  return scene;
}

function lounge(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1100, 0.9, 1.25, 980, 520), light.fromBack());
  const win = windowOn(d, 'back', 0.2, 1.8, 0.45, 2.4);
  const room = roomOf(d, { x0: -2.5, x1: 2.6, depth: 6.0, height: 2.8, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, true);
  livingRug(scene, d, new Frame(-0.9, 4.5), 2.4, 2.8);
  sofa(scene, d, wallFrame(room, 'left', 4.5, 0.97), 2.2);
  hangArt(scene, room, d, 'left', 4.5, 1.65, 0.9, 0.7, 1);
  coffeeTable(scene, d, new Frame(-0.75, 4.5, Math.PI / 2), 1.1);
  armchair(scene, d, new Frame(0.55, 4.9, -Math.PI / 2 + 0.25));
  floorLamp(scene, { x: -2.1, y: 0, z: 5.75 }, d.floorLamp, lighten(ctx.palette.textile, 0.3));
  floorPlant(scene, d, { x: 2.05, y: 0, z: 5.55 }, 0, 1.7);
  return scene;
}

function coffeeDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1300, 0.1, 0.95, 800, 470), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.5,
    x1: 2.5,
    depth: 3.9,
    height: 2.8,
    windows: [windowOn(d, 'left', 1.8, 3.4, 0.45, 2.4)],
  });
  drawRoom(scene, room);
  livingRug(scene, d, new Frame(0, 2.7), 3.0, 2.0);
  sofa(scene, d, wallFrame(room, 'back', -0.1, 0.97), 2.4);
  hangArt(scene, room, d, 'back', -0.1, 1.75, 1.1, 0.7, 2);
  coffeeTable(scene, d, new Frame(0.05, 2.5), 1.15);
  floorLamp(scene, { x: 1.7, y: 0, z: 3.5 }, d.floorLamp, lighten(ctx.palette.textile, 0.3));
  floorPlant(scene, d, { x: -1.85, y: 0, z: 3.4 }, 1, 1.2);
  return scene;
}

export const livingRoomViews = [wide, shelfWall, sofaCorner, windowWall, lounge, coffeeDetail] as const;
