/** The WebP encode's helper thread (stills-helper.ts): each frame it is sent comes back as a WebP still, or as the error that stopped it. */
/// <reference lib="webworker" />
import encodeStill from '@jsquash/webp/encode.js';
import type { StillAnswer, StillRequest } from './stills-helper.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<StillRequest>) => {
  try {
    // The options encode-webp.ts's still() passes, so a still is the same bytes on either thread.
    const bytes = new Uint8Array(await encodeStill({ data: data.rgba, width: data.width, height: data.height, colorSpace: 'srgb' } as ImageData, { quality: data.quality, method: data.method }));
    self.postMessage({ id: data.id, bytes } satisfies StillAnswer, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) } satisfies StillAnswer);
  }
};
