import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RoomKind, ScenePalette } from '../content/types.ts';
import { renderSceneJpeg, renderSceneSvg } from './render-scene.ts';

const ROOMS: RoomKind[] = ['living-room', 'kitchen', 'bedroom', 'dining'];

const LINEN: ScenePalette = {
  wall: '#efe7dc',
  floor: '#b98a5f',
  primary: '#d9cbb6',
  accent: '#b8613f',
  wood: '#8b5e3c',
  textile: '#e9dfcf',
  metal: '#b28f5a',
  plant: '#5d7a48',
};

const CHARCOAL: ScenePalette = {
  wall: '#3a3b3d',
  floor: '#6b5240',
  primary: '#6b6e4e',
  accent: '#c08a4a',
  wood: '#5a3c2a',
  textile: '#cdbfa8',
  metal: '#c2a068',
  plant: '#5f7f4f',
};

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));
}

describe('renderSceneJpeg', () => {
  it('returns a JPEG of the default 3:2 size', async () => {
    const jpeg = await renderSceneJpeg({ room: 'living-room', palette: LINEN, view: 0, seed: 'quiet-house' });
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
  });

  it('honours a requested size, cropping rather than distorting', async () => {
    const jpeg = await renderSceneJpeg({
      room: 'kitchen',
      palette: LINEN,
      view: 1,
      seed: 'quiet-house',
      width: 640,
      height: 640,
    });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 640]);
  });

  it('is deterministic: the same input gives identical bytes', async () => {
    const input = { room: 'bedroom', palette: CHARCOAL, view: 3, seed: 'loft-in-ghent' } as const;
    const [a, b] = await Promise.all([renderSceneJpeg(input), renderSceneJpeg(input)]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws a different picture for every view of a room', async () => {
    for (const room of ROOMS) {
      const svgs = new Set(
        [0, 1, 2, 3, 4, 5].map((view) => renderSceneSvg({ room, palette: LINEN, view, seed: 'same-project' })),
      );
      expect(svgs.size, room).toBe(6);
    }
    const [wide, detail] = await Promise.all(
      [0, 2].map((view) =>
        renderSceneJpeg({ room: 'dining', palette: LINEN, view, seed: 'same-project', width: 300, height: 200 }),
      ),
    );
    const [wa, wb] = await Promise.all([wide, detail].map((j) => sharp(j).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < (wa?.length ?? 0); i++) diff += Math.abs((wa?.[i] ?? 0) - (wb?.[i] ?? 0));
    expect(diff / (wa?.length ?? 1)).toBeGreaterThan(12);
  });

  it('varies with the project seed', () => {
    const a = renderSceneSvg({ room: 'living-room', palette: LINEN, view: 0, seed: 'atelier-one' });
    const b = renderSceneSvg({ room: 'living-room', palette: LINEN, view: 0, seed: 'atelier-two' });
    expect(a).not.toBe(b);
  });

  it.each([
    ['linen', LINEN],
    ['charcoal', CHARCOAL],
  ] as const)('is a composed picture in the %s palette, not a flat placeholder', async (_name, palette) => {
    const jpeg = await renderSceneJpeg({ room: 'living-room', palette, view: 0, seed: 'quiet-house' });
    const stats = await sharp(jpeg).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(18);
    // The dominant colour is the room's own: its walls or floor, lit or shaded.
    const { r, g, b } = stats.dominant;
    const nearest = Math.min(...[palette.wall, palette.floor].map((c) => distance([r, g, b], rgb(c))));
    expect(nearest).toBeLessThan(48);
  });
});

describe('renderSceneSvg', () => {
  it('uses only self-contained SVG that librsvg renders the same on any machine', () => {
    for (const room of ROOMS) {
      for (const view of [0, 1, 2, 3, 4, 5]) {
        const svg = renderSceneSvg({ room, palette: CHARCOAL, view, seed: 'check' });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toMatch(/<text|<image|<foreignObject|NaN|Infinity/);
        // References point only inside the document.
        for (const m of svg.matchAll(/(?:href|url\()\s*=?\s*"?(#?[^")\s]*)/g))
          expect(m[1]?.startsWith('#'), `${room} ${view}`).toBe(true);
      }
    }
  });

  it('wraps view numbers beyond 5 around the six compositions', () => {
    const base = { room: 'dining', palette: LINEN, seed: 'wrap' } as const;
    expect(renderSceneSvg({ ...base, view: 7 })).toBe(renderSceneSvg({ ...base, view: 1 }));
  });
});
