/** A full or short bench run: pipeline in Chromium, anchors in Node and natively, quality, report, verdict. */
import os from 'node:os';
import { findPipelineProblems } from './check-pipeline.ts';
import { measureGifsicle, measureGifskiNative, measureNodeAnchor } from './measure-anchors.ts';
import { measurePipeline } from './measure-pipeline.ts';
import { measureQuality } from './measure-quality.ts';
import type { Measurement } from './measurement.ts';
import { planBench } from './plan-bench.ts';
import { formatReport } from './print-report.ts';
import { launchChromium } from './run-pipeline.ts';
import { buildBenchPage, publishFrames, removeFrames, serveBenchPage } from './serve-bench-page.ts';
import { load, type Workload, type WorkloadId } from './workloads.mjs';
import { checkPresetRow, PRESET_CASES, presetSource, presetTarget } from './preset-cases.ts';
import { measureWebp, measureWebpQuality } from './measure-webp.ts';
import { measureApngSticker } from './measure-apng.ts';
import { measureWebmTelegram } from './measure-webm.ts';
import { isWebp } from './decode-webp.ts';
import { measureSite, type SiteFigure } from './measure-site.ts';
import { measureBigInputs } from './measure-big-input.ts';
import { measureBigClip } from './measure-big-clip.ts';
import { measureSlackClip } from './measure-slack-clip.ts';
import { measureSegment } from './measure-segment.ts';
import { measureLevers } from './measure-levers.ts';
import { measureCutoutPasses } from './measure-cutout.ts';
import { measureStack } from './measure-stack.ts';
import { collectFigures, compareWithBaseline, mergeFigures, type Figure } from './bench-figures.ts';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** Where each run writes its figures, and the short run's committed baseline. */
export const FIGURES_FILE = path.join(ROOT, 'bench-results.json');
export const BASELINE_FILE = path.join(ROOT, 'scripts/bench/baseline-short.json');

const say = (line: string) => process.stdout.write(`${line}\n`);
const progress = (line: string) => process.stderr.write(`bench ${process.uptime().toFixed(1).padStart(5)} s: ${line}\n`);

/** Runs every pipeline job in one browser, each run on a fresh page, then the maker page's own figures. */
async function measureAllPipeline(plan: ReturnType<typeof planBench>, loaded: Map<WorkloadId, Workload>, urls: Map<WorkloadId, string>, short: boolean) {
  const rows: Measurement[] = [];
  const presetSources = new Map<string, Workload>();
  let site: SiteFigure[] = [];
  const { url, server } = await serveBenchPage();
  const browser = await launchChromium().catch(async (error: Error) => {
    await server.close();
    throw error;
  });
  const chromium = browser.version();
  async function measureAllPipelineRows() {
    progress(`Chromium ${chromium} at ${url}`);
    const jobs = [...plan.workloads.map((w) => ({ ...w, limitBytes: null })), ...plan.fits];
    for (const { id, runs, limitBytes } of jobs) {
      progress(`pipeline ${id}${limitBytes ? ` under ${limitBytes} bytes` : ''} × ${runs}`);
      rows.push(await measurePipeline(browser, url, loaded.get(id)!, urls.get(id)!, limitBytes, runs));
    }
    // A run of named workloads keeps their presets (Slack's is issue 24's), not the other formats' or the page's rows.
    for (const c of PRESET_CASES.filter((p) => !plan.only || plan.only.includes(p.id))) {
      progress(`pipeline ${c.id} at ${c.width}×${c.height} with the ${c.presetId} preset's target`);
      const source = presetSource(c, loaded.get(c.id)!);
      presetSources.set(c.presetId, source);
      const framesUrl = source === loaded.get(c.id) ? urls.get(c.id)! : publishFrames(`${c.id}-${c.presetId}`, source.frames).urlPath;
      const target = presetTarget(c.presetId);
      const row = await measurePipeline(browser, url, source, framesUrl, target.maxBytes, short ? 1 : 3, target);
      rows.push({ ...row, preset: c.presetId });
    }
    if (plan.only) return;
    progress('issue 22: W2 as a Telegram emoji WebM, 100×100 under 256 KB (the worker: VP9 needs WebCodecs)');
    rows.push(await measureWebmTelegram(browser, url, loaded.get('W2')!, short ? 1 : 3));
    progress('the maker page: preview latency and a long input');
    site = await measureSite(browser, url, short);
    progress('the cut-out colour key and backdrop flood fill on a 448² photo frame (issue 18)');
    site.push(...(await measureCutoutPasses(browser, url, short ? 3 : 9)));
    progress('the maker page: the 380-frame GIF with the Slack preset (issue 10 item 3)');
    site.push(await measureSlackClip(browser, url));
    progress(`the segmentation model: a still${short ? '' : ' and a 60-frame animation'} (issue 18)`);
    site.push(...(await measureSegment(browser, url, short)));
    progress('a stack of three effects on a 128×128×60 emote (issue 21 item 5)');
    site.push(await measureStack(browser, url, short));
    if (!short) {
      progress('the maker page: big animated inputs (issue 13)');
      site.push(...(await measureBigInputs(browser, url)));
      progress('the maker page: a 30 s 1080p MP4 clip (issue 23 item 4)');
      site.push(await measureBigClip(browser, url, 3));
    }
  }
  try {
    await measureAllPipelineRows();
  } finally {
    await browser.close();
    await server.close();
  }
  return { rows, chromium, site, presetSources };
}

