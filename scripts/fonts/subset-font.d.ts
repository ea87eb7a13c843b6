// subset-font 2.9 ships no types: the part scripts/fonts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, Axis>;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: Options): Promise<Buffer>;
}
