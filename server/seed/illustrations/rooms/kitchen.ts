import { lighten, luminance, mix, shade } from '../color.ts';
import type { RoomDesign } from '../design.ts';
import { Frame, type Vec3 } from '../geometry.ts';
import { stool } from '../props/chairs.ts';
import { bowl, vase } from '../props/decor.ts';
import {
  cabinetRun,
  island,
  type KitchenFinish,
  openShelves,
  rangeHood,
  type SplashStyle,
  splashback,
  WORKTOP,
  wallCabinets,
} from '../props/kitchen.ts';
import { pendant } from '../props/lamps.ts';
import { plant } from '../props/plants.ts';
import { rug } from '../props/textiles.ts';
import { alongWall, type RoomSpec, type WallName, wallFrame, wallPlane } from '../room-geometry.ts';
import { drawRoom } from '../room-shell.ts';
import type { Scene } from '../scene.ts';
import { circle, group, path, d as pathData } from '../svg.ts';
import { camera, floorPlant, light, roomOf, sceneFor, type ViewContext, windowOn } from './common.ts';

function finishOf(scene: Scene, d: RoomDesign): KitchenFinish {
  const p = scene.palette;
  const rng = d.rng.fork('kitchen');
  const worktop = luminance(p.primary) > 0.55 ? mix(p.wood, p.primary, 0.3) : lighten(mix(p.wall, '#f4f1ec', 0.6), 0.2);
  return {
    fronts: p.primary,
    worktop,
    handle: p.metal,
    splash: rng.pick([lighten(p.textile, 0.25), mix(p.accent, p.wall, 0.45), lighten(p.wall, 0.35)]),
    splashStyle: rng.pick<SplashStyle>(['subway', 'zellige', 'slab']),
  };
}

/** The frame of a run against a wall, starting at world position `from` along it. */
function runFrame(room: RoomSpec, wall: WallName, from: number): Frame {
  return wallFrame(room, wall, from, 0.62);
}

/** Bowls, a jug, a lemon bowl and a herb pot on a worktop: the kitchen's styling. */
function counterStyling(scene: Scene, d: RoomDesign, frame: Frame, x: number): void {
  const p = scene.palette;
  const top = frame.child(x, 0, 0, WORKTOP);
  const lemons = bowl(scene, top.point(0, 0, 0.3), 0.14, lighten(p.textile, 0.15));
  scene.item(
    top.point(0, 0, 0.1).z,
    [
      lemons.svg,
      vase(scene, top.point(0.35, 0, 0.38), 'jug', 0.26, p.accent).svg,
      plant(scene, top.point(-0.35, 0, 0.35), {
        kind: 'snake',
        pot: 'cylinder',
        potColour: mix(p.textile, p.wall, 0.3),
        potRadius: 0.07,
        potHeight: 0.12,
        height: 0.3,
        rng: d.rng.fork('herbs'),
      }).svg,
    ].join(''),
  );
}

/** A flat-woven runner along the working side of a kitchen. */
function runner(scene: Scene, d: RoomDesign, frame: Frame, length: number): void {
  const p = scene.palette;
  rug(scene, frame, {
    width: length,
    depth: 0.75,
    pattern: d.rug === 'diamond' ? 'border' : d.rug,
    base: mix(p.textile, p.wall, 0.3),
    ink: mix(p.accent, p.textile, 0.4),
  });
}

/** A timber board leaning on the splashback, at local x in a run's frame. */
function cuttingBoard(scene: Scene, frame: Frame, x: number, wood: string): string {
  const plane = { origin: frame.point(x, WORKTOP, 0.52), u: frame.dir(1, 0, 0), v: { x: 0, y: 1, z: 0 } };
  return group(
    [
      path(
        pathData`M-0.16 0V-0.36Q-0.16 -0.42 -0.1 -0.42H-0.04V-0.47Q0 -0.51 0.04 -0.47V-0.42H0.1Q0.16 -0.42 0.16 -0.36V0Z`,
        { fill: wood },
      ),
      path(pathData`M-0.016 -0.455a0.016 0.016 0 1 0 0.032 0a0.016 0.016 0 1 0 -0.032 0`, { fill: shade(wood, -0.45) }),
      path(pathData`M0.13 0V-0.36`, { stroke: shade(wood, 0.15), 'stroke-width': 0.01 }),
    ],
    { transform: scene.planeTransform(plane, 0, 0) },
  );
}

/** A few lemons heaped in a bowl whose rim is at `at`. */
function fruit(scene: Scene, at: Vec3, colour: string): string {
  const plane = { origin: at, u: { x: 1, y: 0, z: 0 }, v: { x: 0, y: 1, z: 0 } };
  return group(
    [
      circle(-0.06, 0, 0.045, { fill: shade(colour, -0.08) }),
      circle(0.055, 0.005, 0.045, { fill: shade(colour, -0.04) }),
      circle(0, -0.035, 0.048, { fill: colour }),
      circle(-0.012, -0.05, 0.014, { fill: lighten(colour, 0.5), 'fill-opacity': 0.6 }),
    ],
    { transform: scene.planeTransform(plane, 0, 0) },
  );
}

