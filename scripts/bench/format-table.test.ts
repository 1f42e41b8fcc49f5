import { describe, expect, it } from 'vitest';
import { formatDelta, formatMemory, formatRatio, formatSsim, formatTable, median } from './format-table.ts';

describe('report formats', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('writes SSIM, ratios and differences the way DESIGN does', () => {
    expect(formatSsim(0.98213)).toBe('.9821');
    expect(formatRatio(950, 1300)).toBe('0.73×');
    expect(formatRatio(950, 71)).toBe('13×');
    expect(formatRatio(2100, 1300)).toBe('1.6×');
    expect(formatRatio(5, null)).toBe('—');
    expect(formatDelta(0.982, 0.9727)).toBe('+.0093');
    expect(formatDelta(0.95, 0.962)).toBe('−.0120');
  });
  it('shows peak memory with its growth in MiB', () => {
    expect(formatMemory({ startKb: 100 * 1024, peakKb: 450 * 1024 })).toBe('450 (+350)');
    expect(formatMemory({ startKb: null, peakKb: 3 * 1024 })).toBe('3');
    expect(formatMemory(null)).toBe('—');
  });
  it('aligns text left and numbers right', () => {
    expect(formatTable(['encoder', 'ms'], [['gifenc', '71'], ['pipeline', '1,300']])).toBe(
      ['encoder      ms', '--------  -----', 'gifenc       71', 'pipeline  1,300'].join('\n'),
    );
    expect(formatTable(['encoder', 'note'], [['a', 'x'], ['b', 'long']], true)).toBe(
      ['encoder  note', '-------  ----', 'a        x', 'b        long'].join('\n'),
    );
  });
});
