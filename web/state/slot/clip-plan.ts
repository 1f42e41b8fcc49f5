/**
 * The input timeline's numbers as the worker will use them (issue 23 item 2): which slot holds the
 * longest animated input, the part of it the clip plays (the automatic length planned exactly as
 * compose-frames.ts plans it) and the words saying why automatic picked that length.
 */
import type { EmoteType } from '../../emotes/types.ts';
import { formatLimit } from '../../format-bytes.ts';
import { formatSeconds } from '../../format-seconds.ts';
import { planOutputTiming, type InputWindow } from '../../pipeline/worker/output-timing.ts';
import { targetFor } from '../../platforms/platform-target.ts';
import { stateFor } from '../emote/emote-state.ts';
import { emoteTiming } from '../emote/emote-timing.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { longestInputMs } from './clip-actions.ts';
import type { MakeJob } from '../../pipeline/protocol.ts';

/** What timelineSlot reads of a decoded input (a store's entry or a snapshot's). */
type TimedInput = { readonly animation: { readonly frames: readonly unknown[]; readonly frameEndTimes: readonly number[] } };

/**
 * The slot whose animated input is longest (the one the timeline sits beside), or -1 when none
 * animates. A component passes its snapshot's inputs, so that it draws again when another slot's
 * input changes: each slot read only its own, and the timeline stayed beside a 3 s clip once a 5 s
 * GIF in a later slot had taken it over (a seeded random sequence found it: seed 500 on /group).
 */
export function timelineSlot(inputs: readonly (TimedInput | null | undefined)[] = makerRuntime.inputs): number {
  let best = -1;
  let bestMs = 0;
  inputs.forEach((decoded, slot) => {
    const frames = decoded?.animation.frames;
    const ms = frames && frames.length > 1 ? decoded.animation.frameEndTimes.at(-1)! : 0;
    if (ms > bestMs) [best, bestMs] = [slot, ms];
  });
  return best;
}

/** The chosen part of an input of `inputMs`, and the words for the automatic length. */
export interface ClipPlan {
  window: InputWindow;
  /** True when the length is automatic (the clip's length is 0). */
  automatic: boolean;
  /** "Automatic: 4.0 s, fits Twitch's 60 frames" (or the whole input when nothing caps it). */
  automaticWords: string;
  /** The output loop's length, ms: the window plays through (at its speed) and repeats within it. */
  loopMs: number;
}

/** The part of the input the worker will play with the emote's current settings and target. */
export function planClip(type: EmoteType, inputMs: number): ClipPlan {
  const state = stateFor(type);
  const clip = state.encodeOptions.inputClip;
  const target = targetFor(state);
  const timing = (lengthMs: number, maxDurationMs = target?.maxDurationMs) =>
    planOutputTiming(emoteTiming(type), [inputMs], { clip: { ...clip, lengthMs }, maxFrames: target?.maxFrames, clipFrames: target?.clipFrames, maxDurationMs });
  const autoTiming = timing(0);
  const auto = autoTiming.windows[0];
  // The target's longest duration (a Discord sticker's 5 s) is the rule said when it cut more than frames and bytes would.
  const byDuration = !!target?.maxDurationMs && timing(0, null).windows[0].lengthMs > auto.lengthMs;
  const chosen = clip.lengthMs > 0 ? timing(clip.lengthMs) : autoTiming;
  return { window: chosen.windows[0], automatic: !(clip.lengthMs > 0), automaticWords: automaticWords(auto, inputMs, target, byDuration), loopMs: chosen.loopMs };
}

function automaticWords(auto: InputWindow, inputMs: number, target: ReturnType<typeof targetFor>, byDuration: boolean): string {
  const length = formatSeconds(auto.lengthMs);
  const whole = auto.startMs + auto.lengthMs >= inputMs;
  if (!target || (target.maxFrames === null && target.clipFrames === null && !byDuration)) return `Automatic: ${length}, the rest of the input`;
  const capped = target.maxFrames !== null && target.clipFrames === target.maxFrames;
  const rule = byDuration ? formatSeconds(target.maxDurationMs!) : capped ? `${target.maxFrames} frames` : formatLimit(target.maxBytes ?? 0);
  return `Automatic: ${length}, ${whole ? 'the rest of the input, ' : ''}fits ${brandOf(target.name)}'s ${rule}`;
}

/** The platform as people say it: 'Twitch' for 'Twitch emote', 'YouTube' for 'YouTube channel badge'. */
const brandOf = (name: string) => name.replace(/ (channel badge|badge|emote|emoji)$/, '');

/**
 * The job with an automatic clip length fixed to what the page's own target plays (issue 23 item
 * 3), for the all-platforms pack: every platform's file then plays that same part of the input,
 * and a platform with a lower frame cap gets it at a lower frame rate (the planner samples the
 * loop's frames evenly down to the cap) instead of a shorter cut.
 */
export function withResolvedClip(type: EmoteType, job: MakeJob): MakeJob {
  const inputMs = longestInputMs();
  const clip = job.encodeOptions.inputClip;
  if (inputMs === 0 || clip.lengthMs > 0) return job;
  const lengthMs = planClip(type, inputMs).window.lengthMs;
  return { ...job, encodeOptions: { ...job.encodeOptions, inputClip: { ...clip, lengthMs } } };
}
