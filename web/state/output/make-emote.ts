/** Orchestrates generation: whenever what the emote depends on changes, a new job goes to the pipeline. */
import { ref, snapshot, subscribe } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { ENCODE_ERRORS, NOTHING_TO_MAKE } from '../../messages.ts';
import type { EmoteType } from '../../emotes/types.ts';
import type { JobInput, MakeJob, MakeResult } from '../../pipeline/protocol.ts';
import { PipelineClient } from '../../pipeline/client/pipeline-client.ts';
import { stateFor, type EmoteState } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { animationFor, isEmptyInput } from '../slot/decoded-inputs.ts';
import { decorationFor, watchDecoration } from '../site/account.ts';
import { targetFor } from '../../platforms/platform-target.ts';
import { wordsOf } from '../emote/job-words.ts';
import { clearChatFiles, makeChatFiles } from './chat-files.ts';
import { inputSpansReady } from '../slot/input-span.ts';
import { withResolvedClip } from '../slot/clip-plan.ts';

const client = new PipelineClient();

/** State keys whose change means the output must be made again. */
export const AFFECTS_OUTPUT = ['presetId', 'format', 'size', 'inputImages', 'settings', 'overlayOptions', 'encodeOptions', 'subjectStyle', 'stack', 'caption'] as const;

/** Builds the worker job from the emote state and the decoded inputs. */
export function buildJob(type: EmoteType, state: EmoteState): MakeJob {
  // A snapshot is plain data: valtio proxies cannot be posted to a worker.
  const snap = snapshot(state) as EmoteState;
  const inputs = snap.inputImages.map((image, slot): JobInput | null => {
    const animation = animationFor(slot, image);
    // A fully transparent input draws nothing: with no other, the output is 'nothing to make', not a blank file.
    return image && animation && !isEmptyInput(slot, image) ? { animation, transform: image.transform, cutout: image.cutout } : null;
  });
  return {
    slug: type.slug,
    format: snap.format,
    width: snap.size.width,
    height: snap.size.height,
    inputs,
    settings: snap.settings,
    encodeOptions: snap.encodeOptions,
    target: targetFor(snap),
    overlay: snap.overlayOptions.showOnOutput && makerRuntime.overlayBitmap ? { bitmap: makerRuntime.overlayBitmap, opacity: snap.overlayOptions.opacity } : null,
    ...decorationFor(type.access),
    subjectStyle: snap.subjectStyle,
    stack: snap.stack,
    ...wordsOf(snap),
  };
}

/** Releases the current output file and its object URL. */
export function clearOutput() {
  if (makerRuntime.output) URL.revokeObjectURL(makerRuntime.output.url);
  makerRuntime.output = null;
  clearChatFiles();
}

function showResult(result: MakeResult) {
  makerRuntime.making = false;
  makerRuntime.messageDetail = null;
  makerRuntime.progress = null;
  makerRuntime.makingTarget = null;
  makerRuntime.preview = null;
  if (result.kind === 'file') {
    clearOutput();
    const blob = new Blob([result.bytes], { type: result.mime });
    makerRuntime.output = ref({ file: result, blob, url: URL.createObjectURL(blob) });
    makerRuntime.outputStale = false;
    makerRuntime.message = null;
  } else if (result.kind === 'nothing') {
    clearOutput();
    makerRuntime.message = NOTHING_TO_MAKE;
  } else {
    // The previous output stays, an error never takes away what the visitor already had, but it is marked as from earlier settings.
    makerRuntime.outputStale = makerRuntime.output !== null;
    makerRuntime.message = result.code;
    // Only the fit's account is for visitors; other details are exception text, for the console.
    if (result.code === ENCODE_ERRORS.fileSizeLimit) makerRuntime.messageDetail = result.detail ?? null;
  }
}

/** Sends the current state to the pipeline; only the newest request's result is shown. */
export async function makeEmote(type: EmoteType) {
  const state = stateFor(type);
  const job = buildJob(type, state);
  makerRuntime.making = true;
  makerRuntime.progress = null;
  makerRuntime.makingTarget = job.target;
  const { result, current } = await client.make(job, {
    onProgress: (progress) => (makerRuntime.progress = progress),
    onPreview: (preview) => (makerRuntime.preview = ref(preview)),
  });
  if (current) {
    showResult(result);
    // After the output is shown: the chat preview's own file of it, at the chat's size (chat-files.ts),
    // playing the same part of the input (the page holds only that part's frames: input-span.ts).
    if (result.kind === 'file') void makeChatFiles(client, withResolvedClip(type, job), result);
  } else if (result.kind === 'error' && result.code !== ENCODE_ERRORS.interrupted) console.warn('superseded job ended with', result.code);
}

/** Stops the job in flight (the Cancel button): 'encoding interrupted', the previous output kept. */
export function cancelMaking() {
  if (!makerRuntime.making) return;
  client.cancel();
  showResult({ kind: 'error', code: ENCODE_ERRORS.interrupted });
}

/** Makes the emote now and again after every change that affects it; returns the stop function. */
export function startMaking(type: EmoteType): () => void {
  const state = stateFor(type);
  // A new image and its animation arrive together (the state and decoded-inputs.ts); the client makes one job of changes in one task.
  // A clip whose played part moved past its decoded frames is decoded first; their arrival remakes.
  // Meanwhile the job in flight, made for where the handle was, is stopped: its result is for an
  // older choice and never shows (it did, between the decode's start and its end, with nothing making).
  const remake = () => {
    if (inputSpansReady(type)) void makeEmote(type);
    else client.cancel();
  };
  remake();
  // Snapshots share unchanged parts, so comparing them by identity finds what changed.
  let last = snapshot(state);
  const unsubscribe = subscribe(state, () => {
    const next = snapshot(state);
    const changed = AFFECTS_OUTPUT.some((key) => next[key] !== last[key]);
    last = next;
    if (changed) remake();
  });
  const stopInputs = subscribeKey(makerRuntime, 'inputsVersion', remake);
  const stopDecoration = watchDecoration(type.access, remake);
  return () => {
    unsubscribe();
    stopInputs();
    stopDecoration();
    client.dispose();
  };
}
