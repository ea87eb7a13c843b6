import { describe, expect, it } from 'vitest';
import { type GlyphCoverage, isFullyCovered, splitFontRuns } from './font-runs.ts';
import { loadFontLibrary } from './lookbook-fonts.ts';

/** A face that has exactly the characters given (like fontsource's per-script files). */
function face(characters: string): GlyphCoverage {
  const codePoints = new Set([...characters].map((char) => char.codePointAt(0)));
  return { hasGlyphForCodePoint: (codePoint) => codePoints.has(codePoint) };
}

const ascii = ' !,.-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const latin = face(`${ascii}ëé`);
const latinExt = face('ŁłĐđ');
const vietnamese = face('ặẠạ\u0323\u0306');
const greek = face('αβγδελνξορςΑΒΓΔΕέ');
const chain = [latin, latinExt, vietnamese, greek];

describe('splitting text into font runs', () => {
  it('keeps a text one face has in a single run', () => {
    expect(splitFontRuns('Prepared for Zoë', chain)).toEqual([{ text: 'Prepared for Zoë', face: 0 }]);
  });

  it('gives each character the first face that has it, and keeps the rest with the run it is in', () => {
    expect(splitFontRuns('Dear Łukasz,', chain)).toEqual([
      { text: 'Dear ', face: 0 },
      { text: 'Ł', face: 1 },
      { text: 'ukasz,', face: 0 },
    ]);
  });

  it('lets spaces and punctuation stay in the current run when its face has them', () => {
    const spaced = [latin, face('Łł ,')];
    expect(splitFontRuns('Łł, ł', spaced)).toEqual([{ text: 'Łł, ł', face: 1 }]);
  });

  it('normalises to NFC first, so letters typed with combining marks use the precomposed glyph', () => {
    const decomposed = 'Đa\u0323\u0306ng';
    expect(decomposed.normalize('NFC')).toBe('Đặng');
    expect(splitFontRuns(decomposed, chain)).toEqual([
      { text: 'Đ', face: 1 },
      { text: 'ặ', face: 2 },
      { text: 'ng', face: 0 },
    ]);
  });

  it('switches scripts within a word and back', () => {
    expect(splitFontRuns('Ἀλέξ', [latin, greek])).toEqual([
      { text: 'Ἀ', face: null },
      { text: 'λέξ', face: 1 },
    ]);
  });

  it('marks characters no face has with a null face (CJK with Latin-only fonts)', () => {
    expect(splitFontRuns('Anna 王小明', chain)).toEqual([
      { text: 'Anna ', face: 0 },
      { text: '王小明', face: null },
    ]);
  });

  it('keeps a base letter whose mark no face has in the face of the base letter', () => {
    expect(splitFontRuns('a\u0358b', chain)).toEqual([{ text: 'a\u0358b', face: 0 }]);
  });

  it('returns nothing for an empty text', () => {
    expect(splitFontRuns('', chain)).toEqual([]);
  });

  it('says whether every visible character can be drawn', () => {
    expect(isFullyCovered('Zoë Łukasz', chain)).toBe(true);
    expect(isFullyCovered('Anna 王', chain)).toBe(false);
    expect(isFullyCovered('  ', chain)).toBe(true);
  });
});

describe('the bundled lookbook fonts', () => {
  it.each(['Zoë', 'Łukasz', 'Đặng', 'Ἀλέξανδρος', 'Дмитрий', 'Ørjan', 'Şükrü'])(
    'draw the name %s in the display and text styles',
    async (name) => {
      const fonts = await loadFontLibrary();
      expect(isFullyCovered(`Prepared for ${name}`, fonts.chains.display)).toBe(true);
      expect(isFullyCovered(`Prepared for ${name}`, fonts.chains.displayItalic)).toBe(true);
      expect(isFullyCovered(`Dear ${name},`, fonts.chains.text)).toBe(true);
    },
  );

  it('draw Greek and Cyrillic display text with Inter, as Fraunces has neither', async () => {
    const fonts = await loadFontLibrary();
    const names = (text: string) =>
      splitFontRuns(text, fonts.chains.display).map((run) => fonts.chains.display[run.face ?? -1]?.name);
    expect(names('Ἀλέξανδρος')).toEqual(['inter-greek-ext-300-normal', 'inter-greek-300-normal']);
    expect(names('Дмитрий')).toEqual(['inter-cyrillic-300-normal']);
    expect(names('Zoë')).toEqual(['fraunces-latin-300-normal']);
  });

  it('cannot draw Chinese, Arabic or Hebrew (the documented limit)', async () => {
    const fonts = await loadFontLibrary();
    for (const name of ['王小明', 'محمد', 'דוד']) expect(isFullyCovered(name, fonts.chains.display)).toBe(false);
  });
});