function stools(scene: Scene, d: RoomDesign, x: number, z: number, count: number, spacing = 0.6): void {
  const p = scene.palette;
  for (let i = 0; i < count; i++)
    stool(
      scene,
      new Frame(x + (i - (count - 1) / 2) * spacing, z),
      mix(p.textile, p.wood, 0.35),
      d.legs === p.metal ? shade(p.metal, -0.3) : p.wood,
    );
}

function backRun(
  scene: Scene,
  d: RoomDesign,
  room: RoomSpec,
  from: number,
  to: number,
  f: KitchenFinish,
  layout: { sink?: number; range?: number; shelvesLeft?: boolean },
): void {
  const frame = runFrame(room, 'back', from);
  const len = to - from;
  const wall = wallPlane(room, 'back');
  const a0 = alongWall(room, 'back', from);
  splashback(scene, wall, a0, a0 + len, 1.45, f, d.rng.fork('splash'));
  cabinetRun(scene, frame, { length: len, finish: f, sinkAt: layout.sink, rangeAt: layout.range });
  if (layout.range !== undefined) {
    rangeHood(scene, frame, layout.range, room.height, lighten(mix(scene.palette.wall, f.fronts, 0.3), 0.1));
    const left = layout.range - 0.5;
    const right = layout.range + 0.5;
    if (layout.shelvesLeft) openShelves(scene, frame, 0.1, left - 0.15, [1.55, 1.95], d.rng.fork('shelves'));
    else wallCabinets(scene, frame, 0, left, f);
    wallCabinets(scene, frame, right, len, f);
  }
}

function wide(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0.1, 1.4, 800, 430), light.fromLeft());
  const win = windowOn(d, 'left', 3.3, 4.8, 1.0, 2.35);
  const room = roomOf(d, { x0: -2.9, x1: 2.9, depth: 6.0, height: 2.75, windows: [win] });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  backRun(scene, d, room, -2.6, 2.9, f, { sink: 1.0, range: 3.0, shelvesLeft: true });
  counterStyling(scene, d, runFrame(room, 'back', -2.6), 1.0 + 0.0);
  const s = d.shift * 0.6;
  island(scene, new Frame(0.1 + s, 3.9), 2.2 * d.stretch, f);
  stools(scene, d, 0.1 + s, 3.45, 3);
  for (const x of [-0.55, 0.1, 0.75])
    pendant(scene, { x: x + s, y: room.height, z: 4.3 }, 1.75, d.pendant, ctx.palette.metal, 0.17);
  floorPlant(scene, d, { x: -2.35, y: 0, z: 4.9 }, 0, 1.15);
  return scene;
}

function tallWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.35, 800, 440), light.fromRight());
  const room = roomOf(d, {
    x0: -2.5,
    x1: 2.6,
    depth: 4.6,
    height: 2.75,
    windows: [windowOn(d, 'right', 2.2, 3.7, 1.0, 2.35)],
  });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  // A bank of tall larder cabinets, then a run with open shelving above.
  const tall = runFrame(room, 'back', -2.5);
  wallCabinets(scene, tall, 0, 1.2, f, 0.1, 2.3);
  cabinetRun(scene, runFrame(room, 'back', -1.3), { length: 2.4, finish: f, sinkAt: 1.5 });
  splashback(scene, wallPlane(room, 'back'), 1.2, 3.6, 1.45, f, d.rng.fork('splash'));
  openShelves(scene, runFrame(room, 'back', -1.3), 0.05, 2.35, [1.6, 2.0], d.rng.fork('shelves'));
  counterStyling(scene, d, runFrame(room, 'back', -1.3), 0.55);
  floorPlant(scene, d, { x: 1.85, y: 0, z: 4.0 }, 1, 1.3);
  runner(scene, d, new Frame(-0.1, 3.45), 2.2);
  return scene;
}

function counterDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const p = ctx.palette;
  const scene = sceneFor(ctx, camera(1400, 0.3, 1.3, 800, 300), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 2.2,
    height: 2.75,
    windows: [windowOn(d, 'left', 0.6, 1.9, 1.0, 2.35)],
  });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  backRun(scene, d, room, -2.2, 2.6, f, { sink: 3.0, range: 0.9, shelvesLeft: true });
  const frame = runFrame(room, 'back', -2.2);
  const top = frame.child(0, 0, 0, WORKTOP);
  // A timber board leaning on the splashback, bowls and a jug: the close-up a shoot would take.
  scene.item(
    top.point(0, 0, 0.1).z,
    [
      cuttingBoard(scene, frame, 1.55, p.wood),
      bowl(scene, top.point(1.9, 0, 0.3), 0.16, lighten(p.textile, 0.15)).svg,
      fruit(scene, top.point(1.9, 0.09, 0.3), mix('#e9c44a', p.accent, 0.12)),
      bowl(scene, top.point(2.12, 0, 0.36), 0.1, p.accent).svg,
      vase(scene, top.point(2.45, 0, 0.4), 'jug', 0.3, mix(p.textile, p.wall, 0.2)).svg,
      plant(scene, top.point(2.45, 0.28, 0.4), {
        kind: 'branches',
        pot: 'cylinder',
        potColour: p.textile,
        potRadius: 0.02,
        potHeight: 0.02,
        height: 0.5,
        rng: d.rng.fork('jug-branches'),
      }).svg,
    ].join(''),
  );
  return scene;
}

