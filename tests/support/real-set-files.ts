/**
 * Tests only: one emote's set files made by the project's own encoders (gifski or the JS GIF
 * encoder, @jsquash/png, the APNG writer, libwebp) and checked as the runner checks them
 * (checkPackFile). The WebM is the one exception: the project's VP9 encoder runs on WebCodecs, which
 * Node lacks, so the test's WebM comes from ffmpeg's libvpx-vp9 (apt `ffmpeg`) from the same frames.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { encodeApng } from '../../wasm/apng/encode-apng.ts';
import { encodeGif } from '../../wasm/gif/encode-gif.ts';
import { initGifski } from '../../wasm/gif/gifski/gif-engine.ts';
import { encodePng, initPng } from '../../wasm/png/encode-png.ts';
import { encodeWebp } from '../../wasm/webp/encode-webp.ts';
import { initWebpInNode } from './node-webp.ts';
import { makeSyntheticFrames } from './synthetic-frames.ts';
import { checkPackFile } from '../../web/pack/pack-checks.ts';
import type { PackEntry } from '../../web/pack/pack-plan.ts';
import type { SetEmoteFiles, SetFile } from '../../web/set-export/set-files.ts';
import { planSetEmote } from '../../web/set-export/set-plan.ts';

/** Loads the GIF, PNG and WebP codecs' WebAssembly, as their own tests do. */
export async function initCodecs() {
  initGifski(await WebAssembly.compile(readFileSync(new URL('../../node_modules/gifski-wasm/pkg/gifski_wasm_bg.wasm', import.meta.url))));
  initPng(await WebAssembly.compile(readFileSync(new URL('../../node_modules/@jsquash/png/codec/pkg/squoosh_png_bg.wasm', import.meta.url))));
  await initWebpInNode();
}

const DELAY_MS = 80;

/** A VP9 WebM with alpha of the frames, from ffmpeg (see the file's comment). */
function encodeWebmWithFfmpeg(frames: Uint8ClampedArray[], width: number, height: number): Uint8Array {
  const raw = Buffer.concat(frames.map((f) => Buffer.from(f.buffer, f.byteOffset, f.byteLength)));
  return new Uint8Array(execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', `${1000 / DELAY_MS}`, '-i', '-',
    '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-b:v', '150k', '-an', '-f', 'webm', '-',
  ], { input: raw, maxBuffer: 32 * 1024 * 1024 }));
}

/** Files already made, by format, size and frame count: Twitch's 112 px GIF is BTTV's, 7TV's and Kick's too. */
const made = new Map<string, Promise<{ data: Uint8Array; frames: number }>>();

/** The file of one planned entry: `frames` frames of a bobbing textured disc (a different clip for each count). */
function makeFile(entry: PackEntry, frameCount: number): Promise<{ data: Uint8Array; frames: number }> {
  const key = `${entry.format} ${entry.width}x${entry.height} ${frameCount}`;
  if (!made.has(key)) made.set(key, encodeFile(entry, frameCount));
  return made.get(key)!;
}

async function encodeFile(entry: PackEntry, frameCount: number): Promise<{ data: Uint8Array; frames: number }> {
  const count = entry.format === 'png' ? 1 : frameCount;
  const { width, height } = entry;
  const { frames } = makeSyntheticFrames({ width, height, frames: count, grain: 0 });
  const delaysMs = frames.map(() => DELAY_MS);
  switch (entry.format) {
    case 'gif': return { data: (await encodeGif({ width, height, frames, delaysCs: frames.map(() => DELAY_MS / 10) }, { loop: true })).bytes, frames: count };
    case 'png': return { data: await encodePng(frames[0], width, height), frames: 1 };
    case 'apng': return { data: await encodeApng({ width, height, frames, delaysMs }), frames: count };
    case 'webp': return { data: await encodeWebp({ width, height, frames, delaysMs }, 60), frames: count };
    case 'webm': return { data: encodeWebmWithFfmpeg(frames, width, height), frames: count };
  }
}

/** One emote's set files: each planned file made, checked, and kept or left out as the runner does. */
export async function makeSetEmote(code: string, emoji: string, options: { format: 'gif' | 'png'; frames: number }): Promise<SetEmoteFiles> {
  const entries = planSetEmote({ filename: code, format: options.format, size: { width: 112, height: 112 } });
  const files: SetFile[] = [];
  const leftOut: SetEmoteFiles['leftOut'] = [];
  for (const entry of entries) {
    if (entry.leftOut) {
      leftOut.push({ entry, reason: entry.leftOut });
      continue;
    }
    const { data, frames } = await makeFile(entry, options.frames);
    const durationMs = frames > 1 ? frames * DELAY_MS : 0;
    const verdict = checkPackFile(entry, { format: entry.format, width: entry.width, height: entry.height, frames, bytes: data.byteLength, ...(frames > 1 ? { durationMs } : {}) });
    if (verdict.problems.length) leftOut.push({ entry, reason: verdict.problems.join('; ') });
    else files.push({ entry, bytes: data.byteLength, width: entry.width, height: entry.height, frames, durationMs, fit: null, passed: verdict.passed, data });
  }
  return { code, emoji, files, leftOut };
}
