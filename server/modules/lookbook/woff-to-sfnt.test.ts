import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));

/** The OpenType table checksum: the sum of its big-endian 32-bit words, zero-padded. */
function tableChecksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function tables(sfnt: Buffer) {
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const record = 12 + i * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    return {
      tag: sfnt.toString('latin1', record, record + 4),
      checksum: sfnt.readUInt32BE(record + 4),
      offset,
      data: sfnt.subarray(offset, offset + length),
    };
  });
}

describe('unwrapping a WOFF font', () => {
  it('keeps the flavour and every table, byte for byte (checksums match the ones WOFF recorded)', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    const list = tables(sfnt);
    expect(list.map((t) => t.tag)).toContain('glyf');
    expect(list.map((t) => t.tag)).toEqual([...list.map((t) => t.tag)].sort());
    for (const table of list) {
      expect(table.offset % 4).toBe(0);
      // head's checksum is computed with its checkSumAdjustment field as zero.
      const data =
        table.tag === 'head'
          ? Buffer.concat([table.data.subarray(0, 8), Buffer.alloc(4), table.data.subarray(12)])
          : table.data;
      expect(tableChecksum(data), table.tag).toBe(table.checksum);
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and some more bytes to pass the length check ........'))).toThrow(
      /not a WOFF/,
    );
    expect(() => woffToSfnt(Buffer.alloc(10))).toThrow(/not a WOFF/);
  });

  it('refuses a table that runs past the end of the file', () => {
    expect(() => woffToSfnt(woff.subarray(0, 200))).toThrow(/outside the file/);
  });
});
