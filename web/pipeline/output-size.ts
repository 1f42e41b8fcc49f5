/** The output's size after the Scale down encode option: what is composed, encoded and checked (page and worker share it). */

/** Both sides divided by `scaledown` (1 or more), rounded, at least 1 px. */
export function scaledSize(size: { width: number; height: number }, scaledown: number | undefined): { width: number; height: number } {
  const by = Math.max(1, scaledown || 1);
  return { width: Math.max(1, Math.round(size.width / by)), height: Math.max(1, Math.round(size.height / by)) };
}
