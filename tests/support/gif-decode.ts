/** Decodes a whole GIF into full composited RGBA frames, for tests and the benchmark (omggif). */
import { GifReader } from 'omggif';

/** A decoded GIF: every frame as the full canvas a player shows, its delay and the loop count. */
export interface DecodedGif {
  width: number;
  height: number;
  frames: Uint8ClampedArray[];
  delaysCs: number[];
  /** The NETSCAPE loop count (0 = forever), or null when the file has no NETSCAPE extension (plays once). */
  loopCount: number | null;
}

/** Plays the GIF through, honouring each frame's disposal, and returns every shown canvas. */
export function decodeGifFrames(bytes: Uint8Array): DecodedGif {
  const reader = new GifReader(bytes);
  const { width, height } = reader;
  const canvas = new Uint8ClampedArray(width * height * 4);
  const frames: Uint8ClampedArray[] = [];
  const delaysCs: number[] = [];
  for (let i = 0; i < reader.numFrames(); i++) {
    const info = reader.frameInfo(i);
    const before = info.disposal === 3 ? canvas.slice() : null;
    reader.decodeAndBlitFrameRGBA(i, canvas);
    frames.push(canvas.slice());
    delaysCs.push(info.delay);
    if (info.disposal === 2) clearRect(canvas, width, info);
    if (before) canvas.set(before);
  }
  const loopCount = (reader.loopCount() as number | null) ?? null;
  return { width, height, frames, delaysCs, loopCount };
}

/** Disposal 2 restores the frame's rectangle to the background, which players treat as transparent. */
function clearRect(canvas: Uint8ClampedArray, width: number, rect: { x: number; y: number; width: number; height: number }) {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    canvas.fill(0, (y * width + rect.x) * 4, (y * width + rect.x + rect.width) * 4);
  }
}
