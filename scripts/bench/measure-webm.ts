/**
 * Issue 22's WebM row: W2's content at the Telegram emoji's 100×100 (scaled and centred as the
 * platform rows give it), made by the app's worker in Chromium with the Telegram emoji preset's
 * target as the maker page sends it (WebM needs WebCodecs' VideoEncoder: no Node row is possible).
 * Read back by Debian's ffmpeg with libvpx-vp9 (the decoder that reads the alpha stream), scored
 * against the same 100×100 source and checked against Telegram's rules (≤ 3 s, ≤ 30 fps, 256 KB).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { platformTarget } from '../../web/platforms/platform-target.ts';
import { platformById, problemsOf } from '../../web/platforms/platform-rules.ts';
import { ffprobeInfo } from '../../tests/support/ffprobe-info.ts';
import { meanSsim } from '../../tests/support/ssim.ts';
import { collapseMsRepeats, fpsOfMs } from '../../wasm/shared/ms-frames.ts';
import { applyWebmTiming } from '../../wasm/webm/webm-timing.ts';
import { median } from './format-table.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { measureDecodedQuality, SSIM_BACKGROUND } from './measure-quality.ts';
import { runInBrowser } from './run-pipeline.ts';
import { publishFrames } from './serve-bench-page.ts';
import { workloadAtSize } from './workload-at-size.ts';
import type { Workload } from './workloads.mjs';

const SIDE = 100;

/** Every frame as libvpx-vp9 decodes it (colour and alpha, RGBA), with ffprobe's durations. */
function decodeWebm(bytes: Uint8Array) {
  const info = ffprobeInfo(bytes);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webm-'));
  try {
    const file = path.join(dir, 'file.webm');
    fs.writeFileSync(file, bytes);
    // Passthrough: one raw frame per coded frame, none duplicated to a constant rate.
    const raw = execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', file, '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { maxBuffer: 64 * 1024 * 1024 });
    const size = info.width * info.height * 4;
    const frames = Array.from({ length: Math.floor(raw.length / size) }, (_, i) => new Uint8Array(raw.subarray(i * size, (i + 1) * size)));
    if (frames.length !== info.frames) throw new Error(`ffmpeg decoded ${frames.length} frames, ffprobe counts ${info.frames}`);
    return { width: info.width, height: info.height, frames, delaysCs: info.durationsMs.map((ms) => ms / 10), durationMs: info.durationMs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * SSIM of the decoded frames against the frames the worker writes (the loop once, at Telegram's
 * 30 fps by wasm/webm/webm-timing.ts): the codec's loss alone. W2 runs at 50 fps and moves 14 dB a
 * frame, so against the source most of the loss is the platform's frame rate, not VP9's.
 */
function ssimAgainstWritten(source: Workload, target: ReturnType<typeof platformTarget>, decoded: ReturnType<typeof decodeWebm>) {
  const once = collapseMsRepeats({ width: SIDE, height: SIDE, frames: source.frames.map((f) => new Uint8ClampedArray(f.buffer, f.byteOffset, f.length)), delaysMs: source.frames.map(() => source.delayMs) });
  const { frames } = applyWebmTiming(once, { minFrameMs: target.minFrameMs ?? null, maxDurationMs: target.maxDurationMs ?? null });
  if (frames.frames.length !== decoded.frames.length) return null;
  return { ssim: meanSsim(frames.frames, decoded.frames, SIDE, SIDE, SSIM_BACKGROUND), fps: fpsOfMs(frames.delaysMs) };
}

/** One row: the Telegram emoji WebM, `runs` times on fresh pages, the median time kept, read back and scored. */
export async function measureWebmTelegram(browser: Browser, baseUrl: string, workload: Workload, runs: number): Promise<Measurement> {
  const source = workloadAtSize(workload, SIDE, SIDE);
  const target = platformTarget('telegram-emoji', { width: SIDE, height: SIDE }, 'webm');
  const row: Measurement = {
    ...emptyMeasurement({ workload: workload.id, encoder: 'pipeline WebM (VP9, WebCodecs)', kind: 'pipeline', limitBytes: target.maxBytes, runs }),
    format: 'webm', preset: 'telegram-emoji',
  };
  const { urlPath } = publishFrames(`${workload.id}-telegram-emoji`, source.frames);
  const job = { framesUrl: urlPath, width: SIDE, height: SIDE, delayMs: source.delayMs, limitBytes: target.maxBytes, target, format: 'webm' as const };
  const times: number[] = [];
  let file: Uint8Array | null = null;
  let settled = '';
  for (let run = 0; run < runs; run++) {
    const outcome = await runInBrowser(browser, baseUrl, job, source.frames.length).catch((error: Error) => error);
    if (outcome instanceof Error) return { ...row, error: outcome.message };
    if (outcome.result.kind !== 'file') return { ...row, ms: outcome.ms, error: outcome.result.kind === 'error' ? outcome.result.code : 'nothing to make' };
    times.push(outcome.ms);
    file = outcome.file;
    const fit = outcome.result.fit;
    settled = fit ? `${fit.quality} kbit/s${fit.frameStep > 1 ? `, every ${fit.frameStep} frames` : ''}${fit.scale < 1 ? `, scale ${fit.scale.toFixed(2)}` : ''}` : 'plain encode';
  }
  if (!file) return { ...row, error: 'no file' };
  try {
    const decoded = decodeWebm(file);
    const spec = platformById('telegram-emoji');
    const written = ssimAgainstWritten(source, target, decoded);
    const codecLoss = written ? `; SSIM ${written.ssim.toFixed(4).replace(/^0/, '')} against the frames written at ${written.fps} fps` : '';
    return {
      ...row, ms: median(times), bytes: file.length, file, settled: `WebM: ${settled}${codecLoss}`,
      quality: measureDecodedQuality(decoded, source),
      problems: problemsOf(spec, { format: 'webm', width: decoded.width, height: decoded.height, frames: decoded.frames.length, bytes: file.length, durationMs: decoded.durationMs }),
    };
  } catch (error) {
    return { ...row, ms: median(times), bytes: file.length, error: `invalid WebM: ${(error as Error).message}` };
  }
}
