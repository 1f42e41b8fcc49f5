/** The WebM output of the encode step (issue 22): Telegram's rules met and read back from the bytes; other formats unharmed without a VP9 encoder. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultEncodeOptions, type EncodeTarget } from '../protocol.ts';
import { encodeOutput, type FramesToEncode } from './encode-output.ts';
import { platformTarget } from '../../platforms/platform-target.ts';
import { describeTrade } from '../../platforms/trade-words.ts';
import { ENCODE_ERRORS } from '../../messages.ts';
import { readWebm } from '../../../wasm/webm/read-webm.ts';

const gifOptions = () => defaultEncodeOptions().gifOptions;
const signal = () => new AbortController().signal;
const telegram = (): EncodeTarget => platformTarget('telegram-emoji', { width: 100, height: 100 }, 'webm');

/** A textured square moving right on a clear background, half-transparent at its left edge. */
function frames(count: number, delayMs: number, side = 100): FramesToEncode {
  const list = Array.from({ length: count }, (_, f) => {
    const rgba = new Uint8ClampedArray(side * side * 4);
    const left = f % (side - 30);
    for (let y = 30; y < 70; y++)
      for (let x = left; x < left + 30; x++) rgba.set([128 + 100 * Math.sin(x * 0.7 + f) * Math.cos(y * 0.5), (y * 255) / side, (f * 3) % 255, x === left ? 110 : 255], (y * side + x) * 4);
    return rgba;
  });
  return { width: side, height: side, frames: list, delaysMs: Array(count).fill(delayMs), truncated: false };
}

describe('encodeOutput as WebM', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("meets Telegram's emoji rules on a 4 s, 50 fps loop: cut to 3 s, under 30 fps, 100×100, alpha kept, and says so", async () => {
    const made = await encodeOutput(frames(200, 20), 'webm', gifOptions(), telegram(), signal());
    expect(made.mime).toBe('video/webm');
    expect(made.bytes.byteLength).toBeLessThanOrEqual(256 * 1024);
    expect(made.timingCut).toEqual({ fromMs: 4000, fromFps: 50 });
    const read = await readWebm(made.bytes);
    expect([read.codec, read.width, read.height, read.transparent, read.trackCount]).toEqual(['vp9', 100, 100, true, 1]);
    const last = read.frames.at(-1)!;
    expect(last.startMs + last.durationMs).toBeLessThanOrEqual(3000);
    expect(read.frames.length).toBe(made.frameCount);
    // Every frame shows at least 34 ms: 29.x fps at most.
    expect(Math.min(...read.frames.slice(1).map((f, i) => f.startMs - read.frames[i].startMs))).toBeGreaterThanOrEqual(34);
    expect(read.frames[3].rgba[(50 * 100 + 4) * 4 + 3]).toBeLessThan(10);
    expect(describeTrade(made)).toMatch(/Cut to 3 s \(from 4 s\) and 29\.\d fps \(from 50\) for Telegram emoji's rules/);
  });

  it('fits under a small custom limit by bitrate and reports it in kbit/s', async () => {
    const plain = await encodeOutput(frames(75, 40), 'webm', gifOptions(), null, signal());
    const maxBytes = Math.round(plain.bytes.byteLength * 0.6);
    const limit: EncodeTarget = { name: 'Custom limit', platformId: null, maxBytes, maxFrames: null, clipFrames: null, minSide: 100 };
    const made = await encodeOutput(frames(75, 40), 'webm', gifOptions(), limit, signal());
    expect(made.bytes.byteLength).toBeLessThanOrEqual(maxBytes);
    expect([made.fit?.frameStep, made.frameCount, made.width]).toEqual([1, 75, 100]);
    expect(made.fit?.quality).toBeLessThan(1200);
    expect(describeTrade(made)).toMatch(/Reduced to \d+ kbit\/s \(from 1200\) to fit/);
  });

  it('says the browser cannot write WebM when it has no VideoEncoder, and still makes the GIF', async () => {
    vi.stubGlobal('VideoEncoder', undefined);
    await expect(encodeOutput(frames(6, 50), 'webm', gifOptions(), telegram(), signal())).rejects.toMatchObject({ code: ENCODE_ERRORS.webmUnsupported });
    const gif = await encodeOutput(frames(6, 50), 'gif', gifOptions(), null, signal());
    expect(gif.mime).toBe('image/gif');
  });
});
