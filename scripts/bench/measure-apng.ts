/**
 * Issue 22's APNG row: W2's content at the Discord sticker's 320×320 (scaled and centred as the
 * platform rows give it), fitted by the pipeline's own APNG fit (wasm/apng/fit-apng.ts, the code
 * the worker runs) to the sticker's rules (512 KiB, 5 s, exactly 320), in Node. Scored here with
 * UPNG's decoder (frames composited, delays kept) against the same 320×320 source, and checked
 * against the sticker's rules; measureAllQuality leaves a row it finds scored alone.
 */
import UPNG from 'upng-js';
import { fitApng } from '../../wasm/apng/fit-apng.ts';
import { collapseMsRepeats } from '../../wasm/shared/ms-frames.ts';
import { platformTarget } from '../../web/platforms/platform-target.ts';
import { platformById, problemsOf } from '../../web/platforms/platform-rules.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { measureDecodedQuality } from './measure-quality.ts';
import { workloadAtSize } from './workload-at-size.ts';
import type { Workload } from './workloads.mjs';

const SIDE = 320;

/** The APNG's frames as UPNG decodes them, composited, with delays in cs. */
function decodeApng(bytes: Uint8Array) {
  const image = UPNG.decode(bytes.slice().buffer);
  const frames = UPNG.toRGBA8(image).map((frame) => new Uint8Array(frame));
  const delaysMs = image.frames.length ? image.frames.map((frame) => frame.delay) : [0];
  return { width: image.width, height: image.height, frames, delaysCs: delaysMs.map((ms) => ms / 10) };
}

/** One row: the sticker fit, `runs` times, the median time kept, scored against the source at 320×320. */
export async function measureApngSticker(workload: Workload, runs: number): Promise<Measurement> {
  const source = workloadAtSize(workload, SIDE, SIDE);
  const target = platformTarget('discord-sticker', { width: SIDE, height: SIDE }, 'apng');
  const input = {
    width: SIDE, height: SIDE,
    frames: source.frames.map((f) => new Uint8ClampedArray(f.buffer, f.byteOffset, f.length)),
    delaysMs: source.frames.map(() => source.delayMs),
  };
  const times: number[] = [];
  let fitted: Awaited<ReturnType<typeof fitApng>> | null = null;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    fitted = await fitApng(collapseMsRepeats(input), { limitBytes: target.maxBytes, maxDurationMs: target.maxDurationMs, minSide: target.minSide });
    times.push(performance.now() - start);
  }
  const { colors, frameStep, scale, encodes } = fitted!.report;
  const decoded = decodeApng(fitted!.bytes);
  const durationMs = decoded.delaysCs.reduce((sum, cs) => sum + cs * 10, 0);
  return {
    ...emptyMeasurement({ workload: workload.id, encoder: 'pipeline APNG, Discord sticker 320×320', kind: 'pipeline', limitBytes: target.maxBytes, runs }), format: 'apng', preset: 'discord-sticker',
    ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)], bytes: fitted!.bytes.length, file: fitted!.bytes, encodes,
    settled: `${colors ? `${colors} colours` : 'lossless'}${frameStep > 1 ? `, every ${frameStep} frames` : ''}${scale < 1 ? `, scale ${scale.toFixed(2)}` : ''}`,
    quality: measureDecodedQuality(decoded, source),
    problems: problemsOf(platformById('discord-sticker'), { format: 'apng', width: decoded.width, height: decoded.height, frames: decoded.frames.length, bytes: fitted!.bytes.length, durationMs }),
  };
}
