/**
 * Which font draws which part of a text. The bundled fonts come split by script (fontsource's
 * latin, latin-ext, vietnamese, greek, cyrillic … files, each with only its own glyphs, not even a
 * space in most), so a name like "Łukasz" or "Ἀλέξανδρος" needs several files on one line. A text
 * is cut into runs, each drawn with the first face of a preference chain that has all its glyphs.
 */

/** What fontkit fonts answer (`hasGlyphForCodePoint`); tests pass plain sets. */
export interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** `face` indexes the chain; null: no bundled font has these characters (e.g. CJK). */
export interface FontRun {
  text: string;
  face: number | null;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Joiners and variation selectors shape their neighbours; a font need not map them itself. */
function isIgnorable(codePoint: number): boolean {
  return (
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  );
}

function covers(face: GlyphCoverage, codePoints: number[]): boolean {
  return codePoints.every((cp) => isIgnorable(cp) || face.hasGlyphForCodePoint(cp));
}

function pickFace(cluster: string, chain: readonly GlyphCoverage[], current: number | null): number | null {
  const codePoints = [...cluster].map((char) => char.codePointAt(0) ?? 0);
  if (current !== null && chain[current] && covers(chain[current], codePoints)) return current;
  const whole = chain.findIndex((face) => covers(face, codePoints));
  if (whole >= 0) return whole;
  // Line breaks and tabs are layout, not glyphs: they stay with whatever surrounds them.
  if (/^\s+$/u.test(cluster)) return current ?? (chain.length > 0 ? 0 : null);
  // A base letter with a mark no face has: the base still reads correctly.
  const base = codePoints[0] ?? 0;
  const partial = chain.findIndex((face) => face.hasGlyphForCodePoint(base));
  return partial >= 0 ? partial : null;
}

/**
 * Cuts `text` (NFC-normalised first, so "Đặng" typed with combining marks uses the precomposed
 * letters the fonts have) into runs of one face each. A character the current run's face has stays
 * in that run, so spaces and punctuation do not fragment a line.
 */
export function splitFontRuns(text: string, chain: readonly GlyphCoverage[]): FontRun[] {
  const runs: FontRun[] = [];
  let current: number | null = null;
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const face = pickFace(segment, chain, current);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += segment;
    else runs.push({ text: segment, face });
    current = face;
  }
  return runs;
}

/** True when every visible character has a face (whitespace never counts against a text). */
export function isFullyCovered(text: string, chain: readonly GlyphCoverage[]): boolean {
  return splitFontRuns(text, chain).every((run) => run.face !== null || /^\s*$/u.test(run.text));
}
