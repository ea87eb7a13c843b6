// fontverter 2 ships no types: the part scripts/fonts uses.
declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  export function detectFormat(font: Buffer): 'sfnt' | 'woff' | 'woff2';
}
