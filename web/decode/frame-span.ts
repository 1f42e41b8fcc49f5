/**
 * Which frames of an animated image stay decoded (issue 19 item 3): only those showing in the part
 * the emote plays (clip-span.ts asks for it, as for a video clip), so a 600×600×300 GIF of which
 * the emote plays 4 s costs those seconds of frames, not all 300. The frames before and after the
 * part become one stand-in frame each, holding their time, so the input's length and every kept
 * frame's time are the file's own.
 */
import type { AnimationFrame } from '../pipeline/protocol.ts';
import type { ClipSpan } from './clip-span.ts';

/**
 * The length asked about while an image's frames are still being read, ms (a day: longer than any
 * input). The part the emote plays of an input this long holds the part it plays of any shorter one
 * that reaches the clip's start (its end is only cut by the input's end), so the frames kept while
 * reading are enough unless the clip starts past the input's end (then they are read again).
 */
export const UNKNOWN_LENGTH_MS = 86_400_000;

/** True when a frame showing over [startMs, endMs) shows in `span`. */
export const showsIn = (startMs: number, endMs: number, span: ClipSpan) => endMs > span.startMs && startMs < span.endMs;

/** True when `span` holds an input of any length whole: every frame is kept. */
export const holdsAll = (span: ClipSpan) => span.startMs <= 0 && span.endMs >= UNKNOWN_LENGTH_MS;

/**
 * The kept frames with a copy of the first standing for the `beforeMs` before them and a copy of the
 * last for the `afterMs` after them (none where there is no time).
 */
export async function withStandIns(frames: AnimationFrame[], beforeMs: number, afterMs: number): Promise<AnimationFrame[]> {
  const standIn = async (frame: AnimationFrame, msDuration: number) => ({ bitmap: await createImageBitmap(frame.bitmap), msDuration });
  const before = beforeMs > 0 ? [await standIn(frames[0], beforeMs)] : [];
  const after = afterMs > 0 ? [await standIn(frames.at(-1)!, afterMs)] : [];
  return [...before, ...frames, ...after];
}
