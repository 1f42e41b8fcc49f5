/** The WebP output of the encode step (issue 22), read back by Chromium's own ImageDecoder: every frame, its time and its 8-bit alpha. */
import { describe, expect, it } from 'vitest';
import { defaultEncodeOptions, type EncodeTarget } from '../protocol.ts';
import { encodeOutput, type FramesToEncode } from './encode-output.ts';
import { platformTarget } from '../../platforms/platform-target.ts';

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

describe('encodeOutput as WebP', () => {
  it('writes a loop that plays its beat twice once, as the GIF does: the same pictures at the same times from half the frames', async () => {
    const beat = frames(6);
    const twice = { ...beat, frames: [...beat.frames, ...beat.frames.map((f) => f.slice())], delaysMs: [...beat.delaysMs, ...beat.delaysMs] };
    const made = await encodeOutput(twice, 'webp', gifOptions(), null, signal());
    expect([made.frameCount, made.loopRepeats]).toEqual([6, 2]);
    const decoded = await decodeEvery(made.bytes, 'image/webp');
    expect(decoded.map((f) => f.durationMs)).toEqual(Array(6).fill(50));
  });

  it('writes every frame with its time and keeps soft alpha, as Chromium decodes it', async () => {
    const made = await encodeOutput(frames(8), 'webp', gifOptions(), null, signal());
    expect(made.mime).toBe('image/webp');
    expect([made.width, made.height, made.frameCount, made.encoder]).toEqual([64, 64, 8, 'libwebp']);
    const decoded = await decodeEvery(made.bytes, 'image/webp');
    expect(decoded).toHaveLength(8);
    expect(decoded.map((f) => f.durationMs)).toEqual(Array(8).fill(50));
    const alphaAt = (f: number, x: number, y: number) => decoded[f].rgba[(y * 64 + x) * 4 + 3];
    // The half-transparent edge stays half transparent (a GIF would cut it to 0 or 255).
    expect(alphaAt(3, 6, 30)).toBeGreaterThan(60);
    expect(alphaAt(3, 6, 30)).toBeLessThan(150);
    expect(alphaAt(3, 20, 30)).toBe(255);
    expect(alphaAt(3, 60, 5)).toBe(0);
    // The square moved: frame 7 is opaque where frame 0 was clear.
    expect(alphaAt(0, 34, 30)).toBe(0);
    expect(alphaAt(7, 34, 30)).toBe(255);
  });

  it('decodes every frame to its whole picture, though a frame after the first holds only what changed', async () => {
    const source = frames(8);
    const made = await encodeOutput(source, 'webp', gifOptions(), null, signal());
    const decoded = await decodeEvery(made.bytes, 'image/webp');
    expect(decoded).toHaveLength(8);
    decoded.forEach((frame, f) => {
      let alphaOff = 0;
      let colourDiff = 0;
      let opaque = 0;
      for (let i = 0; i < frame.rgba.length; i += 4) {
        alphaOff = Math.max(alphaOff, Math.abs(frame.rgba[i + 3] - source.frames[f][i + 3]));
        if (source.frames[f][i + 3] === 255) {
          opaque++;
          for (let c = 0; c < 3; c++) colourDiff += Math.abs(frame.rgba[i + c] - source.frames[f][i + c]);
        }
      }
      // Alpha is kept losslessly; colour within a lossy encode's error at quality 90.
      expect(alphaOff, `frame ${f}`).toBeLessThanOrEqual(1);
      expect(colourDiff / (opaque * 3), `frame ${f}`).toBeLessThan(6);
    });
  });

  it('fits under a byte limit and is read back with the frames and size it reports', async () => {
    const plain = await encodeOutput(frames(8), 'webp', gifOptions(), null, signal());
    const limitBytes = Math.round(plain.bytes.byteLength * 0.8);
    const made = await encodeOutput(frames(8), 'webp', gifOptions(), limit(limitBytes), signal());
    expect(made.bytes.byteLength).toBeLessThanOrEqual(limitBytes);
    expect(made.fit).not.toBeNull();
    expect(made.fit!.quality < 90 || made.fit!.frameStep > 1 || made.fit!.scale < 1).toBe(true);
    const decoded = await decodeEvery(made.bytes, 'image/webp');
    expect(decoded).toHaveLength(made.frameCount);
    expect([decoded[0].width, decoded[0].height]).toEqual([made.width, made.height]);
  });

  it("holds a WhatsApp sticker to its rules: a 64 px WebP is refused with what was tried", async () => {
    const whatsapp = platformTarget('whatsapp-sticker', { width: 64, height: 64 }, 'webp');
    await expect(encodeOutput(frames(4), 'webp', gifOptions(), whatsapp, signal())).rejects.toMatchObject({
      code: "can't meet file size limit",
      detail: expect.stringContaining('size: 64×64 is not 512×512'),
    });
  });

  it('writes one frame as a still WebP', async () => {
    const made = await encodeOutput(frames(1), 'webp', gifOptions(), null, signal());
    expect(made.frameCount).toBe(1);
    expect(await decodeEvery(made.bytes, 'image/webp')).toHaveLength(1);
  });
});
