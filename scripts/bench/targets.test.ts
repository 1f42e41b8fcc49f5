import { describe, expect, it } from 'vitest';
import { againstTarget, checkStep, describeStep, formatChecks, summarizeChecks, type StepFigures } from './targets.ts';

const step = (fields: Partial<StepFigures> = {}): StepFigures => ({ ms: 3000, longTaskMs: 60, firstFrameMs: null, rendererPeakMiB: 800, chromiumPeakMiB: 1500, ...fields });

describe('checkStep', () => {
  it('always judges the long task against 100 ms, and each bound the step has', () => {
    expect(checkStep(step(), {})).toEqual([{ target: 'worst long task ≤ 100 ms', met: true }]);
    expect(checkStep(step({ longTaskMs: 101, ms: 5001, firstFrameMs: 90, rendererPeakMiB: 1100 }), { ms: 5000, firstFrameMs: 100, rendererPeakMiB: 1024 })).toEqual([
      { target: 'worst long task ≤ 100 ms', met: false },
      { target: '≤ 5 s', met: false },
      { target: 'first new frame ≤ 100 ms', met: true },
      { target: 'renderer peak ≤ 1 GB', met: false },
    ]);
  });

  it('calls a figure that could not be measured neither met nor failed', () => {
    expect(checkStep(step({ rendererPeakMiB: null }), { rendererPeakMiB: 1536 })[1]).toEqual({ target: 'renderer peak ≤ 1.5 GB', met: null });
  });

  it("names a bound that is not a whole or half GB in MiB (issue 19's 800 MiB)", () => {
    expect(checkStep(step({ rendererPeakMiB: 801 }), { rendererPeakMiB: 800 })[1]).toEqual({ target: 'renderer peak ≤ 800 MiB', met: false });
  });
});

describe('the words of the report', () => {
  it('names every target with its verdict, and sums a row up naming what was missed', () => {
    const checks = checkStep(step({ longTaskMs: 240 }), { ms: 5000 });
    expect(formatChecks(checks)).toBe('NOT MET: worst long task ≤ 100 ms; met: ≤ 5 s');
    expect(summarizeChecks(checks)).toBe('targets NOT met (worst long task ≤ 100 ms)');
    expect(summarizeChecks(checkStep(step(), { ms: 5000 }))).toBe('targets met');
    expect(summarizeChecks(checkStep(step({ rendererPeakMiB: null }), { rendererPeakMiB: 1024 }))).toBe('targets met where measured');
  });

  it('describes the figures beside the issue\'s before', () => {
    expect(describeStep(step({ firstFrameMs: 40, chromiumPeakMiB: null }), '18–21 s')).toBe(
      'long task 60 ms, first new frame 40 ms, renderer peak 800 MiB, all Chromium ?; before: 18–21 s',
    );
  });
});

describe('againstTarget', () => {
  it('says met with the ratio at or under the target', () => {
    expect(againstTarget(1260, 3000)).toBe('target ≤ 3000 ms: met (0.42× the target)');
    expect(againstTarget(3000, 3000)).toBe('target ≤ 3000 ms: met (1.00× the target)');
  });

  it('says not met with the ratio over the target', () => {
    expect(againstTarget(4050, 3000)).toBe('target ≤ 3000 ms: not met (1.35× the target)');
  });

  it('says so when no time was measured', () => {
    expect(againstTarget(null, 3000)).toBe('target ≤ 3000 ms: no time');
  });
});
