/** The WebP encode's helper thread (stills-helper.ts): each frame it is sent comes back as a WebP still, or as the error that stopped it. */
/// <reference lib="webworker" />
import { encodeWebpStill } from './webp-still.ts';
import type { StillAnswer, StillRequest } from './stills-helper.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<StillRequest>) => {
  try {
    const bytes = await encodeWebpStill(data.rgba, data.width, data.height, data.quality, data.method);
    self.postMessage({ id: data.id, bytes } satisfies StillAnswer, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) } satisfies StillAnswer);
  }
};
