/**
 * Which moves in the stack change the output (issue 31 item 5). The stack paints in two groups
 * (paint-stack.ts): the subject's effects, in their order, before the frame is composed; then the
 * whole-frame effects, in their order, over the composed frame. So only the order within a group
 * matters: an effect moves past the nearest effect of its own group, and the other group's effects
 * between them are passed over, as the output cannot tell where they sit.
 */
import type { StackedEffect } from './stack.ts';

/** True when the effect changes the whole frame (applied after the subject's effects, wherever it sits). */
export const coversWholeFrame = (entry: StackedEffect) => !!entry.settings.wholeFrame;

/** The same effect with the same settings, whatever order they were set in: swapping the two changes nothing. */
function sameAs(a: StackedEffect, b: StackedEffect): boolean {
  const keys = Object.keys(a.settings);
  return a.effect === b.effect && keys.length === Object.keys(b.settings).length && keys.every((key) => a.settings[key] === b.settings[key]);
}

/**
 * The index the effect at `index` moves to, up (−1) or down (+1): that of the nearest effect of its
 * group that way, past any copies of itself (two Hearts with the same settings swapped are the same
 * stack: the button offered no step, and a random sequence (seed 700 on /group) found Redo left
 * standing after its click); null when there is none.
 */
export function moveTarget(stack: readonly StackedEffect[], index: number, delta: -1 | 1): number | null {
  const entry = stack[index];
  if (!entry) return null;
  for (let at = index + delta; at >= 0 && at < stack.length; at += delta) {
    if (coversWholeFrame(stack[at]) === coversWholeFrame(entry) && !sameAs(stack[at], entry)) return at;
  }
  return null;
}

/**
 * The effects of the other group that a move of the one at `index` would pass and change nothing:
 * those on a side where no effect of its own group is. Empty when every move it lacks is at an end.
 */
export function passedInVain(stack: readonly StackedEffect[], index: number): StackedEffect[] {
  const sides = [stack.slice(0, index), stack.slice(index + 1)];
  const entry = stack[index];
  // The other group's effects: copies of itself on that side are no reason it cannot move.
  return sides.flatMap((side, i) => (moveTarget(stack, index, i === 0 ? -1 : 1) === null ? side.filter((other) => coversWholeFrame(other) !== coversWholeFrame(entry)) : []));
}
