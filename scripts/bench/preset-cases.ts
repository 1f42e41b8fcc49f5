/** The bench's platform rows: each animated preset on the workload of its own size, targeted as the maker page does. */
import type { EncodeTarget } from '../../web/pipeline/protocol.ts';
import { targetFor } from '../../web/platforms/platform-target.ts';
import { findPreset } from '../../web/platforms/presets.ts';
import { platformById, problemsOf, type PlatformId } from '../../web/platforms/platform-rules.ts';
import type { Measurement } from './measurement.ts';
import type { WorkloadId } from './workloads.mjs';

/** Presets whose size is a workload's: 112 px on W1, 128 px on W2 (the 7TV wide presets have none). */
export const PRESET_CASES: readonly { presetId: string; id: WorkloadId }[] = [
  { presetId: 'twitch', id: 'W1' },
  { presetId: 'bttv', id: 'W1' },
  { presetId: 'discord', id: 'W2' },
  { presetId: 'slack', id: 'W2' },
  { presetId: '7tv', id: 'W2' },
];

/** The target the maker page sends for this preset (limit choice left at its default). */
export function presetTarget(presetId: string): EncodeTarget {
  const preset = findPreset(presetId)!;
  const target = targetFor({ presetId, format: 'gif', size: preset.size!, encodeOptions: { gifOptions: { filesizeLimitIndex: 0 } } });
  if (!target) throw new Error(`preset ${presetId} has no platform`);
  return target;
}

/** Fills the row's platform problems from its decoded file (empty when every check passed). */
export function checkPresetRow(m: Measurement): void {
  if (!m.preset || !m.quality || m.bytes === null) return;
  const spec = platformById(findPreset(m.preset)!.platform as PlatformId);
  m.problems = problemsOf(spec, { format: 'gif', width: m.quality.width, height: m.quality.height, frames: m.quality.frameCount, bytes: m.bytes });
}
