import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../emotes/index.ts';
import { emoteJob, sameFrame } from '../test-support/emote-job.ts';
import { composeFrames } from '../pipeline/worker/compose-frames.ts';
import { STACK_EFFECTS } from './index.ts';
import { createStackedEffect, type StackedEffect } from './stack.ts';
import { coversWholeFrame, moveTarget } from './stack-order.ts';

const jam = findEmoteType('jam')!;

async function frames(stack: StackedEffect[]) {
  const job = { ...(await emoteJob(jam, { size: { width: 64, height: 64 }, startFrame: 1 })), stack };
  return (await composeFrames(job, jam, { signal: new AbortController().signal, onProgress: () => {} })).frames;
}

const sameFrames = (a: Uint8ClampedArray[], b: Uint8ClampedArray[]) => a.length === b.length && a.every((frame, i) => sameFrame(frame, b[i]));

const whole = STACK_EFFECTS.filter((effect) => coversWholeFrame(createStackedEffect(effect.id))).map((effect) => effect.id);
const subject = STACK_EFFECTS.filter((effect) => !coversWholeFrame(createStackedEffect(effect.id))).map((effect) => effect.id);
// Each whole-frame effect with Spin, and Hearts with each subject effect.
const mixed = [...whole.map((id) => [id, 'spin']), ...subject.map((id) => ['hearts', id])];

describe('the order rule agrees with the painter', () => {
  it.each(mixed)('%s above %s draws the same frames as below it, and the rule offers no move between them', async (a, b) => {
    const stack = [createStackedEffect(a), createStackedEffect(b)];
    expect(sameFrames(await frames(stack), await frames([...stack].reverse()))).toBe(true);
    expect(moveTarget(stack, 0, 1)).toBeNull();
  });

  it('Hearts above Glitch, both on the whole frame, differs from Glitch above Hearts, and the rule offers that move', async () => {
    const stack = [createStackedEffect('hearts'), createStackedEffect('glitch')];
    expect(sameFrames(await frames(stack), await frames([...stack].reverse()))).toBe(false);
    expect(moveTarget(stack, 0, 1)).toBe(1);
  });
});
