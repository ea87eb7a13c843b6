import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FONTS_DIR, generateFonts } from './instance-fonts.ts';

// `npm run fonts`: after a Fontsource upgrade, or a change to the weights the site draws.
const { files, css } = await generateFonts();
await mkdir(FONTS_DIR, { recursive: true });
for (const stale of (await readdir(FONTS_DIR)).filter((name) => name.endsWith('.woff2') && !files.has(name)))
  await rm(path.join(FONTS_DIR, stale));
for (const [name, bytes] of files) await writeFile(path.join(FONTS_DIR, name), bytes);
await writeFile(path.join(FONTS_DIR, 'fonts.css'), css);
for (const [name, bytes] of files) console.log(`app/fonts/${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
