/**
 * What the bytes are, whatever the upload claims (D20, SECURITY 10). Only raster formats sharp
 * decodes safely are accepted; SVG (scriptable) and everything else is refused.
 */
export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export function sniffImageType(bytes: Uint8Array): RasterType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (c) => c.charCodeAt(0)));
  if (bytes.length < 12) return null;
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // ISO-BMFF: size, 'ftyp', then the major brand.
  if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  return null;
}
