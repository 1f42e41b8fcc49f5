/** The words under the added effects: how long the loop runs, and which effect runs a little faster or slower so it closes. */
import type { EffectTiming } from '../emotes/types.ts';
import type { StackedEffect } from '../effects/stack.ts';
import { findEffect } from '../effects/index.ts';
import { cycleMsIn } from '../effects/stack-timing.ts';
import { coversWholeFrame } from '../effects/stack-order.ts';
import { formatSeconds } from '../format-seconds.ts';

/** E.g. 'With Pet the loop runs 0.9 s. Party cycles in 0.9 s instead of 1.0 s, so it closes with the loop.' */
export function describeStackLoop(typeName: string, loop: EffectTiming, stack: readonly StackedEffect[]): string {
  const words = [`With ${typeName} the loop runs ${formatSeconds(loop.frameCount * loop.frameMs)}.`];
  for (const entry of stack) {
    const effect = findEffect(entry.effect);
    const own = formatSeconds(Number(entry.settings.seconds) * 1000);
    const played = formatSeconds(cycleMsIn(entry, loop));
    if (effect && played !== own) words.push(`${effect.name} cycles in ${played} instead of ${own}, so it closes with the loop.`);
  }
  return words.join(' ');
}

/** 'Spin', 'Spin and Wave', 'Spin, Wave and Fade': each effect once. */
function listNames(entries: readonly StackedEffect[]): string {
  const names = [...new Set(entries.map((entry) => findEffect(entry.effect)?.name ?? entry.effect))];
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why the effect cannot be moved past some others (issue 31 item 5), e.g. 'Hearts covers the whole
 * frame, so it always comes after Spin, whatever the order in this list.'; null when it can.
 */
export function describeOrderNote(entry: StackedEffect, passedInVain: readonly StackedEffect[]): string | null {
  if (!passedInVain.length) return null;
  const name = findEffect(entry.effect)?.name ?? entry.effect;
  const others = listNames(passedInVain);
  return coversWholeFrame(entry)
    ? `${name} covers the whole frame, so it always comes after ${others}, whatever the order in this list.`
    : `${name} changes the subject alone, so it always comes before ${others}, whatever the order in this list.`;
}
