import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  FONTS_DIR,
  generateFonts,
  INSTANCED_FACES,
  type InstancedFace,
  instanceFileName,
  rewriteSheet,
} from './instance-fonts.ts';

const require = createRequire(import.meta.url);

async function openFace(file: string) {
  const sfnt = await convert(await readFile(file), 'sfnt');
  return new hb.Face(new hb.Blob(new Uint8Array(sfnt)), 0);
}

const fontsourceFile = (face: InstancedFace) =>
  path.join(path.dirname(require.resolve(`${face.pkg}/package.json`)), 'files', face.file);

describe('app/fonts', () => {
  it('holds exactly what `npm run fonts` makes from the installed Fontsource packages', async () => {
    const { files, css } = await generateFonts();
    expect(await readFile(path.join(FONTS_DIR, 'fonts.css'), 'utf8')).toBe(css);
    for (const [name, bytes] of files)
      expect(Buffer.compare(await readFile(path.join(FONTS_DIR, name)), bytes)).toBe(0);
  });

  describe.each(INSTANCED_FACES)('$file', (face) => {
    it('keeps exactly the weights its face in fonts.css declares, and the other axes whole', async () => {
      const [original, instance] = await Promise.all([
        openFace(fontsourceFile(face)),
        openFace(path.join(FONTS_DIR, instanceFileName(face))),
      ]);
      const { wght: _dropped, ...otherAxes } = original.getAxisInfos();
      const kept = instance.getAxisInfos();
      if (face.weights.min === face.weights.max) expect(kept.wght).toBeUndefined();
      else expect(kept.wght).toMatchObject(face.weights);
      const { wght: _kept, ...instanceOtherAxes } = kept;
      expect(instanceOtherAxes).toEqual(otherAxes);
      const css = await readFile(path.join(FONTS_DIR, 'fonts.css'), 'utf8');
      const weights =
        face.weights.min === face.weights.max ? `${face.weights.min}` : `${face.weights.min} ${face.weights.max}`;
      expect(css).toContain(`font-weight: ${weights};\n  src: url(./${instanceFileName(face)})`);
    });

    it('draws every character Fontsource’s file draws, each point within 2 font units and each advance within 1, at every weight it keeps', async () => {
      const [original, instance] = await Promise.all([
        openFace(fontsourceFile(face)),
        openFace(path.join(FONTS_DIR, instanceFileName(face))),
      ]);
      const characters = [...original.collectUnicodes()];
      expect([...instance.collectUnicodes()].sort()).toEqual([...characters].sort());
      const opticalSizes = original.getAxisInfos().opsz ? [9, 16, 48, 144] : [undefined];
      const { min, max } = face.weights;
      let worstPoint = 0;
      let worstAdvance = 0;
      for (let weight = min; weight <= max; weight += 50)
        for (const opsz of opticalSizes) {
          const at = (font: hb.Font, withWeight: boolean) => {
            const settings = [...(withWeight ? [new hb.Variation('wght', weight)] : [])];
            if (opsz) settings.push(new hb.Variation('opsz', opsz));
            font.setVariations(settings);
            return font;
          };
          const before = at(new hb.Font(original), true);
          const after = at(new hb.Font(instance), min !== max);
          for (const character of characters) {
            const [a, b] = [before.nominalGlyph(character) ?? 0, after.nominalGlyph(character) ?? 0];
            worstAdvance = Math.max(worstAdvance, Math.abs(before.glyphHAdvance(a) - after.glyphHAdvance(b)));
            const [pathA, pathB] = [before.glyphToJson(a), after.glyphToJson(b)];
            expect(pathB.map((command) => command.type)).toEqual(pathA.map((command) => command.type));
            for (const [i, command] of pathA.entries())
              for (const [j, value] of command.values.entries())
                worstPoint = Math.max(worstPoint, Math.abs(value - (pathB[i]?.values[j] ?? Number.NaN)));
          }
        }
      // Instancing rounds the outlines to whole font units (2000–2048 to the em): at 72 px, 2 units are 0.07 px.
      expect(worstPoint).toBeLessThanOrEqual(2);
      expect(worstAdvance).toBeLessThanOrEqual(1);
    });
  });
});

describe('the style sheet made from Fontsource’s', () => {
  const face: InstancedFace = {
    pkg: '@fontsource-variable/demo',
    css: 'wght.css',
    file: 'demo-latin-wght-normal.woff2',
    weights: { min: 400, max: 600 },
  };
  const fontsource = (name: string) =>
    `/* ${name} */\n@font-face {\n  font-family: 'Demo Variable';\n  font-weight: 100 900;\n  src: url(./files/${name}.woff2) format('woff2-variations');\n  unicode-range: U+0000-00FF;\n}\n`;
  const sheet = `${fontsource('demo-latin-ext-wght-normal')}\n${fontsource('demo-latin-wght-normal')}`;

  it('splits every face by weight alike (Chromium draws a weight from faces of one range): the kept weights’ latin face is the instance, the rest Fontsource’s files', () => {
    const css = rewriteSheet(sheet, face);
    const faces = [...css.matchAll(/font-weight: ([\d ]+);\n {2}src: url\(([^)]+)\)/g)].map(([, weights, url]) => [
      weights,
      url,
    ]);
    expect(faces).toEqual([
      ['100 399', '@fontsource-variable/demo/files/demo-latin-ext-wght-normal.woff2'],
      ['400 600', '@fontsource-variable/demo/files/demo-latin-ext-wght-normal.woff2'],
      ['601 900', '@fontsource-variable/demo/files/demo-latin-ext-wght-normal.woff2'],
      ['100 399', '@fontsource-variable/demo/files/demo-latin-wght-normal.woff2'],
      ['400 600', './demo-latin-wght-normal-400-600.woff2'],
      ['601 900', '@fontsource-variable/demo/files/demo-latin-wght-normal.woff2'],
    ]);
    expect(css.match(/unicode-range: U\+0000-00FF;/g)).toHaveLength(6);
  });

  it('declares a pinned weight as one value', () => {
    const css = rewriteSheet(sheet, { ...face, weights: { min: 400, max: 400 } });
    expect(css).toContain('font-weight: 400;\n  src: url(./demo-latin-wght-normal-400.woff2)');
    expect(css).toContain('font-weight: 401 900;');
  });

  it('refuses a sheet it does not recognise rather than write a wrong one', () => {
    expect(() => rewriteSheet('', face)).toThrow('no @font-face found');
    expect(() => rewriteSheet(fontsource('demo-latin-ext-wght-normal'), face)).toThrow('no face for');
    expect(() => rewriteSheet(sheet.replaceAll('100 900', '300 700'), face)).toThrow('whole weight axis');
    expect(() => rewriteSheet(sheet.replace('100 900', '300 700'), face)).toThrow(
      'demo-latin-ext-wght-normal: expected',
    );
  });
});
