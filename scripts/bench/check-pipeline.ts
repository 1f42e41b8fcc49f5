/** Short mode's pass/fail: the pipeline broke, never that it was slow. */
import type { Measurement } from './measurement.ts';

/** Below this mean SSIM the output is garbage, not merely worse. */
export const ABSURD_SSIM = 0.5;

/** Problems of the pipeline rows: no file, an invalid GIF, over the byte limit, absurd SSIM. */
export function findPipelineProblems(measurements: Measurement[]): string[] {
  const problems: string[] = [];
  for (const m of measurements.filter((row) => row.kind === 'pipeline')) {
    const where = `${m.workload}${m.limitBytes ? ` under ${m.limitBytes} bytes` : ''}`;
    if (m.error) problems.push(`${where}: ${m.error}`);
    else if (!m.file || !m.bytes) problems.push(`${where}: no output`);
    else if (m.limitBytes !== null && m.bytes > m.limitBytes) problems.push(`${where}: ${m.bytes} bytes is over the limit`);
    else if (!m.quality) problems.push(`${where}: output was not measured`);
    else if (!(m.quality.ssim >= ABSURD_SSIM)) problems.push(`${where}: SSIM ${m.quality.ssim.toFixed(4)} is below ${ABSURD_SSIM}`);
  }
  return problems;
}
