import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPackZip } from './pack-zip.ts';

/** The compression method of each entry in the ZIP's central directory (0 stored, 8 deflated). */
function methods(zip: Uint8Array): Record<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const out: Record<string, number> = {};
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    out[strFromU8(zip.subarray(at + 46, at + 46 + nameLength))] = view.getUint16(at + 10, true);
  }
  return out;
}

describe('buildPackZip', () => {
  const gif = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 7);
  const png = Uint8Array.from({ length: 500 }, (_, i) => i % 251);
  const zip = buildPackZip([{ name: 'e-discord-128.gif', bytes: gif }, { name: 'e-ffz-128.png', bytes: png }], 'Read me\r\n', new Date(2025, 4, 6, 7, 8, 10));

  it('holds the README and every file, byte for byte', () => {
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['README.txt', 'e-discord-128.gif', 'e-ffz-128.png']);
    expect(strFromU8(files['README.txt'])).toBe('Read me\r\n');
    expect(Array.from(files['e-discord-128.gif'])).toEqual(Array.from(gif));
    expect(Array.from(files['e-ffz-128.png'])).toEqual(Array.from(png));
  });

  it('stores GIF and PNG as they are (already compressed) and deflates the README', () => {
    expect(methods(zip)).toEqual({ 'README.txt': 8, 'e-discord-128.gif': 0, 'e-ffz-128.png': 0 });
  });

  it('dates every entry with the time given', () => {
    const view = new DataView(zip.buffer, zip.byteOffset);
    // DOS date of the first local header: (2025 − 1980) << 9 | 5 << 5 | 6.
    expect(view.getUint16(12, true)).toBe(((2025 - 1980) << 9) | (5 << 5) | 6);
  });
});
