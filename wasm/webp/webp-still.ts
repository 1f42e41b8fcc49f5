/** One WebP still from libwebp (@jsquash/webp) with the options every WebP encode uses: the calling thread's (encode-webp.ts) and the helper's (stills-worker.ts) are the same bytes because both call this. */
import encodeStill from '@jsquash/webp/encode.js';

export async function encodeWebpStill(rgba: Uint8ClampedArray, width: number, height: number, quality: number, method: number): Promise<Uint8Array> {
  return new Uint8Array(await encodeStill({ data: rgba, width, height, colorSpace: 'srgb' } as ImageData, { quality, method }));
}
