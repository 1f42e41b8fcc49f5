/**
 * The WebP container (RIFF) around frames libwebp encoded as stills: each still's image chunks
 * (ALPH, VP8 or VP8L) are taken out of its file and placed in an ANMF frame of an animated file
 * with a VP8X header and an ANIM chunk, as the container spec lays them out
 * (developers.google.com/speed/webp/docs/riff_container). Data only: no codec runs here.
 */
import { concatBytes } from '../shared/concat-bytes.ts';

/** One frame of an animated WebP: its rectangle on the canvas (x and y even), how long it shows, and its image chunks. */
export interface AnimFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  durationMs: number;
  /** ALPH (when the frame has alpha) and VP8 or VP8L chunks, headers and padding included. */
  chunks: Uint8Array;
}

/** An image's chunks as libwebp wrote them in a still file, and whether one carries alpha. */
export interface StillChunks {
  chunks: Uint8Array;
  alpha: boolean;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The ALPH, VP8 and VP8L chunks of a still WebP file (the VP8X header, if any, left out). */
export function stillChunks(file: Uint8Array): StillChunks {
  if (file.length < 20 || ascii(file, 0) !== 'RIFF' || ascii(file, 8) !== 'WEBP') throw new Error('not a WebP file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const kept: Uint8Array[] = [];
  let alpha = false;
  for (let at = 12; at + 8 <= file.length;) {
    const fourcc = ascii(file, at);
    const end = at + 8 + view.getUint32(at + 4, true);
    const padded = end + (end & 1);
    if (end > file.length) throw new Error(`chunk ${fourcc} runs past the file`);
    if (fourcc === 'ALPH' || fourcc === 'VP8 ' || fourcc === 'VP8L') kept.push(file.subarray(at, Math.min(padded, file.length)));
    // A lossless image's alpha is in its bitstream: bit 28 of the header after the signature byte.
    alpha ||= fourcc === 'ALPH' || (fourcc === 'VP8L' && ((view.getUint32(at + 9, true) >>> 28) & 1) === 1);
    at = padded;
  }
  if (kept.length === 0) throw new Error('no image chunk in the WebP');
  return { chunks: concatBytes(kept), alpha };
}

/** Little-endian 24-bit value at `at`. */
function put24(bytes: Uint8Array, at: number, value: number) {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
  bytes[at + 2] = (value >>> 16) & 0xff;
}

/** A chunk: fourcc, little-endian size, payload, a pad byte when the size is odd. */
function chunk(fourcc: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length + (payload.length & 1));
  for (let i = 0; i < 4; i++) out[i] = fourcc.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, payload.length, true);
  out.set(payload, 8);
  return out;
}

/** Longest duration one frame holds (24 bits). */
const MAX_DURATION = 0xffffff;
/** No blending (bit 1): a frame's rectangle replaces what was there, alpha included; no disposal (bit 0). */
const NO_BLEND = 0x02;
/** VP8X flags: alpha and animation. */
const ALPHA_FLAG = 0x10;
const ANIMATION_FLAG = 0x02;
/** ANIM: libwebp's own defaults, a white background (which browsers do not paint) and endless looping. */
const BACKGROUND_BGRA = [0xff, 0xff, 0xff, 0xff];
const LOOP_FOREVER = 0;

/** An animated WebP file of `frames` on a `width`×`height` canvas. */
export function animatedWebp(width: number, height: number, frames: AnimFrame[], alpha: boolean): Uint8Array {
  const vp8x = new Uint8Array(10);
  vp8x[0] = ANIMATION_FLAG | (alpha ? ALPHA_FLAG : 0);
  put24(vp8x, 4, width - 1);
  put24(vp8x, 7, height - 1);
  const anim = new Uint8Array([...BACKGROUND_BGRA, LOOP_FOREVER & 0xff, LOOP_FOREVER >>> 8]);
  const body = [chunk('VP8X', vp8x), chunk('ANIM', anim)];
  for (const frame of frames) {
    if (frame.x % 2 || frame.y % 2) throw new Error(`frame offset ${frame.x},${frame.y} is odd`);
    const header = new Uint8Array(16);
    put24(header, 0, frame.x / 2);
    put24(header, 3, frame.y / 2);
    put24(header, 6, frame.width - 1);
    put24(header, 9, frame.height - 1);
    put24(header, 12, Math.min(MAX_DURATION, Math.max(1, Math.round(frame.durationMs))));
    header[15] = NO_BLEND;
    body.push(chunk('ANMF', concatBytes([header, frame.chunks])));
  }
  const webp = concatBytes([new Uint8Array([0x57, 0x45, 0x42, 0x50]), ...body]);
  return chunk('RIFF', webp);
}
