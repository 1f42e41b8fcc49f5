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

/** What the platform checks read of a WebM without decoding it: codec, size, alpha, frames, length and tracks. */
export interface WebmFacts {
  codec: string | null;
  width: number;
  height: number;
  transparent: boolean;
  frames: number;
  durationMs: number;
  /** Every track in the file: one, the video, when there is no audio. */
  trackCount: number;
}

/** The WebM's facts as its container and packets state them (a reader, not what the encoder was asked for). */
export async function probeWebm(bytes: Uint8Array | ArrayBuffer): Promise<WebmFacts> {
  const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
  try {
    const tracks = await input.getTracks();
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error('no video track');
    const stats = await track.computePacketStats();
    return {
      codec: track.codec, width: await track.getDisplayWidth(), height: await track.getDisplayHeight(), transparent: await track.canBeTransparent(),
      frames: stats.packetCount, durationMs: Math.round((await track.computeDuration()) * 1000), trackCount: tracks.length,
    };
  } finally {
    input.dispose();
  }
}
