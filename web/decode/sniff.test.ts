import { describe, expect, it } from 'vitest';
import { makePngBomb } from '../../tests/fixtures/make-png-bomb.ts';
import { readCorpusFile, readMadeFile, readManifest } from '../../tests/fixtures/read-corpus.ts';
import { sniffImageType, type ImageType } from './sniff.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** The kind each corpus file is, from its name's prefix; the empty file is no image at all. */
function expectedType(filename: string): ImageType | null {
  if (filename === 'gif-broken-empty-0-bytes.gif') return null;
  return filename.slice(0, filename.search(/[-.]/)) as ImageType;
}

describe('sniffImageType', () => {
  it.each(readManifest().map((entry) => entry.filename))('tells the kind of corpus file %s', (filename) => {
    expect(sniffImageType(readCorpusFile(filename))).toBe(expectedType(filename));
  });

  it('tells APNG from PNG by an acTL chunk before IDAT', () => {
    expect(sniffImageType(readCorpusFile('apng-41f-dispose-none-bg-prev-blend-source-over.png'))).toBe('apng');
    expect(sniffImageType(readCorpusFile('png-rgba-8bit-alpha.png'))).toBe('png');
  });

  it('knows the generated bomb as a PNG', () => {
    expect(sniffImageType(makePngBomb())).toBe('png');
  });

  it.each(['avif-still-64x48.avif', 'avif-anim-3f-64x48.avif', 'avif-irot-90ccw-64x48.avif'])('knows %s as AVIF', (filename) => {
    expect(sniffImageType(readMadeFile(filename))).toBe('avif');
  });

  it('finds the svg root after a BOM, XML declaration, comments and a doctype with an internal subset', () => {
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- a > b -->\n<!DOCTYPE svg [<!ENTITY x "<y>">]>\n<svg width="1"/>';
    expect(sniffImageType(text(svg))).toBe('svg');
  });

  it('refuses text that is not SVG, or whose root is another element', () => {
    expect(sniffImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImageType(text('<svgfoo/>'))).toBeNull();
    expect(sniffImageType(text('hello'))).toBeNull();
    expect(sniffImageType(text('<!-- never closed <svg>'))).toBeNull();
  });

  it('refuses a PNG signature cut short and a HEIC file', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    const heic = new Uint8Array([0, 0, 0, 24, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]);
    expect(sniffImageType(heic)).toBeNull();
  });
});
