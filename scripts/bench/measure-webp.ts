/**
 * Issue 22's WebP rows: W2 fitted as WebP by the pipeline's own fit (wasm/webp/fit-webp.ts, the
 * code the worker runs) under Discord's 256 KiB and under 128 KiB, in Node, beside the GIF rows
 * of the same limits in the same run; the files are scored with the other rows (SSIM, PSNR).
 */
import { fitWebp } from '../../wasm/webp/fit-webp.ts';
import { initWebpInNode } from '../../tests/support/node-webp.ts';
import { collapseMsRepeats } from '../../wasm/shared/ms-frames.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { measureDecodedQuality, type Quality, type SsimCache } from './measure-quality.ts';
import { decodeWebpFrames } from './decode-webp.ts';
import type { Workload } from './workloads.mjs';

/** The limits measured: Discord's, and the half the issue's second figure asks for. */
export const WEBP_LIMITS = [256 * 1024, 128 * 1024] as const;

/** One row per limit; `runs` encodes each, the median time kept. */
export async function measureWebp(workload: Workload, runs: number): Promise<Measurement[]> {
  const input = {
    width: workload.width, height: workload.height,
    frames: workload.frames.map((f) => new Uint8ClampedArray(f.buffer, f.byteOffset, f.length)),
    delaysMs: workload.frames.map(() => workload.delayMs),
  };
  await initWebpInNode();
  const rows: Measurement[] = [];
  for (const limitBytes of WEBP_LIMITS) {
    const times: number[] = [];
    let fitted: Awaited<ReturnType<typeof fitWebp>> | null = null;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      fitted = await fitWebp(collapseMsRepeats(input), { limitBytes, minSide: 32 });
      times.push(performance.now() - start);
    }
    const { quality, frameStep, scale, encodes } = fitted!.report;
    rows.push({
      ...emptyMeasurement({ workload: workload.id, encoder: 'pipeline WebP (libwebp)', kind: 'pipeline', limitBytes, runs }), format: 'webp',
      ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)], bytes: fitted!.bytes.length, file: fitted!.bytes, encodes,
      settled: `quality ${quality}${frameStep > 1 ? `, every ${frameStep} frames` : ''}${scale < 1 ? `, scale ${scale.toFixed(2)}` : ''}`,
    });
  }
  return rows;
}

/** Decodes a WebP (libwebp's decoder) and compares it with `source` as the GIF rows are. */
export async function measureWebpQuality(file: Uint8Array, source: Workload, cache: SsimCache): Promise<Quality> {
  const webp = await decodeWebpFrames(file);
  return measureDecodedQuality({ ...webp, delaysCs: webp.delaysMs.map((ms) => ms / 10) }, source, cache);
}
