/** The anchors' rows: gifenc and gifski-wasm in Node child processes, gifsicle and gifski natively. */
import fs from 'node:fs';
import path from 'node:path';
import { median } from './format-table.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { BENCH_OUT } from './paths.ts';
import { findCommand, optimizeWithGifsicle } from './run-native.ts';
import type { AnchorSpec } from './run-anchor-child.ts';
import { spawnAnchor } from './spawn-anchor.ts';
import type { Workload } from './workloads.mjs';

/** Row labels, also used to find the anchors when computing ratios. */
export const ANCHOR_LABELS = {
  gifenc: 'gifenc global palette (Node)',
  gifski: 'gifski-wasm q80 (Node)',
  gifskiQ90: 'gifski-wasm q90, alpha cut (Node): the old default',
  gifsicle: 'gifenc → gifsicle -O3 --colors 256',
  gifskiNative: 'gifski (native)',
  gifencFit: 'gifenc, colours bisected (Node)',
  gifskiFit: 'gifski-wasm, quality bisected (Node)',
};

/** Runs gifenc or gifski-wasm (`limitBytes` set: its bisection fit loop) in a child and reads its file. */
export async function measureNodeAnchor(
  encoder: AnchorSpec['encoder'], workload: Workload, rgbaFile: string, runs: number, limitBytes: number | null, quality?: number,
): Promise<Measurement> {
  const plain = quality === 90 ? ANCHOR_LABELS.gifskiQ90 : ANCHOR_LABELS[encoder];
  const label = limitBytes === null ? plain : ANCHOR_LABELS[encoder === 'gifenc' ? 'gifencFit' : 'gifskiFit'];
  const m = emptyMeasurement({ workload: workload.id, encoder: label, kind: 'anchor', limitBytes, runs });
  fs.mkdirSync(BENCH_OUT, { recursive: true });
  const outFile = path.join(BENCH_OUT, `${workload.id}-${encoder}${quality ? `-q${quality}` : ''}${limitBytes === null ? '' : `-${limitBytes}`}.gif`);
  fs.rmSync(outFile, { force: true });
  const { width, height, delayMs } = workload;
  const outcome = await spawnAnchor({ encoder, rgbaFile, width, height, delayMs, runs, limitBytes, outFile, quality, alphaCut: quality !== undefined }).catch((e: Error) => e);
  if (outcome instanceof Error) return { ...m, error: outcome.message };
  const settled = limitBytes === null ? '' : encoder === 'gifenc' ? `${outcome.knob} colours` : `q${outcome.knob}`;
  const base = { ...m, ms: median(outcome.msRuns), rss: outcome.rss, encodes: limitBytes === null ? null : outcome.encodes, settled };
  if (outcome.bytes === null) return { ...base, error: "can't meet file size limit without scaling" };
  const file = new Uint8Array(fs.readFileSync(outFile));
  return { ...base, bytes: file.length, file };
}

/** gifsicle -O3 over gifenc's file: time is gifenc's plus gifsicle's; memory is gifsicle's process. */
export function measureGifsicle(gifenc: Measurement, runs: number): Measurement {
  const m = emptyMeasurement({ workload: gifenc.workload, encoder: ANCHOR_LABELS.gifsicle, kind: 'anchor', limitBytes: null, runs });
  const gifsicle = findCommand('gifsicle');
  if (!gifsicle) return { ...m, error: 'gifsicle not installed (apt-get install gifsicle)' };
  if (!gifenc.file || gifenc.ms === null) return { ...m, error: 'no gifenc file to optimise' };
  const inFile = path.join(BENCH_OUT, `${gifenc.workload}-gifsicle-in.gif`);
  const outFile = path.join(BENCH_OUT, `${gifenc.workload}-gifsicle.gif`);
  fs.writeFileSync(inFile, gifenc.file);
  const timed = Array.from({ length: runs }, () => optimizeWithGifsicle(gifsicle, inFile, outFile));
  const file = new Uint8Array(fs.readFileSync(outFile));
  const own = median(timed.map((t) => t.ms));
  const peakKb = timed[0].peakKb;
  return {
    ...m, ms: gifenc.ms + own, bytes: file.length, file, settled: `gifsicle alone ${Math.round(own)} ms`,
    rss: peakKb === null ? null : { startKb: null, peakKb },
  };
}

/** gifski's own CLI is not packaged in Debian: the row says so rather than vanishing. */
export function measureGifskiNative(workload: Workload): Measurement {
  const m = emptyMeasurement({ workload: workload.id, encoder: ANCHOR_LABELS.gifskiNative, kind: 'anchor', limitBytes: null, runs: 0 });
  const found = findCommand('gifski');
  return { ...m, error: found ? `found ${found}, but the bench does not drive it yet` : 'not installed (Debian has no gifski package)' };
}
