/** Puts web/decode on window.__decodeHarness for Playwright, answering with plain JSON summaries. */
import type { Animation } from '../pipeline/protocol.ts';
import { closeAnimation } from '../decode/animation.ts';
import { decodeImage, type DecodeImageOptions } from '../decode/decode-image.ts';
import { readDeclaredSize } from '../decode/declared-size.ts';
import { readExifOrientation } from '../decode/exif-orientation.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { fetchImageBlob } from '../decode/load-url.ts';
import { sniffImageType } from '../decode/sniff.ts';

/** Which pixels to read back: points as fractions of the frame, on the listed frames. */
export interface PixelProbe {
  points: [number, number][];
  frames: number[];
}

/** A decoded Animation as JSON; samples[frame][point] is "r,g,b,a". */
export interface DecodeSummary {
  width: number;
  height: number;
  frameCount: number;
  durations: number[];
  frameEndTimes: number[];
  truncated: boolean;
  frameSizes: string[];
  samples: Record<number, string[]>;
  elapsedMs: number;
}

/** A failure as JSON: the message the visitor would see and what caused it. */
export interface DecodeFailure {
  error: string;
  name: string;
  cause?: string;
  elapsedMs: number;
}

const noProbe: PixelProbe = { points: [], frames: [] };

async function summarise(load: () => Promise<Animation>, probe: PixelProbe): Promise<DecodeSummary | DecodeFailure> {
  const started = performance.now();
  let animation: Animation;
  try {
    animation = await load();
  } catch (error) {
    const { message, name, cause } = error as Error;
    return { error: message, name, cause: cause === undefined ? undefined : String(cause), elapsedMs: performance.now() - started };
  }
  const elapsedMs = performance.now() - started;
  const samples = Object.fromEntries(probe.frames.map((frame) => [frame, readPixels(animation.frames[frame].bitmap, probe.points)]));
  const summary: DecodeSummary = {
    width: animation.width,
    height: animation.height,
    frameCount: animation.frames.length,
    durations: animation.frames.map((frame) => frame.msDuration),
    frameEndTimes: animation.frameEndTimes,
    truncated: animation.truncated,
    frameSizes: [...new Set(animation.frames.map(({ bitmap }) => `${bitmap.width}x${bitmap.height}`))],
    samples,
    elapsedMs,
  };
  closeAnimation(animation);
  return summary;
}

function readPixels(bitmap: ImageBitmap, points: [number, number][]): string[] {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return points.map(([fx, fy]) => {
    const x = Math.floor(fx * (bitmap.width - 1));
    const y = Math.floor(fy * (bitmap.height - 1));
    return context.getImageData(x, y, 1, 1).data.join(',');
  });
}

async function readBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

const harness = {
  decodeUrl: (url: string, options?: DecodeImageOptions, probe = noProbe) =>
    summarise(async () => decodeImage(await fetchImageBlob(url), options), probe),
  decodeSampleUrl: (url: string, probe = noProbe) => summarise(() => decodeSample(url), probe),
  fetchUrl: async (url: string) => {
    try {
      const blob = await fetchImageBlob(url);
      return { size: blob.size };
    } catch (error) {
      return { error: (error as Error).message };
    }
  },
  inspectUrl: async (url: string) => {
    const bytes = await readBytes(url);
    const type = sniffImageType(bytes);
    return { type, declaredSize: type && readDeclaredSize(bytes, type), orientation: readExifOrientation(bytes) };
  },
};

declare global {
  interface Window {
    __decodeHarness: typeof harness;
  }
}

window.__decodeHarness = harness;