function windowWall(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1150, 0, 1.35, 800, 440), light.fromBack());
  const win = windowOn(d, 'back', -0.8, 0.8, 1.05, 2.35);
  const room = roomOf(d, { x0: -2.7, x1: 2.7, depth: 5.4, height: 2.75, windows: [win] });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  cabinetRun(scene, runFrame(room, 'back', -2.7), { length: 5.4, finish: f, sinkAt: 2.7 });
  const wall = wallPlane(room, 'back');
  splashback(scene, wall, 0, 1.75, 1.45, f, d.rng.fork('splash'));
  splashback(scene, wall, 3.65, 5.4, 1.45, f, d.rng.fork('splash'));
  openShelves(scene, runFrame(room, 'back', -2.7), 0.15, 1.6, [1.6, 2.0], d.rng.fork('shelves'));
  wallCabinets(scene, runFrame(room, 'back', -2.7), 3.8, 5.4, f);
  counterStyling(scene, d, runFrame(room, 'back', -2.7), 1.25);
  island(scene, new Frame(0, 3.3), 2.0, f);
  stools(scene, d, 0, 2.85, 3);
  return scene;
}

function angled(ctx: ViewContext): Scene {
  const d = ctx.design;
  const scene = sceneFor(ctx, camera(1100, 1.1, 1.4, 1050, 430), light.fromRight());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 5.8,
    height: 2.75,
    windows: [windowOn(d, 'right', 3.2, 4.7, 1.0, 2.35)],
  });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  // An L: a run down the left wall with the range, and one along the back wall with the sink.
  const side = runFrame(room, 'left', 2.2);
  cabinetRun(scene, side, { length: 3.0, finish: f, rangeAt: 1.6 });
  rangeHood(scene, side, 1.6, room.height, lighten(mix(scene.palette.wall, f.fronts, 0.3), 0.1));
  splashback(scene, wallPlane(room, 'left'), 1.8, 5.4, 1.45, f, d.rng.fork('splash'));
  backRun(scene, d, room, -1.98, 1.6, f, { sink: 1.8 });
  wallCabinets(scene, runFrame(room, 'back', -1.98), 0.3, 3.6, f);
  island(scene, new Frame(-0.2, 3.7), 1.8, f);
  stools(scene, d, -0.2, 3.25, 2, 0.7);
  for (const x of [-0.6, 0.2]) pendant(scene, { x, y: room.height, z: 4.1 }, 1.75, d.pendant, ctx.palette.metal, 0.17);
  floorPlant(scene, d, { x: 2.05, y: 0, z: 5.2 }, 0, 1.5);
  return scene;
}

function islandDetail(ctx: ViewContext): Scene {
  const d = ctx.design;
  const p = ctx.palette;
  const scene = sceneFor(ctx, camera(1350, -0.2, 1.25, 800, 380), light.fromLeft());
  const room = roomOf(d, {
    x0: -2.6,
    x1: 2.6,
    depth: 4.3,
    height: 2.75,
    windows: [windowOn(d, 'left', 1.8, 3.4, 1.0, 2.35)],
  });
  drawRoom(scene, room);
  const f = finishOf(scene, d);
  backRun(scene, d, room, -2.6, 2.6, f, { sink: 1.2, range: 3.6, shelvesLeft: false });
  island(scene, new Frame(0.2, 2.45), 2.2, f);
  stools(scene, d, 0.2, 2.0, 3, 0.62);
  const top = new Frame(0.2, 2.45).child(0, 0, 0, WORKTOP + 0.01);
  scene.item(
    2.1,
    [
      bowl(scene, top.point(-0.45, 0, 0.2), 0.17, p.accent).svg,
      vase(scene, top.point(0.55, 0, 0.3), 'bottle', 0.32, lighten(p.textile, 0.1)).svg,
    ].join(''),
  );
  pendant(scene, { x: -0.3, y: room.height, z: 2.6 }, 1.85, d.pendant, p.metal, 0.2);
  pendant(scene, { x: 0.7, y: room.height, z: 2.6 }, 1.85, d.pendant, p.metal, 0.2);
  return scene;
}

export const kitchenViews = [wide, tallWall, counterDetail, windowWall, angled, islandDetail] as const;
