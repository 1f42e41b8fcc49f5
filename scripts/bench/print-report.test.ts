import { describe, expect, it } from 'vitest';
import { ANCHOR_LABELS } from './measure-anchors.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { formatFitTable, formatPackRows, formatWorkloadTable } from './print-report.ts';
import { WORKLOADS, type Workload } from './workloads.mjs';

const w1: Workload = { ...WORKLOADS.W1, id: 'W1', frames: Array.from({ length: 50 }, () => new Uint8Array(0)) };
const quality = (ssim: number, width = 112) => ({ ssim, psnr: 38, width, height: width, frameCount: 50, upscaled: width !== 112 });

function row(encoder: string, ms: number, ssim: number, fields: Partial<Measurement> = {}): Measurement {
  const base = emptyMeasurement({ workload: 'W1', encoder, kind: 'anchor', limitBytes: null, runs: 3 });
  return { ...base, ms, bytes: 1000, file: new Uint8Array(1), quality: quality(ssim), ...fields };
}

describe('report tables', () => {
  it('puts each row beside both anchors', () => {
    const table = formatWorkloadTable(w1, 3, [
      row('pipeline (gifski)', 650, 0.985, { kind: 'pipeline' }),
      row(ANCHOR_LABELS.gifski, 1300, 0.975),
      row(ANCHOR_LABELS.gifenc, 65, 0.985),
      row(ANCHOR_LABELS.gifskiNative, 0, 0, { file: null, ms: null, quality: null, error: 'not installed' }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^W1 emote: 112×112, 50 frames at 20 ms, transparent; median of 3 runs$/);
    expect(lines[3]).toMatch(/^pipeline \(gifski\) .* 0\.50× +\+\.0100 +10× +\+\.0000/);
    expect(lines[4]).toMatch(/anchor/);
    expect(lines[6]).toMatch(/not installed$/);
  });
  it('says when SSIM was measured after upscaling a shrunk fit', () => {
    const fitted = row('pipeline (gifenc)', 3000, 0.86, { kind: 'pipeline', limitBytes: 262144, quality: quality(0.86, 56), settled: 'scale 0.5' });
    const table = formatFitTable(w1, 262144, [fitted]);
    expect(table).toContain('scale 0.5; SSIM after bilinear upscale from 56×56');
    expect(table.split('\n')[0]).toBe('W1 under 256 KB (262144 bytes): whole fit loop, median of 3');
  });
});

describe('formatPackRows', () => {
  it("prints a table of files for each pack row that timed them, and nothing for the page's other rows", () => {
    const figure = { runs: 1, ms: 10, bytes: null, frames: null, problems: null, note: '' };
    const tables = formatPackRows([
      { ...figure, name: 'Sample → first frame painted' },
      { ...figure, name: 'All-platform pack, /jam sample', packFiles: [{ file: 'emotejam-whatsapp-512.webp', worker: 1, ms: 2364, doneAtMs: 3306 }] },
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatch(/^All-platform pack, \/jam sample: each file \(1 worker; median ms\)\n/);
    expect(tables[0]).toMatch(/emotejam-whatsapp-512\.webp\s+2\s+2364\s+3306$/);
  });
});
