/** The words under the added effects: how long the loop runs, and which effect runs a little faster or slower so it closes. */
import type { EffectTiming } from '../emotes/types.ts';
import type { StackedEffect } from '../effects/stack.ts';
import { findEffect } from '../effects/index.ts';
import { cycleMsIn } from '../effects/stack-timing.ts';
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
