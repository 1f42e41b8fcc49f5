/** The APNG output of the encode step (issue 22), read back by Chromium's own ImageDecoder: every frame, its time and its 8-bit alpha, against the Discord sticker's rules. */
import { describe, expect, it } from 'vitest';
import { defaultEncodeOptions, type EncodeTarget } from '../protocol.ts';
import { encodeOutput, type FramesToEncode } from './encode-output.ts';
import { producedFileOf } from '../../platforms/produced-file.ts';
import { platformById, problemsOf } from '../../platforms/platform-rules.ts';
import { platformTarget } from '../../platforms/platform-target.ts';
import { encodeApng } from '../../../wasm/apng/encode-apng.ts';
import { wasmRgbaRows } from '../../../wasm/png/png-rows.ts';

const gifOptions = () => defaultEncodeOptions().gifOptions;
const signal = () => new AbortController().signal;
const limit = (maxBytes: number, minSide = 16): EncodeTarget => ({ name: 'Custom limit', platformId: null, maxBytes, maxFrames: null, clipFrames: null, minSide });

/** A 64×64 gradient square moving right, with a half-transparent column at its left edge. */
function frames(count: number, side = 64): FramesToEncode {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    for (let y = 16; y < 48; y++)
      for (let x = f * 2; x < f * 2 + 24; x++) rgba.set([200, (y * 255) / side, 90 + f * 8, x === f * 2 ? 100 : 255], (y * side + x) * 4);
    return rgba;
  });
  return { width: side, height: side, frames: list, delaysMs: Array(count).fill(50), truncated: false };
}

/** Every frame Chromium decodes from the bytes, with its duration in ms and its pixels. */
async function decodeEvery(bytes: ArrayBuffer, type: string) {
  const decoder = new ImageDecoder({ data: bytes, type });
  await decoder.tracks.ready;
  const count = decoder.tracks.selectedTrack!.frameCount;
  const out: { durationMs: number; width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (let i = 0; i < count; i++) {
    const { image } = await decoder.decode({ frameIndex: i });
    const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    out.push({ durationMs: (image.duration ?? 0) / 1000, width: image.displayWidth, height: image.displayHeight, rgba: ctx.getImageData(0, 0, canvas.width, canvas.height).data });
    image.close();
  }
  decoder.close();
  return out;
}

describe('encodeOutput as APNG', () => {
  it("writes a lossless file's frames with the PNG codec's WebAssembly rows (png-rows.ts), not the JavaScript deflate", async () => {
    const input = frames(5);
    const made = await encodeOutput(input, 'apng', gifOptions(), null, signal());
    const bytes = new Uint8Array(made.bytes);
    expect(bytes[25], 'colour type 6: lossless RGBA').toBe(6);
    expect(bytes).toEqual(await encodeApng(input, 0, await wasmRgbaRows()));
    expect(bytes).not.toEqual(await encodeApng(input));
  });

  it('writes a loop that plays its beat twice once, as the GIF does: the same pictures at the same times from half the frames', async () => {
    const beat = frames(6);
    const twice = { ...beat, frames: [...beat.frames, ...beat.frames.map((f) => f.slice())], delaysMs: [...beat.delaysMs, ...beat.delaysMs] };
    const made = await encodeOutput(twice, 'apng', gifOptions(), null, signal());
    expect([made.frameCount, made.loopRepeats]).toEqual([6, 2]);
    const decoded = await decodeEvery(made.bytes, 'image/png');
    expect(decoded.map((f) => f.durationMs)).toEqual(Array(6).fill(50));
  });

  it('writes every frame losslessly with its time and soft alpha, as Chromium decodes it, and calls it an APNG', async () => {
    const made = await encodeOutput(frames(8), 'apng', gifOptions(), null, signal());
    expect(made.mime).toBe('image/png');
    expect([made.width, made.height, made.frameCount, made.encoder, made.fit]).toEqual([64, 64, 8, 'UPNG', null]);
    expect(producedFileOf(made).format).toBe('apng');
    const decoded = await decodeEvery(made.bytes, 'image/png');
    expect(decoded).toHaveLength(8);
    expect(decoded.map((f) => f.durationMs)).toEqual(Array(8).fill(50));
    const alphaAt = (f: number, x: number, y: number) => decoded[f].rgba[(y * 64 + x) * 4 + 3];
    // Lossless: the half-transparent edge comes back exactly (a GIF would cut it to 0 or 255).
    expect(alphaAt(3, 6, 30)).toBe(100);
    expect(alphaAt(3, 20, 30)).toBe(255);
    expect(alphaAt(3, 60, 5)).toBe(0);
    expect(alphaAt(0, 34, 30)).toBe(0);
    expect(alphaAt(7, 34, 30)).toBe(255);
  });

  it('fits under a byte limit, never over it, and is read back with the frames and size it reports', async () => {
    const plain = await encodeOutput(frames(8), 'apng', gifOptions(), null, signal());
    for (const share of [0.6, 0.3, 0.1]) {
      const limitBytes = Math.round(plain.bytes.byteLength * share);
      const made = await encodeOutput(frames(8), 'apng', gifOptions(), limit(limitBytes), signal()).catch((error: unknown) => error as Error);
      // Under a tenth of its bytes the file is 16×16 at 16 colours and still over: the outcome is said, no file over the limit.
      if (made instanceof Error) {
        expect(share).toBeLessThan(0.5);
        expect(made).toMatchObject({ code: "can't meet file size limit" });
        continue;
      }
      expect(made.bytes.byteLength).toBeLessThanOrEqual(limitBytes);
      expect(made.fit!.colors > 0 || made.fit!.frameStep > 1 || made.fit!.scale < 1).toBe(true);
      const decoded = await decodeEvery(made.bytes, 'image/png');
      expect(decoded).toHaveLength(made.frameCount);
      expect([decoded[0].width, decoded[0].height]).toEqual([made.width, made.height]);
    }
  });

  it('makes a Discord sticker of 320×320 that its rules accept, clipped to 5 s when the loop is longer', async () => {
    const sticker = platformTarget('discord-sticker', { width: 320, height: 320 }, 'apng');
    const long = frames(12, 320);
    long.delaysMs = Array(12).fill(500);
    const made = await encodeOutput(long, 'apng', gifOptions(), sticker, signal());
    expect(made.delaysMs.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(made.frameCount).toBe(10);
    expect(problemsOf(platformById('discord-sticker'), producedFileOf(made))).toEqual([]);
    const decoded = await decodeEvery(made.bytes, 'image/png');
    expect(decoded.map((f) => f.durationMs)).toEqual(Array(10).fill(500));
  });

  it("holds the Discord sticker to its size: a 64 px APNG is refused with what was tried", async () => {
    const sticker = platformTarget('discord-sticker', { width: 64, height: 64 }, 'apng');
    await expect(encodeOutput(frames(4), 'apng', gifOptions(), sticker, signal())).rejects.toMatchObject({
      code: "can't meet file size limit",
      detail: expect.stringContaining('320'),
    });
  });

  it('writes one frame as a still PNG', async () => {
    const made = await encodeOutput(frames(1), 'apng', gifOptions(), null, signal());
    expect(made.frameCount).toBe(1);
    expect(producedFileOf(made).format).toBe('png');
    expect(await decodeEvery(made.bytes, 'image/png')).toHaveLength(1);
  });
});
