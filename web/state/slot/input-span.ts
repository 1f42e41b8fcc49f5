/**
 * A video clip or an animated image holds only the part of it the emote plays (issue 23 item 4,
 * issue 19 item 3: decode/clip-span.ts, decode/frame-span.ts). This plans that part from the
 * emote's clip settings and target and, when they move past what was decoded (a longer loop, a later
 * start, a target with more frames), decodes the new part before the emote is made again: a
 * streamer moving a handle gets the frames of the new part, never the stand-ins around the old one.
 */
import type { EmoteType } from '../../emotes/types.ts';
import { covers, spanOf, type ClipSpan } from '../../decode/clip-span.ts';
import { decodeImage } from '../../decode/decode-image.ts';
import { planClip } from './clip-plan.ts';
import { stateFor } from '../emote/emote-state.ts';
import { emoteTiming } from '../emote/emote-timing.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { animationFor, putDecodedInput, releaseAnimation } from './decoded-inputs.ts';
import { recutNewFrames } from './remove-background.ts';
import { currentChoice, isLatest } from './slot-choice.ts';

/** Decoded beyond the played part either side, so a handle moved a little needs no new decode. */
export const SPAN_MARGIN_MS = 500;

/** The part of a clip of `clipMs` the emote plays with its current settings. */
function playedSpan(type: EmoteType, clipMs: number): ClipSpan {
  const { window } = planClip(type, clipMs);
  return { startMs: window.startMs, endMs: window.startMs + window.lengthMs };
}

/** The part to decode: the played part and a margin either side. */
export function wantedSpan(type: EmoteType, clipMs: number): ClipSpan {
  const played = playedSpan(type, clipMs);
  return { startMs: Math.max(0, played.startMs - SPAN_MARGIN_MS), endMs: played.endMs + SPAN_MARGIN_MS };
}

/** How an input is decoded for this emote: over the part it plays (a clip at the emote's frame rate). */
export const spanDecodeOptions = (type: EmoteType) => ({ videoFrameMs: emoteTiming(type).frameMs, span: (clipMs: number) => wantedSpan(type, clipMs) });

/** Choices (slot-choice.ts) whose input is being decoded again. */
const decoding = new Set<number>();

/**
 * True when every input holds the part of it the emote plays now. Otherwise it starts
 * decoding that part for the inputs that lack it and returns false: the new frames' arrival
 * (decoded-inputs.ts bumps inputsVersion) makes the emote again.
 */
export function inputSpansReady(type: EmoteType): boolean {
  let ready = true;
  stateFor(type).inputImages.forEach((image, slot) => {
    const animation = image ? animationFor(slot, image) : null;
    const span = animation && spanOf(animation);
    if (!image || !span || covers(span.asked, playedSpan(type, span.clipMs))) return;
    ready = false;
    if (!decoding.has(currentChoice(slot).id)) void decodeSpan(type, slot, image.url);
  });
  return ready;
}

/** Decodes the played part of the slot's source again, for the choice that brought it: a later choice drops it (issue 31). */
async function decodeSpan(type: EmoteType, slot: number, url: string) {
  const choice = currentChoice(slot);
  decoding.add(choice.id);
  makerRuntime.making = true;
  try {
    // The slot's URL is the file itself (an object URL, or a sample's; saved in IndexedDB too, but this is at hand).
    const animation = await decodeImage(await (await fetch(url, { signal: choice.signal })).blob(), spanDecodeOptions(type));
    // The visitor may have chosen another file, or left the page, meanwhile.
    if (!isLatest(choice) || makerRuntime.inputs[slot]?.url !== url) return releaseAnimation(animation);
    putDecodedInput(slot, url, animation);
    // The model's masks were for the old part's frames: a cut-out by the model is made again for these.
    recutNewFrames(type, slot);
  } catch (error) {
    if (!isLatest(choice)) return;
    makerRuntime.making = false;
    console.error('decoding the chosen part of the input again failed', error);
  } finally {
    decoding.delete(choice.id);
  }
}
