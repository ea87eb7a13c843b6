import { lighten, mix, shade } from '../color.ts';
import type { RoomDesign } from '../design.ts';
import { Frame } from '../geometry.ts';
import { addBed, type HeadboardStyle } from '../props/bed.ts';
import { addCabinet } from '../props/cabinets.ts';
import { books, vase } from '../props/decor.ts';
import { floorLamp, tableLamp } from '../props/lamps.ts';
import { plant } from '../props/plants.ts';
import { addTable } from '../props/tables.ts';
import { curtains, rug } from '../props/textiles.ts';
import { addBench, addSeating } from '../props/upholstery.ts';
import { roundMirror } from '../props/wall-art.ts';
import { type RoomSpec, wallFrame, wallPlane } from '../room-geometry.ts';
import { drawRoom } from '../room-shell.ts';
import type { Scene } from '../scene.ts';
import { camera, floorPlant, hangArt, light, roomOf, sceneFor, type ViewContext, windowOn } from './common.ts';

function headboardOf(d: RoomDesign): HeadboardStyle {
  return d.rng.fork('headboard').pick<HeadboardStyle>(['panel', 'channel', 'timber']);
}

function bed(scene: Scene, d: RoomDesign, room: RoomSpec, x: number, width = 1.7): void {
  const p = scene.palette;
  const style = headboardOf(d);
  addBed(scene, wallFrame(room, 'back', x, 2.12), {
    width: width * d.stretch,
    length: 2.05,
    headboard: style,
    frameColour: style === 'timber' ? p.wood : shade(p.primary, -0.08),
    sheet: lighten(mix(p.textile, '#ffffff', 0.5), 0.1),
    duvet: p.textile,
    throwColour: mix(p.accent, p.textile, 0.2),
    cushions: d.pillows.slice(0, 2),
  });
}

function bedsideTable(scene: Scene, d: RoomDesign, room: RoomSpec, x: number, withBooks: boolean): void {
  const p = scene.palette;
  const frame = wallFrame(room, 'back', x, 0.42);
  const h = 0.55;
  const top = frame.child(0, 0, 0, h);
  const styling = [tableLamp(scene, top.point(0, 0, 0.22), mix(p.accent, p.wall, 0.25), lighten(p.textile, 0.35), 0.3)];
  if (withBooks)
    styling.push(...books(scene, top, -0.05, 0.04, 2, [p.primary, p.accent], d.rng.fork(`bedside-${x}`)).parts);
  else styling.push(vase(scene, top.point(0.14, 0, 0.12), 'bud', 0.16, p.textile));
  addCabinet(
    scene,
    frame,
    {
      width: 0.5,
      depth: 0.42,
      height: h,
      color: p.wood,
      top: shade(p.wood, 0.08),
      doors: 1,
      drawers: true,
      handle: p.metal,
      legHeight: 0.14,
    },
    styling,
  );
}

function bedroomRug(scene: Scene, d: RoomDesign, frame: Frame, w: number, dp: number): void {
  const p = scene.palette;
  rug(scene, frame, {
    width: w,
    depth: dp,
    pattern: d.rug,
    base: mix(p.textile, p.wall, 0.3),
    ink: mix(p.primary, p.accent, 0.4),
  });
}

function readingChair(scene: Scene, d: RoomDesign, frame: Frame): void {
  addSeating(scene, frame, {
    width: 0.8,
    depth: 0.8,
    color: mix(scene.palette.primary, scene.palette.accent, 0.3),
    legColor: d.legs,
    seats: 1,
    armWidth: 0.13,
    backHeight: 0.85,
    pillows: [{ color: scene.palette.textile, pattern: 'stripe' }],
  });
}

function wide(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0.1, 1.3, 800, 450), light.fromLeft());
  const win = windowOn(d, 'left', 3.2, 4.7, 0.5, 2.4);
  const room = roomOf(d, { x0: -2.9, x1: 2.9, depth: 6.0, height: 2.8, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, true);
  bedroomRug(scene, d, new Frame(0, 4.6), 2.6, 2.0);
  bed(scene, d, room, 0);
  bedsideTable(scene, d, room, -1.3, true);
  bedsideTable(scene, d, room, 1.3, false);
  hangArt(scene, room, d, 'back', 0, 1.75, 1.0, 0.65, 0);
  floorPlant(scene, d, { x: 2.35, y: 0, z: 5.5 }, 0, 1.5);
  readingChair(scene, d, new Frame(1.85, 3.7, -0.7));
  return scene;
}

function dresserWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const p = ctx.palette;
  const scene = sceneFor(ctx, camera(1150, 0, 1.3, 800, 460), light.fromRight());
  const room = roomOf(d, {
    x0: -2.5,
    x1: 2.5,
    depth: 4.8,
    height: 2.8,
    windows: [windowOn(d, 'right', 2.4, 3.9, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  bedroomRug(scene, d, new Frame(0.5, 3.8), 2.0, 1.5);
  const frame = wallFrame(room, 'back', -0.7, 0.48);
  const top = frame.child(0, 0, 0, 0.82);
  addCabinet(
    scene,
    frame,
    {
      width: 1.4,
      depth: 0.48,
      height: 0.82,
      color: p.wood,
      top: shade(p.wood, 0.08),
      doors: 3,
      drawers: true,
      handle: p.metal,
      legHeight: 0.12,
    },
    [
      tableLamp(scene, top.point(-0.45, 0, 0.25), mix(p.accent, p.wall, 0.25), lighten(p.textile, 0.35), 0.36),
      vase(scene, top.point(0.35, 0, 0.22), 'round', 0.22, p.accent),
      ...books(scene, top, 0.05, 0.12, 3, [p.primary, p.textile, p.accent], d.rng.fork('dresser-books')).parts,
    ],
  );
  scene.item(room.depth - 0.01, roundMirror(scene, wallPlane(room, 'back'), -0.7 - room.x0, 1.55, 0.42));
  readingChair(scene, d, new Frame(1.2, 3.7, -0.4));
  floorPlant(scene, d, { x: -1.95, y: 0, z: 4.3 }, 1, 1.2);
  hangArt(scene, room, d, 'back', 1.35, 1.65, 0.55, 0.75, 1);
  return scene;
}

function bedsideDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const p = ctx.palette;
  const scene = sceneFor(ctx, camera(1350, -0.6, 1.05, 800, 420), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 3.1,
    height: 2.8,
    windows: [windowOn(d, 'left', 0.8, 2.4, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  bedroomRug(scene, d, new Frame(0.4, 1.9), 2.6, 1.4);
  bed(scene, d, room, 0.45);
  const frame = wallFrame(room, 'back', -0.95, 0.42);
  const top = frame.child(0, 0, 0, 0.55);
  addCabinet(
    scene,
    frame,
    {
      width: 0.5,
      depth: 0.42,
      height: 0.55,
      color: p.wood,
      top: shade(p.wood, 0.08),
      doors: 1,
      drawers: true,
      handle: p.metal,
      legHeight: 0.14,
    },
    [
      tableLamp(scene, top.point(0.05, 0, 0.24), mix(p.accent, p.wall, 0.25), lighten(p.textile, 0.35), 0.32),
      ...books(scene, top, -0.08, 0.02, 3, [p.primary, p.accent, p.textile], d.rng.fork('bedside-books')).parts,
      plant(scene, top.point(0.17, 0, 0.07), {
        kind: 'branches',
        pot: 'urn',
        potColour: p.textile,
        potRadius: 0.05,
        potHeight: 0.14,
        height: 0.45,
        rng: d.rng.fork('bedside-branches'),
      }),
    ],
  );
  hangArt(scene, room, d, 'back', -1.05, 1.55, 0.45, 0.6, 2);
  floorPlant(scene, d, { x: -1.75, y: 0, z: 2.7 }, 0, 1.4);
  return scene;
}

function windowWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.25, 800, 470), light.fromBack());
  const win = windowOn(d, 'back', -1.0, 1.0, 0.45, 2.4);
  const room = roomOf(d, { x0: -2.6, x1: 2.6, depth: 5.0, height: 2.8, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, mix(ctx.palette.textile, ctx.palette.primary, 0.3), true);
  bedroomRug(scene, d, new Frame(0, 3.6), 2.4, 1.7);
  readingChair(scene, d, new Frame(-1.55, 4.0, 0.5));
  floorLamp(
    scene,
    { x: -2.15, y: 0, z: 4.6 },
    d.floorLamp === 'arc' ? 'column' : d.floorLamp,
    lighten(ctx.palette.textile, 0.3),
  );
  addTable(
    scene,
    new Frame(-0.9, 3.55),
    { width: 0.45, depth: 0.45, height: 0.5, top: ctx.palette.wood, legs: ctx.palette.wood, style: 'pedestal' },
    [vase(scene, { x: -0.9, y: 0.5, z: 3.55 }, 'jug', 0.2, ctx.palette.accent)],
  );
  addCabinet(scene, wallFrame(room, 'back', 1.75, 0.45), {
    width: 1.1,
    depth: 0.45,
    height: 0.75,
    color: ctx.palette.primary,
    doors: 2,
    drawers: true,
    handle: ctx.palette.metal,
  });
  floorPlant(scene, d, { x: 2.05, y: 0, z: 4.2 }, 2, 1.3);
  return scene;
}

function corner(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1100, 1.15, 1.35, 1020, 460), light.fromLeft());
  const win = windowOn(d, 'left', 3.4, 4.9, 0.5, 2.4);
  const room = roomOf(d, { x0: -2.7, x1: 2.5, depth: 6.2, height: 2.8, windows: [win] });
  drawRoom(scene, room);
  curtains(scene, room, win, ctx.palette.textile, false);
  bedroomRug(scene, d, new Frame(-0.6, 4.7), 2.6, 2.0);
  bed(scene, d, room, -0.6);
  bedsideTable(scene, d, room, -1.95, false);
  bedsideTable(scene, d, room, 0.75, true);
  hangArt(scene, room, d, 'back', -0.6, 1.75, 0.6, 0.8, 0);
  hangArt(scene, room, d, 'back', 1.7, 1.6, 0.5, 0.65, 1);
  addBench(scene, new Frame(-0.6, 3.55), 1.3, mix(ctx.palette.primary, ctx.palette.accent, 0.25), d.legs);
  return scene;
}

function pillowsDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1400, 0.2, 1.15, 800, 380), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 3.3,
    height: 2.8,
    windows: [windowOn(d, 'left', 0.8, 2.6, 0.5, 2.4)],
  });
  drawRoom(scene, room);
  bed(scene, d, room, 0, 1.8);
  bedsideTable(scene, d, room, -1.35, true);
  bedsideTable(scene, d, room, 1.35, false);
  hangArt(scene, room, d, 'back', 0, 1.78, 0.9, 0.55, 0);
  return scene;
}

export const bedroomViews = [wide, dresserWall, bedsideDetail, windowWall, corner, pillowsDetail] as const;
