import { type FontRun, splitFontRuns } from './font-runs.ts';
import type { FontFace, FontLibrary, FontStyle } from './lookbook-fonts.ts';

export interface TextStyle {
  font: FontStyle;
  size: number;
  color: string;
  /** distance between baselines as a multiple of the size (default 1.45) */
  leading?: number;
  /** extra space between letters, points */
  tracking?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  uppercase?: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface FaceRun {
  text: string;
  face: FontFace;
}

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Letter-spaced text is set without kerning: kerned pairs make pdfkit write the word in pieces, and
 * text extraction (search, copy, screen readers) then reads the spacing as gaps: "L O C AT I O N".
 * fontkit takes an object of feature switches here, though pdfkit's types only list tag arrays.
 */
const NO_KERNING = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

function features(style: TextStyle): PDFKit.Mixins.OpenTypeFeatures[] | undefined {
  return style.tracking ? NO_KERNING : undefined;
}

/**
 * Runs by chain and text, kept across documents: the same studio texts are drawn in every lookbook,
 * and splitting them by grapheme is a good part of a build. Bounded by dropping everything at once.
 */
const runCache = new WeakMap<readonly FontFace[], Map<string, FaceRun[]>>();
const RUN_CACHE_LIMIT = 5000;

/**
 * pdfkit shapes text word by word through fontkit (ligatures, kerning, contextual forms) and caches
 * the result per document; shaping is most of a build's time. The result depends only on the font,
 * so one cache per face serves every document (pdfkit copies a position before changing it).
 */
const layoutCaches = new Map<FontFace, Record<string, unknown>>();
const LAYOUT_CACHE_LIMIT = 20_000;

function sharedLayouts(face: FontFace): Record<string, unknown> {
  let cache = layoutCaches.get(face);
  if (!cache) {
    cache = Object.create(null) as Record<string, unknown>;
    layoutCaches.set(face, cache);
  }
  return cache;
}

/** Once per document: a face that has shaped too many distinct words (visitors' names) starts afresh. */
function pruneLayoutCaches(): void {
  for (const [face, cache] of layoutCaches) {
    if (Object.keys(cache).length > LAYOUT_CACHE_LIMIT) layoutCaches.delete(face);
  }
}

function cachedRuns(text: string, chain: readonly FontFace[]): FaceRun[] {
  let byText = runCache.get(chain);
  if (!byText) {
    byText = new Map();
    runCache.set(chain, byText);
  }
  let runs = byText.get(text);
  if (!runs) {
    if (byText.size >= RUN_CACHE_LIMIT) byText.clear();
    runs = splitFontRuns(text, chain)
      .filter((run): run is FontRun & { face: number } => run.face !== null)
      .map((run) => ({ text: run.text, face: chain[run.face] as FontFace }));
    byText.set(text, runs);
  }
  return runs;
}

/**
 * Every word in the lookbook is drawn through here, so that nothing can run off a page: pdfkit adds
 * a page by itself when text passes the bottom margin, which would leave half-empty pages and
 * wrong page numbers. Paragraphs are given a box and shrink, then lose words, until they fit; lines
 * shrink, then lose letters. Text is drawn run by run in the face that has its glyphs.
 */
export class Typesetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontLibrary,
  ) {
    pruneLayoutCaches();
  }

  /** The text as it will be drawn: upper-cased if the style says so, characters no font has left out. */
  private runs(text: string, style: TextStyle): FaceRun[] {
    return cachedRuns(style.uppercase ? text.toLocaleUpperCase('en') : text, this.fonts.chains[style.font]);
  }

  private primary(style: TextStyle): FontFace {
    return this.fonts.chains[style.font][0] as FontFace;
  }

  private use(face: FontFace, size: number, color: string): void {
    this.select(face).fontSize(size).fillColor(color);
  }

  /** Selects a face, its word-shaping cache shared with every other document (see sharedLayouts). */
  private select(face: FontFace): PDFKit.PDFDocument {
    this.doc.font(face.name);
    const current = (this.doc as unknown as { _font?: { layoutCache?: object } })._font;
    if (current?.layoutCache) current.layoutCache = sharedLayouts(face);
    return this.doc;
  }

  /** pdfkit's lineGap is added to the font's own line height; this gives baselines `leading × size` apart. */
  private lineGap(style: TextStyle, size: number): number {
    this.select(this.primary(style)).fontSize(size);
    return (style.leading ?? 1.45) * size - this.doc.currentLineHeight(true);
  }

  private options(style: TextStyle, size: number, width: number): PDFKit.Mixins.TextOptions {
    return {
      width,
      lineGap: this.lineGap(style, size),
      characterSpacing: style.tracking ?? 0,
      align: style.align ?? 'left',
      features: features(style),
    };
  }

  /** Height of a paragraph at this width (measured in the style's first face; fallbacks are near enough). */
  measure(text: string, style: TextStyle, width: number, size = style.size): number {
    const plain = this.runs(text, style)
      .map((run) => run.text)
      .join('');
    if (plain.trim() === '') return 0;
    const options = this.options(style, size, width);
    this.select(this.primary(style)).fontSize(size);
    // pdfkit counts the gap after the last line too; a box only needs the lines themselves.
    return this.doc.heightOfString(plain, options) - (options.lineGap ?? 0);
  }

  /** Height of one line of this style. */
  lineHeight(style: TextStyle, size = style.size): number {
    return (style.leading ?? 1.45) * size;
  }

  widthOf(text: string, style: TextStyle, size = style.size): number {
    let width = 0;
    for (const run of this.runs(text, style)) {
      this.select(run.face).fontSize(size);
      width += this.doc.widthOfString(run.text, { characterSpacing: style.tracking ?? 0, features: features(style) });
    }
    return width;
  }

  /**
   * The text at the largest size from `style.size` down to `minSize` at which it fits `box`, cut
   * at a word with an ellipsis if even `minSize` is too big. Returns the size and the text used.
   */
  fit(text: string, style: TextStyle, box: Pick<Box, 'width' | 'height'>, minSize = style.size) {
    for (let size = style.size; size >= minSize - 0.01; size -= 0.5) {
      if (this.measure(text, style, box.width, size) <= box.height) return { text, size };
    }
    const words = text.split(/\s+/).filter(Boolean);
    const cut = (count: number) =>
      count === 0
        ? ''
        : `${words
            .slice(0, count)
            .join(' ')
            .replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
    // The most words that fit, by bisection: measuring is the expensive part.
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.measure(cut(mid), style, box.width, minSize) <= box.height) low = mid;
      else high = mid - 1;
    }
    return { text: cut(low), size: minSize };
  }

  /** Draws a paragraph inside `box` (see `fit`); returns the height it took. */
  paragraph(text: string, style: TextStyle, box: Box, minSize = style.size): number {
    const fitted = this.fit(text, style, box, minSize);
    if (fitted.text === '') return 0;
    const height = this.measure(fitted.text, style, box.width, fitted.size);
    const runs = this.runs(fitted.text, style);
    // `height` makes pdfkit stop at the box instead of adding a page, whatever happens.
    const options = { ...this.options(style, fitted.size, box.width), height: height + fitted.size };
    runs.forEach((run, i) => {
      this.use(run.face, fitted.size, style.color);
      const continued = i < runs.length - 1;
      if (i === 0) this.doc.text(run.text, box.x, box.y, { ...options, continued });
      else this.doc.text(run.text, { continued });
    });
    return height;
  }

  /**
   * One line, never wrapped: shrinks to `minSize` to fit `width`, then loses letters at the end.
   * `y` is the top of the line; returns the width drawn and the size used.
   */
  line(
    text: string,
    style: TextStyle,
    at: { x: number; y: number; width: number; minSize?: number; link?: string },
  ): { width: number; size: number } {
    let size = style.size;
    const minSize = at.minSize ?? style.size;
    while (size > minSize && this.widthOf(text, style, size) > at.width) size = Math.max(minSize, size - 0.5);
    let shown = text;
    if (this.widthOf(shown, style, size) > at.width) {
      const letters = [...graphemes.segment(text)].map((s) => s.segment);
      const cut = (count: number) => (count === 0 ? '' : `${letters.slice(0, count).join('').trimEnd()}${ELLIPSIS}`);
      let low = 0;
      let high = letters.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (this.widthOf(cut(mid), style, size) <= at.width) low = mid;
        else high = mid - 1;
      }
      shown = cut(low);
    }
    const width = this.widthOf(shown, style, size);
    const align = style.align ?? 'left';
    const left =
      align === 'center' ? at.x + (at.width - width) / 2 : align === 'right' ? at.x + at.width - width : at.x;
    const baseline = at.y + this.primary(style).ascent * size;
    let x = left;
    for (const run of this.runs(shown, style)) {
      this.use(run.face, size, style.color);
      // Baseline-aligned so a Fraunces run and an Inter fallback run sit on one line.
      const options = { characterSpacing: style.tracking ?? 0, features: features(style) };
      this.doc.text(run.text, x, baseline, { ...options, lineBreak: false, baseline: 'alphabetic' });
      x += this.doc.widthOfString(run.text, options);
    }
    if (at.link && width > 0) this.doc.link(left, at.y, width, this.lineHeight(style, size), at.link);
    return { width, size };
  }
}