/** Runs the Node and native anchors, one child process per encoder and workload. */
async function measureAllAnchors(plan: ReturnType<typeof planBench>, loaded: Map<WorkloadId, Workload>, files: Map<WorkloadId, string>) {
  const rows: Measurement[] = [];
  for (const { id, runs } of plan.workloads) {
    const w = loaded.get(id)!;
    progress(`anchors ${id} × ${runs}`);
    const gifenc = await measureNodeAnchor('gifenc', w, files.get(id)!, runs, null);
    rows.push(gifenc);
    // A run of named workloads has gifenc's anchor alone (issue 24's bar for W3); gifski takes minutes on W3.
    if (plan.only) continue;
    rows.push(measureGifsicle(gifenc, runs), await measureNodeAnchor('gifski', w, files.get(id)!, runs, null), measureGifskiNative(w));
    // Issue 10's bar for the default encode: at least the old default's SSIM and PSNR, no more bytes.
    if (id !== 'W3') rows.push(await measureNodeAnchor('gifski', w, files.get(id)!, runs, null, 90));
  }
  for (const fit of plan.fits.filter((f) => f.anchors)) {
    progress(`anchor fits ${fit.id} under ${fit.limitBytes} bytes`);
    rows.push(await measureNodeAnchor('gifenc', loaded.get(fit.id)!, files.get(fit.id)!, fit.runs, fit.limitBytes));
    if (plan.gifskiFit) rows.push(await measureNodeAnchor('gifski', loaded.get(fit.id)!, files.get(fit.id)!, 1, fit.limitBytes));
  }
  return rows;
}

/** Decodes every file and scores it; an undecodable file becomes that row's error. */
async function measureAllQuality(rows: Measurement[], sourceOf: (m: Measurement) => Workload) {
  progress('decoding outputs and computing SSIM');
  const cache = new Map<string, number>();
  for (const m of rows) {
    // A row scored where it was made (the APNG's, with its own decoder and source) is left as it is.
    if (!m.file || m.quality) continue;
    if (isWebp(m.file)) {
      m.quality = await measureWebpQuality(m.file, sourceOf(m), cache).catch((error: Error) => {
        m.error = `invalid WebP: ${error.message}`;
        return null;
      });
      continue;
    }
    try {
      m.quality = measureQuality(m.file, sourceOf(m), cache);
      checkPresetRow(m);
    } catch (error) {
      m.error = `invalid GIF: ${(error as Error).message}`;
    }
  }
}

/** Machine and load: timings mean little when other work shares the CPUs. */
function describeMachine(chromium: string, loadAtStart: number): string {
  const cpus = os.availableParallelism();
  const load = `load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`;
  const busy = Math.max(loadAtStart, os.loadavg()[0]) > cpus ? ' (above the CPU count: other work inflated the times)' : '';
  return `Node ${process.version}, Chromium ${chromium}, ${cpus} CPUs, ${load}${busy}`;
}

