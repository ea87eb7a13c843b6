/**
 * Renders every room and view in a few contrasting palettes to /tmp/illustrations, with contact sheets,
 * so the illustrations can be looked at while working on them. Not part of the seed or the tests.
 *
 *   npx tsx server/seed/illustrations/preview.ts [room…] [--palette=name] [--views=0,1] [--seed=slug]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { RoomKind } from '../content/types.ts';
import { PREVIEW_PALETTES } from './preview-palettes.ts';
import { renderSceneJpeg } from './render-scene.ts';

const OUT = '/tmp/illustrations';

const ROOMS: RoomKind[] = ['living-room', 'kitchen', 'bedroom', 'dining'];
const THUMB_W = 534;
const THUMB_H = 356;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const rooms = ROOMS.filter((r) => args.includes(r));
  const paletteNames = option('palette')?.split(',') ?? Object.keys(PREVIEW_PALETTES);
  const views = option('views')?.split(',').map(Number) ?? [0, 1, 2, 3, 4, 5];
  const seed = option('seed') ?? 'preview-project';
  await mkdir(OUT, { recursive: true });

  const times: number[] = [];
  const overview: sharp.OverlayOptions[] = [];
  let row = 0;
  for (const room of rooms.length > 0 ? rooms : ROOMS) {
    for (const name of paletteNames) {
      const palette = PREVIEW_PALETTES[name];
      if (!palette) throw new Error(`Unknown palette ${name}`);
      const tiles: sharp.OverlayOptions[] = [];
      for (const [i, view] of views.entries()) {
        const started = performance.now();
        const jpeg = await renderSceneJpeg({ room, palette, view, seed });
        times.push(performance.now() - started);
        const file = `${OUT}/${room}-${name}-${view}`;
        await writeFile(`${file}.jpg`, jpeg);
        // The image viewer used while developing shows PNG only.
        await sharp(jpeg).png().toFile(`${file}.png`);
        const thumb = await sharp(jpeg).resize(THUMB_W, THUMB_H).png().toBuffer();
        tiles.push({ input: thumb, left: (i % 3) * THUMB_W, top: Math.floor(i / 3) * THUMB_H });
        overview.push({
          input: await sharp(jpeg)
            .resize(THUMB_W / 2, THUMB_H / 2)
            .png()
            .toBuffer(),
          left: i * (THUMB_W / 2),
          top: row * (THUMB_H / 2),
        });
      }
      row++;
      await sharp({
        create: {
          width: THUMB_W * 3,
          height: THUMB_H * Math.ceil(views.length / 3),
          channels: 3,
          background: '#ffffff',
        },
      })
        .composite(tiles)
        .png()
        .toFile(`${OUT}/sheet-${room}-${name}.png`);
    }
  }
  await sharp({
    create: { width: (THUMB_W / 2) * views.length, height: (THUMB_H / 2) * row, channels: 3, background: '#ffffff' },
  })
    .composite(overview)
    .png()
    .toFile(`${OUT}/contact-sheet.png`);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${times.length} images, median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (render + JPEG encode)`,
  );
}

await main();
