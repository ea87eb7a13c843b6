import sharp from 'sharp';
import type { RoomKind, ScenePalette } from '../content/types.ts';
import { designFor } from './design.ts';
import { bedroomViews } from './rooms/bedroom.ts';
import type { ViewComposer } from './rooms/common.ts';
import { diningViews } from './rooms/dining.ts';
import { kitchenViews } from './rooms/kitchen.ts';
import { livingRoomViews } from './rooms/living-room.ts';
import { CANVAS_H, CANVAS_W } from './scene.ts';

export interface SceneInput {
  room: RoomKind;
  palette: ScenePalette;
  /** 0 = wide view; 1–5 other compositions of the same room. Other numbers wrap around. */
  view: number;
  /** the project slug: varies finishes, proportions and motifs */
  seed: string;
  width?: number;
  height?: number;
}

const VIEWS: Record<RoomKind, readonly ViewComposer[]> = {
  'living-room': livingRoomViews,
  kitchen: kitchenViews,
  bedroom: bedroomViews,
  dining: diningViews,
};

/** The SVG source of a demo illustration: deterministic for a given input. */
export function renderSceneSvg(input: SceneInput): string {
  const views = VIEWS[input.room];
  const index = ((Math.trunc(input.view) % views.length) + views.length) % views.length;
  const compose = views[index];
  if (!compose) throw new Error(`No view ${input.view} for ${input.room}`);
  const scene = compose({
    palette: input.palette,
    design: designFor(input.palette, `${input.room}:${input.seed}`),
    view: index,
    seed: input.seed,
  });
  return scene.toSvg(input.width ?? CANVAS_W, input.height ?? CANVAS_H);
}

/** How the SVG becomes JPEG bytes (the render cache's key includes it). */
export const SCENE_JPEG_OPTIONS = { quality: 84, mozjpeg: true } as const;

/** The demo illustration as JPEG bytes, 1600×1067 unless asked otherwise. */
export async function renderSceneJpeg(input: SceneInput): Promise<Buffer> {
  const width = input.width ?? CANVAS_W;
  const height = input.height ?? CANVAS_H;
  return rasterizeScene(renderSceneSvg({ ...input, width, height }), width, height);
}

/** An illustration's SVG (of that size) as JPEG bytes: librsvg and mozjpeg, the costly part. */
export function rasterizeScene(svg: string, width: number, height: number): Promise<Buffer> {
  // The SVG already has the requested size; resize only guards against librsvg rounding a dimension.
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' }).jpeg(SCENE_JPEG_OPTIONS).toBuffer();
}
