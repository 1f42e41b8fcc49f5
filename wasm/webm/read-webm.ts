/**
 * Reads a WebM back as Chromium plays it, for the tests and the checks: mediabunny demuxes it and
 * joins the alpha stream to the colour on decode. Frames, their times in ms, and RGBA pixels.
 */
import { BufferSource, CanvasSink, Input, WEBM } from 'mediabunny';

/** One decoded frame: when it starts and how long it shows (ms), and its pixels. */
export interface ReadWebmFrame {
  startMs: number;
  durationMs: number;
  rgba: Uint8ClampedArray;
}

/** The WebM's video track: its codec, size, whether it carries alpha, and every frame decoded. */
export async function readWebm(bytes: Uint8Array | ArrayBuffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
  try {
    const tracks = await input.getTracks();
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error('no video track');
    const [width, height, transparent] = [await track.getDisplayWidth(), await track.getDisplayHeight(), await track.canBeTransparent()];
    const sink = new CanvasSink(track, { alpha: true, poolSize: 1 });
    const frames: ReadWebmFrame[] = [];
    for await (const wrapped of sink.canvases()) {
      const ctx = (wrapped.canvas as OffscreenCanvas).getContext('2d')!;
      frames.push({ startMs: Math.round(wrapped.timestamp * 1000), durationMs: Math.round(wrapped.duration * 1000), rgba: ctx.getImageData(0, 0, width, height).data });
    }
    return { codec: track.codec, width, height, transparent, trackCount: tracks.length, frames };
  } finally {
    input.dispose();
  }
}
