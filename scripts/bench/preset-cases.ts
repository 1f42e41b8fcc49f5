/** The bench's platform rows: each animated preset on the workload of its own size, targeted as the maker page does. */
import type { EncodeTarget } from '../../web/pipeline/protocol.ts';
import { targetFor } from '../../web/platforms/platform-target.ts';
import { ANIMATED_PRESETS, findPreset } from '../../web/platforms/presets.ts';
import { platformById, problemsOf, type PlatformId } from '../../web/platforms/platform-rules.ts';
import type { Measurement } from './measurement.ts';
import type { Workload, WorkloadId } from './workloads.mjs';
import { workloadAtSize } from './workload-at-size.ts';

/** One platform row: a preset, the workload whose content it is given, and the output size. */
export interface PresetCase {
  presetId: string;
  id: WorkloadId;
  width: number;
  height: number;
}

/**
 * Presets whose target another row already measures at the same rules (BTTV's wide sizes, FFZ's
 * animated emote without a byte limit): no rows of their own, the suite is long enough.
 */
const NO_ROW = new Set(['bttv-2-wide', 'bttv-3-wide', 'ffz-animated']);

/**
 * Every animated preset whose platform takes GIF, on W2's content (issue 10's "each platform preset
 * on W2"), at the preset's size, made as GIF: Discord's row is the GIF beside the WebP rows (measure-webp.ts).
 */
export const PRESET_CASES: readonly PresetCase[] = ANIMATED_PRESETS.filter((p) => platformById(p.platform!).formats.includes('gif') && !NO_ROW.has(p.id)).map((p) => ({ presetId: p.id, id: 'W2', width: p.size!.width, height: p.size!.height }));

/** The preset's source frames: the workload scaled to fit and centred at the preset's size (workload-at-size.ts). */
export const presetSource = (c: PresetCase, w: Workload): Workload => workloadAtSize(w, c.width, c.height);

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
