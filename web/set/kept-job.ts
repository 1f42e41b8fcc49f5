/**
 * A kept emote's maker job, built off its maker page (issue 35 item 4): its stored state is put in
 * the store in its maker's place only while its inputs are decoded and the job is built (the span
 * to decode, the clip's automatic length and the job read the store, as on the maker), then the
 * maker's own state goes back. The set page runs it, with no maker on the page.
 */
import { findEmoteType } from '../emotes/index.ts';
import type { EmoteType } from '../emotes/types.ts';
import type { Animation, MakeJob } from '../pipeline/protocol.ts';
import { decodeImage } from '../decode/decode-image.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { rememberMasks } from '../decode/decode-again.ts';
import { emoteStates, type EmoteState } from '../state/emote/emote-state.ts';
import { buildJob } from '../state/output/make-emote.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { spanDecodeOptions } from '../state/slot/input-span.ts';
import { putDecodedInput, releaseDecodedInputs } from '../state/slot/decoded-inputs.ts';
import { withResolvedClip } from '../state/slot/clip-plan.ts';
import type { KeptEmote } from './kept-emote.ts';
import { reviveState } from './revive-state.ts';

/** A kept emote's job, its type and state; `release` frees its frames once the job is posted. */
export interface KeptJob {
  type: EmoteType;
  state: EmoteState;
  job: MakeJob;
  release: () => void;
}

/** The model's masks of a slot, split by frame as persist-masks.ts reads them; null when they do not fit. */
async function masksFor(blob: Blob | undefined, animation: Animation): Promise<Uint8Array[] | null> {
  const frameBytes = animation.width * animation.height;
  if (!blob || blob.size !== frameBytes * animation.frames.length) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return animation.frames.map((_, i) => bytes.slice(i * frameBytes, (i + 1) * frameBytes));
}

async function decodeSlot(type: EmoteType, state: EmoteState, kept: KeptEmote, slot: number, urls: string[]) {
  const image = state.inputImages[slot];
  // Words are drawn by the worker from the text itself.
  if (!image || image.text) return;
  let animation: Animation;
  if (image.isSample) animation = await decodeSample(image.url);
  else {
    const blob = kept.inputs[slot];
    if (!blob) throw new Error(`${kept.code}: the file of input ${slot + 1} is missing`);
    image.url = URL.createObjectURL(blob);
    urls.push(image.url);
    animation = await decodeImage(blob, { svgTargetSize: { ...state.size }, ...spanDecodeOptions(type) });
  }
  const masks = image.cutout?.mode === 'model' ? await masksFor(kept.masks[slot], animation) : null;
  if (masks) {
    animation.masks = masks;
    rememberMasks(animation, masks);
  }
  putDecodedInput(slot, image.url, animation);
}

/** Builds the kept emote's job as its maker would; throws when its maker or a file is gone. */
export async function keptJob(kept: KeptEmote): Promise<KeptJob> {
  const type = findEmoteType(kept.slug);
  if (!type) throw new Error(`${kept.code}: no maker '${kept.slug}'`);
  const held = emoteStates[type.slug];
  emoteStates[type.slug] = { ...reviveState(type, kept.state), anisStatus: 'loaded' };
  const state = emoteStates[type.slug];
  const urls: string[] = [];
  try {
    await Promise.all(state.inputImages.map((_, slot) => decodeSlot(type, state, kept, slot, urls)));
    const job = withResolvedClip(type, buildJob(type, state));
    // The frames stay with the job until it is made: the decoded record lets go of them without closing them.
    makerRuntime.inputs = [];
    makerRuntime.inputsVersion += 1;
    return { type, state, job, release: () => job.inputs.forEach((input) => input?.animation.frames.forEach((f) => f.bitmap.close())) };
  } catch (error) {
    releaseDecodedInputs();
    throw error;
  } finally {
    urls.forEach((url) => URL.revokeObjectURL(url));
    if (held) emoteStates[type.slug] = held;
    else delete emoteStates[type.slug];
  }
}
