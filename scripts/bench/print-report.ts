/** The bench report: one table per workload, one per byte limit, with ratios against the anchors. */
import { formatBytes, formatDelta, formatMemory, formatMs, formatRatio, formatSsim, formatTable } from './format-table.ts';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import type { Measurement } from './measurement.ts';
import type { BenchPlan } from './plan-bench.ts';
import { DESIGN_FIGURES, LEGEND } from './report-notes.ts';
import type { Workload, WorkloadId } from './workloads.mjs';

const ssimOf = (m: Measurement | undefined) => m?.quality?.ssim ?? null;
const msOf = (m: Measurement | undefined) => (m?.file ? m.ms : null);

/** The note column: an error, what a fit settled on, and whether SSIM needed an upscale. */
function noteOf(m: Measurement): string {
  if (m.error) return m.error;
  const parts = [m.settled];
  if (m.quality?.upscaled) parts.push(`SSIM after bilinear upscale from ${m.quality.width}×${m.quality.height}`);
  return parts.filter(Boolean).join('; ');
}

/** Rows with time, size, SSIM and memory, then ratio and difference against each anchor. */
function formatRows(rows: Measurement[], anchors: [string, Measurement | undefined][], extra: string[]): string {
  const headers = ['encoder', 'runs', 'ms', ...extra, 'bytes', 'SSIM', 'RSS MB (+grew)'];
  for (const [name] of anchors) headers.push(`ms/${name}`, `ΔSSIM ${name}`);
  headers.push('note');
  const body = rows.map((m) => {
    const cells = [m.encoder, String(m.runs), formatMs(msOf(m)), ...(extra.length ? [m.encodes === null ? '—' : String(m.encodes)] : [])];
    cells.push(formatBytes(m.bytes), formatSsim(ssimOf(m)), formatMemory(m.rss));
    for (const [, anchor] of anchors) {
      const self = anchor === m;
      cells.push(self ? 'anchor' : formatRatio(msOf(m), msOf(anchor)), self ? '' : formatDelta(ssimOf(m), ssimOf(anchor)));
    }
    return [...cells, noteOf(m)];
  });
  return formatTable(headers, body, true);
}

/** Title line of a workload. */
export function describeWorkload(w: Workload, runs: number): string {
  const alpha = w.alpha ? 'transparent' : 'opaque';
  return `${w.id} ${w.name}: ${w.width}×${w.height}, ${w.frames.length} frames at ${w.delayMs} ms, ${alpha}; median of ${runs} run${runs > 1 ? 's' : ''}`;
}

/** The plain-encode table of one workload. */
export function formatWorkloadTable(w: Workload, runs: number, rows: Measurement[]): string {
  const find = (label: string) => rows.find((m) => m.encoder === label);
  const anchors: [string, Measurement | undefined][] = [['gifski', find(ANCHOR_LABELS.gifski)], ['gifenc', find(ANCHOR_LABELS.gifenc)]];
  return `${describeWorkload(w, runs)}\n${formatRows(rows, anchors, [])}`;
}

/** The byte-limit table of one workload and limit ('ms' is the whole loop, all encodes). */
export function formatFitTable(w: Workload, limitBytes: number, rows: Measurement[]): string {
  const find = (label: string) => rows.find((m) => m.encoder === label);
  const anchors: [string, Measurement | undefined][] = [['gifski-fit', find(ANCHOR_LABELS.gifskiFit)], ['gifenc-fit', find(ANCHOR_LABELS.gifencFit)]];
  const title = `${w.id} under ${limitBytes / 1024} KB (${limitBytes} bytes): whole fit loop, median of ${rows[0]?.runs ?? 0}`;
  return `${title}\n${formatRows(rows, anchors.filter(([, a]) => a), ['encodes'])}`;
}

/** The whole report: title, one table per workload and per fit case, legend and DESIGN's figures. */
export function formatReport(title: string, plan: BenchPlan, loaded: Map<WorkloadId, Workload>, rows: Measurement[]): string {
  const parts = [`\n${title}`];
  for (const { id, runs } of plan.workloads) {
    parts.push(formatWorkloadTable(loaded.get(id)!, runs, rows.filter((m) => m.workload === id && m.limitBytes === null)));
  }
  for (const fit of plan.fits) {
    parts.push(formatFitTable(loaded.get(fit.id)!, fit.limitBytes, rows.filter((m) => m.workload === fit.id && m.limitBytes === fit.limitBytes)));
  }
  parts.push(LEGEND, DESIGN_FIGURES);
  return `${parts.join('\n\n')}\n`;
}
