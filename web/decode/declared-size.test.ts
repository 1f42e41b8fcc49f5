import { describe, expect, it } from 'vitest';
import { tooLargeMessage } from '../messages.ts';
import { makePngBomb, PNG_BOMB_SIDE } from '../../tests/fixtures/make-png-bomb.ts';
import { parseDimensions, readCorpusFile, readMadeFile, readManifest } from '../../tests/fixtures/read-corpus.ts';
import { checkDeclaredSize, readDeclaredSize } from './declared-size.ts';
import { LoadError } from './load-error.ts';
import { sniffImageType } from './sniff.ts';

const declaredSizeOf = (bytes: Uint8Array) => readDeclaredSize(bytes, sniffImageType(bytes)!);
const ORIENTED = 'jpeg-exif-orientation-6-landscape.jpg';
const withDimensions = readManifest().filter((entry) => parseDimensions(entry.dimensions));

describe('readDeclaredSize', () => {
  it.each(withDimensions.map((entry) => [entry.filename, entry.dimensions]))('reads %s as the manifest says (%s)', (filename, dimensions) => {
    const stored = parseDimensions(dimensions)!;
    const expected = filename === ORIENTED ? { width: stored.height, height: stored.width } : stored;
    expect(declaredSizeOf(readCorpusFile(filename))).toEqual(expected);
  });

  it('gives the displayed size of an EXIF orientation 6 JPEG: stored 450×600 shows 600×450', () => {
    expect(declaredSizeOf(readCorpusFile(ORIENTED))).toEqual({ width: 600, height: 450 });
  });

  it('gives null for an SVG with no size and no viewBox', () => {
    expect(declaredSizeOf(readCorpusFile('svg-no-size-no-viewbox.svg'))).toBeNull();
  });

  it('reads the generated bomb as 65536×65536', () => {
    expect(declaredSizeOf(makePngBomb())).toEqual({ width: PNG_BOMB_SIDE, height: PNG_BOMB_SIDE });
  });

  it('reads AVIF sizes from ispe, turned by irot', () => {
    expect(declaredSizeOf(readMadeFile('avif-still-64x48.avif'))).toEqual({ width: 64, height: 48 });
    expect(declaredSizeOf(readMadeFile('avif-anim-3f-64x48.avif'))).toEqual({ width: 64, height: 48 });
    expect(declaredSizeOf(readMadeFile('avif-irot-90ccw-64x48.avif'))).toEqual({ width: 48, height: 64 });
  });

  it('reads lossy (VP8) and lossless (VP8L) WebP headers', () => {
    const riff = (chunk: string, payload: number[]) =>
      new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), 0, 0, 0, 0, ...payload]);
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 300 & 0xff, (300 >> 8) | 0x40, 200, 0]);
    expect(declaredSizeOf(vp8)).toEqual({ width: 300, height: 200 });
    const bits = (640 - 1) | ((480 - 1) << 14);
    const vp8l = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]);
    expect(declaredSizeOf(vp8l)).toEqual({ width: 640, height: 480 });
  });

  it('grows a GIF screen to a first frame larger than it, as Chromium does', () => {
    const gif = new Uint8Array([...ascii('GIF89a'), 10, 0, 10, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 0x20, 0x4e, 0x20, 0x4e, 0]);
    expect(declaredSizeOf(gif)).toEqual({ width: 20000, height: 20000 });
  });

  it('gives null for headers cut short', () => {
    expect(readDeclaredSize(readCorpusFile('png-rgba-8bit-alpha.png').subarray(0, 20), 'png')).toBeNull();
    expect(readDeclaredSize(readCorpusFile('jpeg-baseline-480x360.jpg').subarray(0, 100), 'jpeg')).toBeNull();
    expect(readDeclaredSize(new Uint8Array(ascii('GIF89a')), 'gif')).toBeNull();
  });
});

describe('checkDeclaredSize', () => {
  it('refuses the bomb with the too-large message', () => {
    const size = declaredSizeOf(makePngBomb())!;
    expect(() => checkDeclaredSize(size)).toThrowError(new LoadError(tooLargeMessage(65536, 65536)));
    expect(() => checkDeclaredSize(size)).toThrow(LoadError);
  });

  it('refuses more than 16384 px a side or 100 megapixels, and accepts up to them', () => {
    expect(() => checkDeclaredSize({ width: 16385, height: 1 })).toThrowError(tooLargeMessage(16385, 1));
    expect(() => checkDeclaredSize({ width: 10_001, height: 10_000 })).toThrowError(tooLargeMessage(10_001, 10_000));
    expect(() => checkDeclaredSize({ width: 16384, height: 6103 })).not.toThrow();
    expect(() => checkDeclaredSize({ width: 4800, height: 3600 })).not.toThrow();
  });
});

function ascii(value: string): number[] {
  return [...value].map((char) => char.charCodeAt(0));
}
