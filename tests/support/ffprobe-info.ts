/**
 * A WebM or an (A)PNG as Debian's `ffprobe` and `ffmpeg` (apt package `ffmpeg`, readers we did not
 * write the files with) describe it: codec, size, tracks, length, every frame decoded with its
 * duration, and for a WebM the alpha_mode tag Matroska marks VP9-with-alpha with and the alpha
 * plane libvpx decodes from its BlockAdditions. Tests only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FfprobeInfo {
  /** 'vp9' for a WebM, 'apng' for an animated PNG, 'png' for a still one. */
  codec: string;
  width: number;
  height: number;
  /** Every stream in the file, video and audio. */
  streams: number;
  audioStreams: number;
  /** The container's length, ms. */
  durationMs: number;
  /** Video frames ffprobe decoded. */
  frames: number;
  /** Each decoded video frame's duration, ms. */
  durationsMs: number[];
  /** The Matroska AlphaMode of the video track ('1' when an alpha stream rides in BlockAdditions), or null. */
  alphaMode: string | null;
  /** Per frame, the alpha values libvpx-vp9 decodes (width·height bytes each); empty when asked not to decode. */
  alphaFrames: Uint8Array[];
}

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; tags?: Record<string, string> }[];
  frames: { media_type: string; pkt_duration_time?: string; duration_time?: string }[];
  format: { duration?: string };
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** Runs ffprobe (and, with `decodeAlpha`, ffmpeg's libvpx-vp9 decoder on a WebM) on the bytes; throws when they cannot be read. */
export function ffprobeInfo(bytes: Uint8Array, options: { decodeAlpha?: boolean } = {}): FfprobeInfo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffprobe-'));
  const isPng = PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
  const file = path.join(dir, isPng ? 'file.png' : 'file.webm');
  try {
    fs.writeFileSync(file, bytes);
    const json = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_frames', '-show_format', '-of', 'json', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const probe = JSON.parse(json) as Probe;
    const video = probe.streams.find((s) => s.codec_type === 'video');
    if (!video?.width || !video.height) throw new Error(`ffprobe found no video stream:\n${json}`);
    const [width, height] = [video.width, video.height];
    const frames = probe.frames.filter((frame) => frame.media_type === 'video');
    const alphaFrames: Uint8Array[] = [];
    if (options.decodeAlpha) {
      // ffmpeg's native vp9 decoder drops the alpha stream; libvpx-vp9 reads it (alpha_mode 1).
      const raw = execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', file, '-vf', 'alphaextract', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 64 * 1024 * 1024 });
      for (let at = 0; at + width * height <= raw.length; at += width * height) alphaFrames.push(new Uint8Array(raw.subarray(at, at + width * height)));
    }
    return {
      codec: video.codec_name, width, height,
      streams: probe.streams.length, audioStreams: probe.streams.filter((s) => s.codec_type === 'audio').length,
      durationMs: Math.round(Number(probe.format.duration ?? 0) * 1000), frames: frames.length,
      durationsMs: frames.map((frame) => Math.round(Number(frame.pkt_duration_time ?? frame.duration_time ?? 0) * 1000)),
      alphaMode: video.tags?.alpha_mode ?? video.tags?.ALPHA_MODE ?? null, alphaFrames,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
