import { describe, expect, it } from 'vitest';
import { encodeWebp } from '../../wasm/webp/encode-webp.ts';
import { makeTrayIcon } from './tray-icon.ts';
import { trayProblems } from './wastickers.ts';

/** A 512×512 frame: the left half `rgb`, the right half clear. */
function halfFrame(rgb: [number, number, number]): Uint8ClampedArray {
  const frame = new Uint8ClampedArray(512 * 512 * 4);
  for (let y = 0; y < 512; y++) for (let x = 0; x < 256; x++) frame.set([...rgb, 255], (y * 512 + x) * 4);
  return frame;
}

async function pixelsOf(png: Uint8Array): Promise<ImageData> {
  const bitmap = await createImageBitmap(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

describe('makeTrayIcon', () => {
  it("makes a 96×96 PNG of a moving sticker's first frame, within WhatsApp's 50,000 bytes", async () => {
    const sticker = await encodeWebp({ width: 512, height: 512, frames: [halfFrame([220, 30, 30]), halfFrame([30, 30, 220])], delaysMs: [100, 100] }, 80);
    const png = await makeTrayIcon(sticker);
    expect(trayProblems(png)).toEqual([]);
    const image = await pixelsOf(png);
    expect([image.width, image.height]).toEqual([96, 96]);
    const at = (x: number, y: number) => Array.from(image.data.subarray((y * 96 + x) * 4, (y * 96 + x) * 4 + 4));
    // The first frame's red, not the second's blue; the sticker's clear half stays clear.
    const [r, g, b, a] = at(20, 48);
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(180);
    expect(b).toBeLessThan(80);
    expect(g).toBeLessThan(80);
    expect(at(80, 48)[3]).toBe(0);
  });
});
