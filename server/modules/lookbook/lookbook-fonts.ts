import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { GlyphCoverage } from './font-runs.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The lookbook's fonts: Fraunces for display, Inter for text, embedded from the same @fontsource
 * packages the site self-hosts. Their `.woff` files (fontkit's subsetter fails on the `.woff2`
 * ones) are split by script; each style below is a chain of those files, tried in order per
 * character (font-runs.ts). Fraunces has no Greek or Cyrillic, so display text falls back to Inter
 * of a similar weight for those. Scripts none of them covers (CJK, Arabic, Hebrew, Devanagari …)
 * cannot be drawn: callers leave such characters out, or word the line without them.
 */

export type FontStyle = 'display' | 'displayItalic' | 'text' | 'textItalic' | 'textMedium' | 'textSemibold';

/** One subset file, ready to hand to pdfkit; it answers which characters it has. */
export interface FontFace extends GlyphCoverage {
  /** registered name in every document, e.g. "inter-greek-400-normal" */
  name: string;
  /**
   * The parsed font, shared by every document: pdfkit takes a fontkit font in place of bytes, and
   * one kept across documents keeps its decoded tables (layout features, metrics) warm.
   */
  font: object;
  /** ascender above the baseline, in units of the font size */
  ascent: number;
}

export interface FontLibrary {
  chains: Record<FontStyle, FontFace[]>;
  faces: FontFace[];
}

const FRAUNCES_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
const INTER_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;

type FileSpec = { family: 'fraunces' | 'inter'; weight: number; italic: boolean };

const STYLES: Record<FontStyle, FileSpec[]> = {
  display: [
    { family: 'fraunces', weight: 300, italic: false },
    { family: 'inter', weight: 300, italic: false },
  ],
  displayItalic: [
    { family: 'fraunces', weight: 300, italic: true },
    { family: 'inter', weight: 300, italic: true },
  ],
  text: [{ family: 'inter', weight: 400, italic: false }],
  textItalic: [{ family: 'inter', weight: 400, italic: true }],
  textMedium: [{ family: 'inter', weight: 500, italic: false }],
  textSemibold: [{ family: 'inter', weight: 600, italic: false }],
};

const require = createRequire(import.meta.url);

function subsetsOf(spec: FileSpec): readonly string[] {
  return spec.family === 'fraunces' ? FRAUNCES_SUBSETS : INTER_SUBSETS;
}

function fileName(spec: FileSpec, subset: string): string {
  return `${spec.family}-${subset}-${spec.weight}-${spec.italic ? 'italic' : 'normal'}`;
}

interface FontkitFont extends GlyphCoverage {
  ascent: number;
  unitsPerEm: number;
  layout(text: string, features?: unknown): object;
}

interface ShapedRun {
  positions: object[];
}

/** A run pdfkit may change: its own positions (scaled in place by pdfkit), the same glyphs. */
function copyRun(run: ShapedRun): ShapedRun {
  const positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position)), position),
  );
  return Object.assign(Object.create(Object.getPrototypeOf(run)), run, { positions });
}

/**
 * pdfkit caches the shaping of each word per document (shared across documents in typesetter.ts),
 * but not of text drawn with explicit OpenType features: the letter-spaced labels, set without
 * kerning, on every page of every lookbook. Shaping them again each time (Inter's contextual
 * alternates are costly) was most of a warm build, so this font remembers those runs.
 */
function rememberFeatureLayouts(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ShapedRun>();
  font.layout = (text, features) => {
    if (!features) return layout(text);
    const key = `${JSON.stringify(features)}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      if (runs.size >= 5000) runs.clear();
      run = layout(text, features) as ShapedRun;
      runs.set(key, run);
    }
    return copyRun(run);
  };
}

function isFontkitFont(value: unknown): value is FontkitFont {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FontkitFont).hasGlyphForCodePoint === 'function' &&
    typeof (value as FontkitFont).layout === 'function' &&
    typeof (value as FontkitFont).unitsPerEm === 'number'
  );
}

/**
 * The parsed font behind pdfkit's current font. pdfkit bundles fontkit and exposes the parsed font
 * only on its (untyped) `_font.font`; checked here so a pdfkit upgrade that moves it fails loudly.
 */
function parsedFont(probe: PDFKit.PDFDocument, name: string): FontkitFont {
  const font = (probe as unknown as { _font?: { font?: unknown } })._font?.font;
  if (!isFontkitFont(font)) throw new Error(`pdfkit did not expose the parsed font of ${name}`);
  return font;
}

async function loadLibrary(): Promise<FontLibrary> {
  const files = new Map<string, FileSpec>();
  for (const spec of Object.values(STYLES).flat()) {
    for (const subset of subsetsOf(spec)) files.set(fileName(spec, subset), spec);
  }
  const names = [...files.keys()];
  const woffs = await Promise.all(
    names.map((name) => readFile(require.resolve(`@fontsource/${files.get(name)?.family}/files/${name}.woff`))),
  );
  // Parsed once through pdfkit's own fontkit, which also answers coverage and metrics.
  const probe = new PDFDocument({ autoFirstPage: false });
  const byName = new Map<string, FontFace>();
  const seen = new Set<FontkitFont>();
  names.forEach((name, i) => {
    const bytes = woffToSfnt(woffs[i] as Buffer);
    probe.font(bytes);
    const font = parsedFont(probe, name);
    // pdfkit reuses an open font it deems equal (same name and checksum): that would be another subset.
    if (seen.has(font)) throw new Error(`pdfkit took ${name} for a font it had already opened`);
    seen.add(font);
    rememberFeatureLayouts(font);
    byName.set(name, {
      name,
      font,
      hasGlyphForCodePoint: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      ascent: font.ascent / font.unitsPerEm,
    });
  });
  const chains = {} as Record<FontStyle, FontFace[]>;
  for (const [style, chain] of Object.entries(STYLES) as Array<[FontStyle, FileSpec[]]>) {
    chains[style] = chain.flatMap((spec) =>
      subsetsOf(spec).map((subset) => byName.get(fileName(spec, subset)) as FontFace),
    );
  }
  return { chains, faces: [...byName.values()] };
}

let library: Promise<FontLibrary> | null = null;

/** Read and prepared once per process (about 50 small files); the same for every document. */
export function loadFontLibrary(): Promise<FontLibrary> {
  library ??= loadLibrary().catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** Makes every face selectable by name in `doc`; pdfkit embeds only the ones actually drawn with. */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: FontLibrary): void {
  // pdfkit's types list only byte sources; its font factory takes a parsed font too (`layout()` present).
  for (const face of fonts.faces) doc.registerFont(face.name, face.font as Buffer);
}
