/**
 * The bench's figures as JSON, and the check of short runs against a committed baseline: a
 * deterministic figure (bytes, SSIM, interior PSNR, frames, checks passed) that gets worse, or a
 * row that went missing, fails the run.
 * Times are written too but never compared: these machines are shared and noisy.
 */
import type { Measurement } from './measurement.ts';
import type { SiteFigure } from './site-figure.ts';
import type { StepFigures, TargetCheck } from './targets.ts';

/** One row's figures, keyed by what was measured. */
export interface Figure {
  key: string;
  ms: number | null;
  bytes: number | null;
  ssim: number | null;
  psnr: number | null;
  frames: number | null;
  /** Every check of the target platform passed; null when no platform was checked. */
  passed: boolean | null;
  /** A big-input step's long task and memory peaks (full runs). */
  step?: StepFigures;
  /** The issue's targets for the row, each met or not (reported, never compared). */
  targets?: TargetCheck[];
}

/** SSIM may move this little (floating point across builds) before it counts as worse. */
const SSIM_TOLERANCE = 0.0005;
/** Interior PSNR may move this many dB (floating point across builds) before it counts as worse. */
const PSNR_TOLERANCE = 0.05;
/** Bytes of a plain (unlimited) encode may grow this fraction before it counts as worse. */
const BYTES_TOLERANCE = 0.005;

// Pipeline rows are keyed by what was asked, not by the encoder that ran, so a change of encoder is still compared.
// A WebP, APNG or WebM row names its format: without it the WebP rows took the GIF rows' keys ('W2 pipeline under 262144').
const keyOf = (m: Measurement) => m.lever ? `${m.workload} lever ${m.lever}` : `${m.workload} pipeline${m.format ? ` ${m.format}` : ''}${m.preset ? ` preset ${m.preset}` : m.limitBytes ? ` under ${m.limitBytes}` : ''}`;

/** The pipeline rows and the page's figures as Figure rows (anchors are context, not figures of ours). */
export function collectFigures(rows: Measurement[], site: SiteFigure[]): Figure[] {
  const pipeline = rows.filter((m) => m.kind === 'pipeline').map((m) => ({
    key: keyOf(m), ms: m.ms, bytes: m.bytes, ssim: m.quality?.ssim ?? null, psnr: m.quality?.psnr ?? null,
    frames: m.quality?.frameCount ?? null, passed: m.problems ? m.problems.length === 0 : null,
  }));
  const page = site.map((f) => ({
    key: `site ${f.name}`, ms: f.ms, bytes: f.bytes, ssim: null, psnr: null, frames: f.frames, passed: f.problems ? f.problems.length === 0 : null,
    ...(f.step && { step: f.step }), ...(f.targets && { targets: f.targets }),
  }));
  return [...pipeline, ...page];
}

/** What got worse than the baseline, a baseline row the run no longer has included; new rows are not compared. */
export function compareWithBaseline(figures: Figure[], baseline: Figure[]): string[] {
  const worse: string[] = [];
  for (const before of baseline) {
    const now = figures.find((f) => f.key === before.key);
    if (!now) {
      worse.push(`${before.key}: missing from this run (rename or drop it in the baseline with --write-baseline, and say why)`);
      continue;
    }
    if (before.passed === true && now.passed !== true) worse.push(`${now.key}: its platform checks no longer pass`);
    if (before.ssim !== null && (now.ssim === null || now.ssim < before.ssim - SSIM_TOLERANCE)) worse.push(`${now.key}: SSIM ${now.ssim?.toFixed(4)} below ${before.ssim.toFixed(4)}`);
    if (before.psnr !== null && (now.psnr === null || now.psnr < before.psnr - PSNR_TOLERANCE)) worse.push(`${now.key}: interior PSNR ${now.psnr?.toFixed(2)} dB below ${before.psnr.toFixed(2)}`);
    if (before.frames !== null && (now.frames === null || now.frames < before.frames)) worse.push(`${now.key}: ${now.frames} frames, fewer than ${before.frames}`);
    // Under a limit, more bytes buy quality; only a plain encode's growth is a loss.
    const plain = !/ under | preset /.test(before.key) && !before.key.startsWith('site ');
    if (plain && before.bytes !== null && (now.bytes === null || now.bytes > before.bytes * (1 + BYTES_TOLERANCE))) {
      worse.push(`${now.key}: ${now.bytes} bytes, more than ${before.bytes}`);
    }
  }
  return worse;
}

/** The baseline with the rows of `ran` put in place of those of the same key, and new ones added. */
export function mergeFigures(baseline: Figure[], ran: Figure[]): Figure[] {
  const byKey = new Map(ran.map((f) => [f.key, f]));
  const merged = baseline.map((f) => byKey.get(f.key) ?? f);
  return [...merged, ...ran.filter((f) => !baseline.some((b) => b.key === f.key))];
}
