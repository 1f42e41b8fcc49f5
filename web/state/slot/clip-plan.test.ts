import { beforeEach, describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import type { Animation } from '../../pipeline/protocol.ts';
import { planOutputTiming } from '../../pipeline/worker/output-timing.ts';
import { platformTarget } from '../../platforms/platform-target.ts';
import { emoteStates, stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { buildJob } from '../output/make-emote.ts';
import { planClip, timelineSlot, withResolvedClip } from './clip-plan.ts';
import { setInputClip } from './clip-actions.ts';
import { choosePreset } from '../emote/style-actions.ts';

/** A decoded input of `frames` frames of `ms` each (bitmaps stand-ins: only their size is read). */
function fakeAnimation(frames: number, ms: number): Animation {
  const bitmap = { width: 10, height: 10, close() {} } as unknown as ImageBitmap;
  return { width: 10, height: 10, frames: Array.from({ length: frames }, () => ({ bitmap, msDuration: ms })), frameEndTimes: Array.from({ length: frames }, (_, i) => (i + 1) * ms), truncated: false };
}

beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
  makerRuntime.inputs = [{ url: 'a', animation: fakeAnimation(1, 100), empty: false }, { url: 'b', animation: fakeAnimation(259, 100), empty: false }];
});

describe('the input timeline plan', () => {
  it('sits beside the longest animated input', () => {
    expect(timelineSlot()).toBe(1);
  });

  it("says in words what automatic chose: 4.0 s of a 25.9 s input fits Twitch's 60 frames", () => {
    const plan = planClip(jam, 25_900);
    expect(plan.automatic).toBe(true);
    expect(plan.window).toEqual({ startMs: 0, lengthMs: 4000 });
    expect(plan.automaticWords).toBe("Automatic: 4.0 s, fits Twitch's 60 frames");
  });

  it('names the byte limit when it binds before the frame cap, and the whole input when it fits', () => {
    choosePreset(jam, 'slack');
    expect(planClip(jam, 25_900).automaticWords).toMatch(/^Automatic: \d+\.\d s, fits Slack's (50 frames|128 KB)$/);
    expect(planClip(jam, 2000).automaticWords).toMatch(/^Automatic: 2\.0 s, the rest of the input, fits Slack's/);
  });

  it('a length chosen by hand is kept, and the start moves the window', () => {
    setInputClip(jam, 'startMs', 10_000);
    setInputClip(jam, 'lengthMs', 2000);
    expect(planClip(jam, 25_900)).toMatchObject({ automatic: false, window: { startMs: 10_000, lengthMs: 2000 } });
  });

  it("gives the pack the page's automatic part, so Slack plays the same 4 s as Twitch at a lower frame rate", () => {
    const job = withResolvedClip(jam, buildJob(jam, stateFor(jam)));
    expect(job.encodeOptions.inputClip.lengthMs).toBe(4000);
    const timing = { frameCount: 20, frameMs: 50 };
    const slack = platformTarget('slack', { width: 128, height: 128 }, 'gif');
    const plan = planOutputTiming(timing, [25_900], { clip: job.encodeOptions.inputClip, maxFrames: slack.maxFrames, clipFrames: slack.clipFrames });
    expect(plan.windows[0].lengthMs).toBe(4000);
    expect(plan.loopMs).toBe(4000);
    expect(plan.keptFrames).toBe(50);
    // Without it Slack's own automatic length would be shorter: the bug issue 23 item 3 names.
    const own = planOutputTiming(timing, [25_900], { clip: stateFor(jam).encodeOptions.inputClip, maxFrames: slack.maxFrames, clipFrames: slack.clipFrames });
    expect(own.windows[0].lengthMs).toBeLessThan(4000);
  });

  it('leaves a length chosen by hand alone', () => {
    setInputClip(jam, 'lengthMs', 2500);
    expect(withResolvedClip(jam, buildJob(jam, stateFor(jam))).encodeOptions.inputClip.lengthMs).toBe(2500);
  });
});