/**
 * Writes the figures; a short run compares them with the baseline (or writes it) and returns what got
 * worse. A run of named workloads (`partial`) compares, or rewrites, only the baseline's rows it ran.
 */
function keepFigures(figures: Figure[], short: boolean, writeBaseline: boolean, partial: boolean): string[] {
  fs.writeFileSync(FIGURES_FILE, `${JSON.stringify({ short, figures }, null, 2)}\n`);
  say(`Figures written to ${path.relative(ROOT, FIGURES_FILE)}`);
  if (!short) return [];
  const before = fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Figure[]) : null;
  if (writeBaseline) {
    const deterministic = figures.map(({ ms: _ms, ...rest }) => ({ ...rest, ms: null }));
    // A partial run may hold rows the short run never makes (W3's): the baseline keeps only the short run's workloads.
    const shortIds: string[] = planBench(true).workloads.map((w) => w.id);
    const merged = partial && before ? mergeFigures(before, deterministic.filter((f) => shortIds.includes(f.key.split(' ')[0]))) : deterministic;
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(merged, null, 2)}\n`);
    say(`Baseline written to ${path.relative(ROOT, BASELINE_FILE)}${partial ? ` (${deterministic.length} rows of this run)` : ''}`);
    return [];
  }
  if (!before) return [`no baseline at ${path.relative(ROOT, BASELINE_FILE)}: run npm run bench -- --short --write-baseline`];
  const ran = new Set(figures.map((f) => f.key));
  return compareWithBaseline(figures, partial ? before.filter((f) => ran.has(f.key)) : before);
}

/** Measures, prints the report and returns the exit code: 1 when the pipeline broke or a figure got worse than the baseline. */
export async function runSuite(short: boolean, writeBaseline = false, only: WorkloadId[] | null = null): Promise<number> {
  const loadAtStart = os.loadavg()[0];
  const plan = planBench(short, only);
  const ids = [...new Set([...plan.workloads.map((w) => w.id), ...plan.fits.map((f) => f.id)])];
  progress(`generating ${ids.join(', ')}; building the bench page`);
  const loaded = new Map(ids.map((id) => [id, load(id)]));
  await buildBenchPage();
  const published = new Map(ids.map((id) => [id, publishFrames(id, loaded.get(id)!.frames)]));
  const urls = new Map(ids.map((id) => [id, published.get(id)!.urlPath]));
  const files = new Map(ids.map((id) => [id, published.get(id)!.file]));
  const pipeline = await measureAllPipeline(plan, loaded, urls, short).catch((error: Error) => {
    removeFrames();
    throw error;
  });
  const rows = [...pipeline.rows, ...(await measureAllAnchors(plan, loaded, files).finally(removeFrames))];
  if (loaded.has('W2')) {
    progress('issue 24 levers on W2 (Node)');
    rows.push(...measureLevers(loaded.get('W2')!));
  }
  if (!only) {
    progress('issue 22: W2 as WebP under 256 and 128 KiB (Node)');
    rows.push(...(await measureWebp(loaded.get('W2')!, short ? 1 : 3)));
    progress('issue 22: W2 as an APNG Discord sticker, 320×320 under 512 KiB (Node)');
    rows.push(await measureApngSticker(loaded.get('W2')!, short ? 1 : 3));
  }
  await measureAllQuality(rows, (m) => (m.preset ? pipeline.presetSources.get(m.preset)! : loaded.get(m.workload)!));
  const title = `${short ? 'Short' : 'Full'} bench: ${describeMachine(pipeline.chromium, loadAtStart)}`;
  say(formatReport(title, plan, loaded, rows, pipeline.site));
  const problems = findPipelineProblems(rows);
  say(problems.length ? `PIPELINE BROKEN:\n${problems.map((p) => `  ${p}`).join('\n')}` : 'Pipeline OK (valid GIFs, within limits, SSIM sane).');
  const worse = keepFigures(collectFigures(rows, pipeline.site), short, writeBaseline, only !== null);
  if (short && !writeBaseline) say(worse.length ? `WORSE THAN THE BASELINE:\n${worse.map((p) => `  ${p}`).join('\n')}` : 'No figure worse than the baseline.');
  say(`Total ${process.uptime().toFixed(1)} s (process uptime)`);
  return problems.length || worse.length ? 1 : 0;
}
