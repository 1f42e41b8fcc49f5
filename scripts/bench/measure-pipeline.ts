/** The pipeline's rows: the app's worker in Chromium, as visitors run it. */
import type { Browser } from '@playwright/test';
import type { EncodeTarget, FitReport } from '../../web/pipeline/protocol.ts';
import { median } from './format-table.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { runInBrowser, type PipelineRun } from './run-pipeline.ts';
import type { Workload } from './workloads.mjs';

/** What the fit loop settled on, e.g. 'q62 128c scale 1 step 1'. */
export function describeFit(fit: FitReport | null): string {
  return fit ? `q${fit.quality} ${fit.colors}c scale ${+fit.scale.toFixed(3)} step ${fit.frameStep}` : '';
}

/** Encodes `workload` `runs` times, each on a fresh page; median time, last file, first run's memory. */
export async function measurePipeline(
  browser: Browser, baseUrl: string, workload: Workload, framesUrl: string, limitBytes: number | null, runs: number, target?: EncodeTarget | null,
): Promise<Measurement> {
  const m = emptyMeasurement({ workload: workload.id, encoder: 'pipeline', kind: 'pipeline', limitBytes, runs });
  const job = { framesUrl, width: workload.width, height: workload.height, delayMs: workload.delayMs, limitBytes, target };
  const done: PipelineRun[] = [];
  for (let run = 0; run < runs; run++) {
    const outcome = await runInBrowser(browser, baseUrl, job, workload.frames.length).catch((error: Error) => error);
    if (outcome instanceof Error) return { ...m, error: outcome.message };
    if (outcome.result.kind !== 'file') {
      const detail = outcome.result.kind === 'error' ? `${outcome.result.code}${outcome.result.detail ? ` (${outcome.result.detail})` : ''}` : 'nothing to make';
      return { ...m, ms: outcome.ms, error: detail };
    }
    done.push(outcome);
  }
  const last = done[done.length - 1];
  const result = last.result as Extract<PipelineRun['result'], { kind: 'file' }>;
  return {
    ...m,
    encoder: `pipeline (${result.encoder})`,
    ms: median(done.map((r) => r.ms)),
    bytes: last.file?.length ?? null,
    file: last.file,
    rss: done[0].rss,
    encodes: result.fit?.encodes ?? (limitBytes === null ? null : 1),
    settled: describeFit(result.fit),
    encoderReason: result.encoderReason ?? null,
  };
}
