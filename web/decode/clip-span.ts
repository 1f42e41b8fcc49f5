/**
 * Which frames of a video clip are decoded (issue 23 item 4): only the part the emote plays, so a
 * 30 s 1080p clip costs a few seconds of frames, not all of them. The clip keeps its own times:
 * one stand-in frame before the part lasts up to it, one after lasts to the clip's end, so the
 * input's length (the timeline's total) and every frame's time are the whole clip's.
 */
import { MAX_EMOTE_FRAMES } from '../limits.ts';
import type { Animation } from '../pipeline/protocol.ts';

/** Part of a clip, ms from its first frame. */
export interface ClipSpan {
  startMs: number;
  endMs: number;
}

/** Every frame of the clip (up to the frame cap from its start). */
export const WHOLE_CLIP: ClipSpan = { startMs: 0, endMs: Infinity };

/** Frames one step apart over a clip of `durationMs` (at least one). */
export const clipFrameCount = (durationMs: number, stepMs: number) => Math.max(1, Math.round(durationMs / stepMs));

/** Frame indices [from, to) showing `span` among `count`, at most MAX_EMOTE_FRAMES; truncated when the cap cut it. */
export function spanFrames(count: number, stepMs: number, span: ClipSpan): { from: number; to: number; truncated: boolean } {
  const from = Math.min(count - 1, Math.max(0, Math.floor(span.startMs / stepMs)));
  const end = Math.min(count, Math.max(from + 1, Math.ceil(span.endMs / stepMs)));
  const to = Math.min(end, from + MAX_EMOTE_FRAMES);
  return { from, to, truncated: end > to };
}

/** What a video input's frames hold: the span asked for (what they cover) and the clip's whole length. */
export interface DecodedSpan {
  asked: ClipSpan;
  clipMs: number;
}

const spans = new WeakMap<Animation, DecodedSpan>();

/** Records that `animation` holds only `span` of a longer clip. */
export const rememberSpan = (animation: Animation, span: DecodedSpan) => spans.set(animation, span);

/** The part of its clip a video input holds; null for every other input (it holds all its frames). */
export const spanOf = (animation: Animation): DecodedSpan | null => spans.get(animation) ?? null;

/** True when frames decoded for `asked` show all of `wanted`. */
export const covers = (asked: ClipSpan, wanted: ClipSpan) => asked.startMs <= wanted.startMs && asked.endMs >= wanted.endMs;
