import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the plain TrueType/OpenType bytes it wraps (https://www.w3.org/TR/WOFF/).
 *
 * Why: fontkit reads a WOFF table by inflating it again on every access, and its glyph reader asks
 * for the whole `glyf` table once per glyph, so subsetting a WOFF font for each PDF costs a
 * pure-JavaScript inflate of the table per glyph. Unwrapped once with zlib, the font is read in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.byteLength < 44 || woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: string; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    if (offset + compLength > woff.byteLength) throw new Error(`WOFF table ${tag} lies outside the file`);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error(`WOFF table ${tag} has the wrong length`);
    tables.push({ tag, checksum, data });
  }
  // The sfnt directory is sorted by tag; table data follows, each padded to four bytes.
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((total, table) => total + align4(table.data.byteLength), headerSize);
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.write(table.tag, record, 4, 'latin1');
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.byteLength, record + 12);
    table.data.copy(out, offset);
    offset += align4(table.data.byteLength);
  });
  return out;
}

function align4(length: number): number {
  return (length + 3) & ~3;
}
