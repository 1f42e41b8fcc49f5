/** The bench report: one table per workload, one per byte limit, with ratios against the anchors. */
import { formatBytes, formatDelta, formatMemory, formatMs, formatRatio, formatSsim, formatTable } from './format-table.ts';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import type { Measurement } from './measurement.ts';
import type { BenchPlan } from './plan-bench.ts';
import { DESIGN_FIGURES, LEGEND } from './report-notes.ts';
import type { Workload, WorkloadId } from './workloads.mjs';
import type { SiteFigure } from './measure-site.ts';
import { formatChecks, summarizeChecks } from './targets.ts';
import { formatDefaultBar } from './default-bar.ts';
import { formatIssue24Targets } from './issue-24-targets.ts';
import { formatFormatsTable } from './format-rows-table.ts';
import { formatPackFiles } from './pack-file-times.ts';

const ssimOf = (m: Measurement | undefined) => m?.quality?.ssim ?? null;
const psnrOf = (m: Measurement) => (m.quality && Number.isFinite(m.quality.psnr) ? m.quality.psnr.toFixed(1) : '—');
const msOf = (m: Measurement | undefined) => (m?.file ? m.ms : null);

/** The note column: an error, what a fit settled on, and whether SSIM needed an upscale. */
function noteOf(m: Measurement): string {
  if (m.error) return m.error;
  const parts = [m.settled, m.encoderReason ? `chose ${m.encoder.replace(/^pipeline \((.*)\)$/, '$1')}: ${m.encoderReason}` : ''];
  if (m.quality?.upscaled) parts.push(`SSIM after bilinear upscale from ${m.quality.width}×${m.quality.height}`);
  return parts.filter(Boolean).join('; ');
}

/** Rows with time, size, SSIM and memory, then ratio and difference against each anchor. */
function formatRows(rows: Measurement[], anchors: [string, Measurement | undefined][], extra: string[]): string {
  const headers = ['encoder', 'runs', 'ms', ...extra, 'bytes', 'SSIM', 'PSNR dB', 'RSS MB (+grew)'];
  for (const [name] of anchors) headers.push(`ms/${name}`, `ΔSSIM ${name}`);
  headers.push('note');
  const body = rows.map((m) => {
    const cells = [m.encoder, String(m.runs), formatMs(msOf(m)), ...(extra.length ? [m.encodes === null ? '—' : String(m.encodes)] : [])];
    cells.push(formatBytes(m.bytes), formatSsim(ssimOf(m)), psnrOf(m), formatMemory(m.rss));
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
  if (find(ANCHOR_LABELS.gifskiQ90)) anchors.push(['gifski q90', find(ANCHOR_LABELS.gifskiQ90)]);
  return `${describeWorkload(w, runs)}\n${formatRows(rows, anchors, [])}`;
}

/** The byte-limit table of one workload and limit ('ms' is the whole loop, all encodes). */
export function formatFitTable(w: Workload, limitBytes: number, rows: Measurement[]): string {
  const find = (label: string) => rows.find((m) => m.encoder === label);
  const anchors: [string, Measurement | undefined][] = [['gifski-fit', find(ANCHOR_LABELS.gifskiFit)], ['gifenc-fit', find(ANCHOR_LABELS.gifencFit)]];
  const title = `${w.id} under ${limitBytes / 1024} KB (${limitBytes} bytes): whole fit loop, median of ${rows[0]?.runs ?? 0}`;
  return `${title}\n${formatRows(rows, anchors.filter(([, a]) => a), ['encodes'])}`;
}

/** The platform rows: each preset's target met or not, on the workload of its size. */
export function formatPresetTable(rows: Measurement[]): string {
  const headers = ['preset', 'workload', 'size', 'ms', 'bytes', 'frames', 'SSIM', 'PSNR dB', 'all checks passed', 'note'];
  const body = rows.map((m) => [
    m.preset ?? '', m.workload, m.quality ? `${m.quality.width}×${m.quality.height}` : '—', formatMs(msOf(m)), formatBytes(m.bytes), String(m.quality?.frameCount ?? '—'), formatSsim(ssimOf(m)), psnrOf(m),
    m.problems === null ? '—' : m.problems.length ? `no: ${m.problems.join('; ')}` : 'yes', noteOf(m),
  ]);
  const note =
    'A frame cap under the workload\'s frame count keeps frames evenly spread in time; SSIM and PSNR compare each source frame with the frame\n' +
    'on screen at its time, so a dropped frame counts as its neighbour (W2 moves 14 dB from one frame to the next). The maker page composes\n' +
    'capped frames at their own times instead (see the long input below).';
  return `Platform presets on W2's content at each preset's size (scaled to fit by area, centred on a transparent canvas when wider),\nthe preset's whole rule set as the target (as the maker page sends it), frames in hand\n${formatTable(headers, body, true)}\n${note}`;
}

/** The maker page's own figures: preview latency and the long input made for a platform. */
export function formatSiteTable(site: SiteFigure[]): string {
  const headers = ['maker page', 'runs', 'median ms', 'bytes', 'frames', 'all checks passed', 'note'];
  const body = site.map((f) => [
    f.name, String(f.runs), formatMs(f.ms), formatBytes(f.bytes), f.frames === null ? '—' : String(f.frames),
    f.targets ? summarizeChecks(f.targets) : f.problems === null ? '—' : f.problems.length ? `no: ${f.problems.join('; ')}` : 'yes', f.note,
  ]);
  return `The maker page in Chromium (built site, fresh page each)\n${formatTable(headers, body, true)}`;
}

/** One table of files for each pack row that timed its files. */
export function formatPackRows(site: SiteFigure[]): string[] {
  return site.flatMap((f) => (f.packFiles?.length ? [formatPackFiles(f.name, f.packFiles)] : []));
}

/** Every row judged against the issue's targets, each target met or not. */
export function formatTargets(site: SiteFigure[]): string {
  const lines = site.filter((f) => f.targets).map((f) => `  ${f.name.trim()}: ${formatChecks(f.targets!)}`);
  return `Issue 13 and 19 targets (big inputs; times on a shared machine, reported only)\n${lines.join('\n')}`;
}

/** The whole report: title, one table per workload and per fit case, legend and DESIGN's figures. */
export function formatReport(title: string, plan: BenchPlan, loaded: Map<WorkloadId, Workload>, rows: Measurement[], site: SiteFigure[] = []): string {
  const parts = [`\n${title}`];
  for (const { id, runs } of plan.workloads) {
    parts.push(formatWorkloadTable(loaded.get(id)!, runs, rows.filter((m) => m.workload === id && m.limitBytes === null && !m.preset)));
  }
  for (const fit of plan.fits) {
    parts.push(formatFitTable(loaded.get(fit.id)!, fit.limitBytes, rows.filter((m) => m.workload === fit.id && m.limitBytes === fit.limitBytes && !m.preset)));
  }
  if (plan.workloads.some((w) => w.id === 'W2')) parts.push(formatDefaultBar(rows));
  if (plan.workloads.some((w) => ['W2', 'W2n', 'W3'].includes(w.id))) parts.push(formatIssue24Targets(rows));
  const presets = rows.filter((m) => m.preset);
  if (presets.length) parts.push(formatPresetTable(presets));
  const formats = formatFormatsTable(rows);
  if (formats) parts.push(formats);
  if (site.length) parts.push(formatSiteTable(site));
  parts.push(...formatPackRows(site));
  if (site.some((f) => f.targets)) parts.push(formatTargets(site));
  parts.push(LEGEND, DESIGN_FIGURES);
  return `${parts.join('\n\n')}\n`;
}
