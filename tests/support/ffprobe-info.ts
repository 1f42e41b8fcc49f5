/**
 * A WebM as Debian's `ffprobe` and `ffmpeg` (apt package `ffmpeg`, readers we did not write the
 * files with) describe it: codec, size, tracks, length, frames, the alpha_mode tag Matroska marks
 * VP9-with-alpha with, and the alpha plane libvpx decodes from its BlockAdditions. Tests only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FfprobeInfo {
  codec: string;
  width: number;
  height: number;
  /** Every stream in the file, video and audio. */
  streams: number;
  audioStreams: number;
  durationMs: number;
  frames: number;
  /** The Matroska AlphaMode of the video track ('1' when an alpha stream rides in BlockAdditions), or null. */
  alphaMode: string | null;
  /** Per frame, the alpha values libvpx-vp9 decodes (width·height bytes each); empty when asked not to decode. */
  alphaFrames: Uint8Array[];
}

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; nb_read_packets?: string; tags?: Record<string, string> }[];
  format: { duration: string };
}

/** Runs ffprobe (and, with `decodeAlpha`, ffmpeg's libvpx-vp9 decoder) on the bytes; throws when they cannot be read. */
export function ffprobeInfo(bytes: Uint8Array, options: { decodeAlpha?: boolean } = {}): FfprobeInfo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffprobe-'));
  const file = path.join(dir, 'file.webm');
  try {
    fs.writeFileSync(file, bytes);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-count_packets', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' })) as Probe;
    const video = probe.streams.find((s) => s.codec_type === 'video');
    if (!video?.width || !video.height) throw new Error(`ffprobe found no video stream: ${JSON.stringify(probe)}`);
    const [width, height] = [video.width, video.height];
    const alphaFrames: Uint8Array[] = [];
    if (options.decodeAlpha) {
      // ffmpeg's native vp9 decoder drops the alpha stream; libvpx-vp9 reads it (alpha_mode 1).
      const raw = execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', file, '-vf', 'alphaextract', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 64 * 1024 * 1024 });
      for (let at = 0; at + width * height <= raw.length; at += width * height) alphaFrames.push(new Uint8Array(raw.subarray(at, at + width * height)));
    }
    return {
      codec: video.codec_name, width, height,
      streams: probe.streams.length, audioStreams: probe.streams.filter((s) => s.codec_type === 'audio').length,
      durationMs: Math.round(Number(probe.format.duration) * 1000), frames: Number(video.nb_read_packets ?? 0),
      alphaMode: video.tags?.alpha_mode ?? video.tags?.ALPHA_MODE ?? null, alphaFrames,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
