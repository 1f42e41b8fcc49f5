/** A measured time against a target in the words: met or not met, and the ratio. Reported only, never compared with the baseline. */

/** 'target ≤ 3000 ms: met (0.42× the target)', or 'not met (1.35× …)'; 'no time' when nothing was measured. */
export function againstTarget(ms: number | null, targetMs: number): string {
  const target = `target ≤ ${targetMs} ms`;
  if (ms === null || !Number.isFinite(ms)) return `${target}: no time`;
  return `${target}: ${ms <= targetMs ? 'met' : 'not met'} (${(ms / targetMs).toFixed(2)}× the target)`;
}
