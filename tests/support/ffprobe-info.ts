/**
 * An image file as Debian's `ffprobe` (apt package `ffmpeg`, a reader we did not write the files
 * with) describes it: codec, size, frames decoded with their durations. Tests only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FfprobeInfo {
  /** 'apng' for an animated PNG, 'png' for a still one. */
  codec: string;
  width: number;
  height: number;
  /** Frames ffprobe decoded. */
  frames: number;
  /** Each decoded frame's duration in ms. */
  durationsMs: number[];
}

/** Runs `ffprobe` on the bytes (saved as `name`) and decodes every frame; throws when it cannot read them. */
export function ffprobeInfo(bytes: Uint8Array, name = 'file.png'): FfprobeInfo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffprobe-'));
  const file = path.join(dir, name);
  try {
    fs.writeFileSync(file, bytes);
    const json = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_frames', '-of', 'json', file], { encoding: 'utf8' });
    const out = JSON.parse(json) as { streams: { codec_name: string; width: number; height: number }[]; frames: { pkt_duration_time?: string; duration_time?: string }[] };
    const [stream] = out.streams;
    if (!stream) throw new Error(`ffprobe found no stream:\n${json}`);
    return {
      codec: stream.codec_name, width: stream.width, height: stream.height, frames: out.frames.length,
      durationsMs: out.frames.map((frame) => Math.round(Number(frame.pkt_duration_time ?? frame.duration_time ?? 0) * 1000)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
