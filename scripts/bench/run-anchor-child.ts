/** Runs one Node anchor in a fresh child process, so its peak memory is its own (gifski's WASM memory never shrinks). */
import fs from 'node:fs';
import { encodeGifenc } from './encode-gifenc.ts';
import { ANCHOR_QUALITY, encodeGifski, initGifskiNode } from './encode-gifski.ts';
import { bisectKnob } from './fit-bisect.ts';
import { applyAlphaCutoff } from '../../wasm/gif/alpha-cutoff.ts';
import { endRssSpan, startRssSpan, type RssSpan } from './process-memory.ts';

/** What the parent asks a child to do. */
export interface AnchorSpec {
  encoder: 'gifenc' | 'gifski';
  rgbaFile: string;
  width: number;
  height: number;
  delayMs: number;
  runs: number;
  /** Fit under this many bytes by bisecting colours (gifenc) or quality (gifski); null = one plain encode. */
  limitBytes: number | null;
  outFile: string;
  /** gifski's quality for a plain encode (ANCHOR_QUALITY when absent). */
  quality?: number;
  /** Cut alpha at 128 first, as the pipeline does before any encoder. */
  alphaCut?: boolean;
}

/** What the child reports on its last stdout line, as JSON. */
export interface AnchorOutcome {
  msRuns: number[];
  bytes: number | null;
  encodes: number;
  knob: number;
  /** Memory of the first run only (later runs reuse what it grew). */
  rss: RssSpan | null;
}

const KNOBS = { gifenc: { lo: 2, hi: 256 }, gifski: { lo: 1, hi: 100 } };

function readFrames(spec: AnchorSpec): Uint8Array[] {
  const all = new Uint8Array(fs.readFileSync(spec.rgbaFile));
  const size = spec.width * spec.height * 4;
  return Array.from({ length: all.length / size }, (_, i) => all.slice(i * size, (i + 1) * size));
}

async function encodeOnce(spec: AnchorSpec, frames: Uint8Array[]) {
  const { width, height, delayMs } = spec;
  const encode = (knob: number) =>
    spec.encoder === 'gifenc' ? encodeGifenc(frames, width, height, delayMs, knob) : encodeGifski(frames, width, height, delayMs, knob);
  if (spec.limitBytes !== null) return bisectKnob(KNOBS[spec.encoder].lo, KNOBS[spec.encoder].hi, spec.limitBytes, encode);
  const knob = spec.encoder === 'gifenc' ? KNOBS.gifenc.hi : (spec.quality ?? ANCHOR_QUALITY);
  return { knob, bytes: await encode(knob), encodes: 1 };
}

/** Child entry: runs the spec `runs` times, writes the file and prints an AnchorOutcome. */
export async function runAnchorChild(specJson: string): Promise<number> {
  const spec = JSON.parse(specJson) as AnchorSpec;
  const frames = readFrames(spec);
  if (spec.alphaCut) frames.forEach((frame) => applyAlphaCutoff(frame, 128));
  if (spec.encoder === 'gifski') await initGifskiNode();
  const msRuns: number[] = [];
  let rss: RssSpan | null = null;
  let last = { knob: 0, bytes: null as Uint8Array | null, encodes: 0 };
  for (let run = 0; run < spec.runs; run++) {
    const start = run === 0 ? startRssSpan('self') : null;
    const t0 = performance.now();
    last = await encodeOnce(spec, frames);
    msRuns.push(performance.now() - t0);
    if (run === 0) rss = endRssSpan('self', start);
  }
  if (last.bytes) fs.writeFileSync(spec.outFile, last.bytes);
  const outcome: AnchorOutcome = { msRuns, bytes: last.bytes?.length ?? null, encodes: last.encodes, knob: last.knob, rss };
  process.stdout.write(`\n${JSON.stringify(outcome)}\n`);
  return 0;
}
