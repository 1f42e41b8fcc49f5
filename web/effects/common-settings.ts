/** The two settings every stack effect declares, and the shared seed setting. */
import type { NumberSetting, ToggleSetting } from '../emotes/types.ts';

/** Cycle length in seconds, keyed `seconds`: the stack's loop is long enough for every effect's cycle to close. */
export const cycleSetting = (seconds: number, description = 'How long one cycle of the effect lasts; longer is slower.'): NumberSetting => ({
  kind: 'number', label: 'Cycle length', description, default: seconds, min: 0.1, max: 4, step: 0.05, unit: ' s',
});

/** Whether the effect changes the whole frame (background and foreground too) or the subject alone, keyed `wholeFrame`. */
export const wholeFrameSetting = (wholeFrame: boolean): ToggleSetting => ({
  kind: 'toggle', label: 'Whole frame', description: 'On: changes the whole frame, background included; off: the subject alone.', default: wholeFrame,
});

/** A seed for effects with randomness, keyed `seed`. */
export const seedSetting = (): NumberSetting => ({
  kind: 'number', label: 'Seed', description: 'Picks a different random pattern.', default: 1, min: 1, max: 999, step: 1,
});
