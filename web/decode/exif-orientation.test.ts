import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readCorpusFile, readManifest } from '../../tests/fixtures/read-corpus.ts';
import { readExifOrientation, swapsSides } from './exif-orientation.ts';

/** A TIFF block holding one Orientation entry, in either byte order. */
function tiffWithOrientation(orientation: number, order: 'II' | 'MM'): number[] {
  const tiff = new DataView(new ArrayBuffer(26));
  const little = order === 'II';
  tiff.setUint8(0, order.charCodeAt(0));
  tiff.setUint8(1, order.charCodeAt(1));
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little);
  tiff.setUint16(8, 1, little);
  tiff.setUint16(10, 0x0112, little);
  tiff.setUint16(12, 3, little);
  tiff.setUint32(14, 1, little);
  tiff.setUint16(18, orientation, little);
  return [...new Uint8Array(tiff.buffer)];
}

/** A PNG corpus file with an eXIf chunk put right after IHDR. */
function pngWithExif(orientation: number): Uint8Array {
  const png = readCorpusFile('png-rgba-8bit-alpha.png');
  const typed = new Uint8Array([...new TextEncoder().encode('eXIf'), ...tiffWithOrientation(orientation, 'MM')]);
  const frame = new DataView(new ArrayBuffer(4));
  frame.setUint32(0, typed.length - 4);
  const crc = new DataView(new ArrayBuffer(4));
  crc.setUint32(0, crc32(typed));
  return new Uint8Array([...png.subarray(0, 33), ...new Uint8Array(frame.buffer), ...typed, ...new Uint8Array(crc.buffer), ...png.subarray(33)]);
}

describe('readExifOrientation', () => {
  it('reads orientation 6 from the landscape JPEG stored upright-portrait', () => {
    expect(readExifOrientation(readCorpusFile('jpeg-exif-orientation-6-landscape.jpg'))).toBe(6);
  });

  it.each(readManifest().filter((entry) => entry.structure_verified.includes('EXIF Orientation=1')).map((entry) => entry.filename))(
    'reads orientation 1 from %s',
    (filename) => expect(readExifOrientation(readCorpusFile(filename))).toBe(1),
  );

  it('gives 1 for files without EXIF', () => {
    expect(readExifOrientation(readCorpusFile('png-rgba-8bit-alpha.png'))).toBe(1);
    expect(readExifOrientation(readCorpusFile('gif-interlaced-540x330.gif'))).toBe(1);
    expect(readExifOrientation(new Uint8Array(0))).toBe(1);
  });

  it('reads a PNG eXIf chunk, which Chromium honours too', () => {
    expect(readExifOrientation(pngWithExif(8))).toBe(8);
  });

  it('reads little-endian EXIF in a JPEG APP1 segment and ignores values out of range', () => {
    const jpeg = (orientation: number) => {
      const payload = [...new TextEncoder().encode('Exif\0\0'), ...tiffWithOrientation(orientation, 'II')];
      const length = payload.length + 2;
      return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...payload, 0xff, 0xd9]);
    };
    expect(readExifOrientation(jpeg(5))).toBe(5);
    expect(readExifOrientation(jpeg(9))).toBe(1);
  });
});

describe('swapsSides', () => {
  it('is true for the quarter turns 5–8 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(swapsSides)).toEqual([false, false, false, false, true, true, true, true]);
  });
});
