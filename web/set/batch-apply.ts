/**
 * "Apply to many files" (issue 35 item 3): the maker's current settings (cut-out, effect, stack,
 * caption, outline, encode) applied to each chosen file in Image 1's place, made with the pack's
 * own workers (the visible output is not touched) and added to the set under the file's name.
 * One file at a time, with its progress; Cancel stops the one in flight and keeps those done.
 */
import { snapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { ENCODE_ERRORS, NOTHING_TO_MAKE } from '../messages.ts';
import type { Animation, EncodeTarget, MakeJob, MakeResult } from '../pipeline/protocol.ts';
import { PackClient } from '../pipeline/client/pack-client.ts';
import { decodeImage } from '../decode/decode-image.ts';
import { isOpaque } from '../decode/is-opaque.ts';
import { isVideoFile } from '../decode/sniff-video.ts';
import { stateFor, type EmoteState, type InputImage } from '../state/emote/emote-state.ts';
import { buildJob } from '../state/output/make-emote.ts';
import { spanDecodeOptions } from '../state/slot/input-span.ts';
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import { encodeRecipe } from '../state/recipe/recipe-encode.ts';
import { inputErrorFor } from '../state/emote/input-error.ts';
import { LoadError } from '../decode/load-error.ts';
import { inputFilesOf, masksOf, storedStateOf } from './capture-emote.ts';
import { codeFromFilename } from './emote-code.ts';
import { addToSet, loadSet } from './set-actions.ts';
import { setState } from './set-state.ts';
import { batchRuntime } from './batch-runtime.ts';

/** The slot each file takes: Image 1. */
const SLOT = 0;

const client = new PackClient();
/** Bumped by every start and cancel: a batch whose number is no longer current stops. */
let current = 0;

/** The file in Image 1's place, with the slot's settings (placement, cut-out) as the maker has them. */
async function slotImageOf(base: InputImage | null, file: File, animation: Animation): Promise<InputImage> {
  const opaque = isOpaque(animation.frames[0].bitmap);
  const transform = base ? structuredClone(base.transform) : { pixelated: false, matrix: [1, 0, 0, 1] as [number, number, number, number], offset: { x: 0, y: 0 }, fill: opaque };
  // A framing the visitor chose stays; otherwise a photo fills, as a new file does on the maker (input-actions.ts).
  if (!transform.fillChosen) transform.fill = opaque && !base?.cutout;
  return {
    filename: file.name,
    url: '',
    revokeUrl: false,
    size: { width: animation.width, height: animation.height },
    transform,
    isSample: false,
    opaque,
    ...(base?.cutout && { cutout: structuredClone(base.cutout) }),
    ...((await isVideoFile(file)) && { video: true as const }),
  };
}

const reasonOf = (result: Exclude<MakeResult, { kind: 'file' }>) => (result.kind === 'nothing' ? NOTHING_TO_MAKE : result.code);

/** Makes one file's emote and keeps it; the reason when it could not. */
async function keepOne(type: EmoteType, base: EmoteState, baseJob: MakeJob, others: Record<number, Blob>, masks: Record<number, Blob>, file: File, batch: number): Promise<{ code: string } | { reason: string }> {
  let animation: Animation;
  try {
    animation = await decodeImage(file, { svgTargetSize: { ...base.size }, ...spanDecodeOptions(type) });
  } catch (error) {
    return { reason: inputErrorFor(error, file.name).message };
  }
  try {
    const image = await slotImageOf(base.inputImages[SLOT], file, animation);
    const inputs = baseJob.inputs.map((input, slot) => (slot === SLOT ? { animation, transform: image.transform, cutout: image.cutout } : input));
    const job: MakeJob = { ...baseJob, inputs, texts: baseJob.texts?.map((text, slot) => (slot === SLOT ? null : text)) };
    // The pack's workers make it at the emote's own size, format and target (null: the custom preset's none).
    let made: MakeResult = { kind: 'error', code: ENCODE_ERRORS.interrupted };
    await client.run({ emote: job, items: [{ width: job.width, height: job.height, format: job.format, target: job.target as EncodeTarget }] }, (_, update) => {
      if (update.state === 'done') made = update.result;
    });
    if (batch !== current) return { reason: ENCODE_ERRORS.interrupted };
    const result = made as MakeResult;
    if (result.kind !== 'file') return { reason: reasonOf(result) };
    const state: EmoteState = { ...base, inputImages: base.inputImages.map((other, slot) => (slot === SLOT ? image : other)) };
    const code = codeFromFilename(file.name, setState.rows.map((row) => row.code));
    const inputsBySlot = { ...others, [SLOT]: file };
    const kept = await addToSet(
      { slug: type.slug, recipe: encodeRecipe(state), state: storedStateOf(state), inputs: inputsBySlot, masks, preview: new Blob([result.bytes], { type: result.mime }) },
      code,
    );
    return kept ? { code } : { reason: setState.notice?.text ?? 'not kept' };
  } finally {
    releaseAnimation(animation);
  }
}

/** "Apply to many files": each file made with the maker's settings and added to the set, in order. */
export async function applyToFiles(type: EmoteType, files: File[]) {
  if (batchRuntime.phase === 'running' || batchRuntime.phase === 'cancelling' || !files.length) return;
  const batch = ++current;
  batchRuntime.phase = 'running';
  batchRuntime.rows = files.map((file) => ({ filename: file.name, state: 'waiting', code: null, reason: null }));
  try {
    await applyEach(type, files, batch);
  } catch (error) {
    // What the batch shares failed (another slot's file could not be read again, most likely): the
    // files not made say why, and the batch ends, where it stayed "running" with nothing to cancel.
    console.error('applying the settings to many files stopped', error);
    const reason = error instanceof LoadError ? error.message : ENCODE_ERRORS.interrupted;
    for (const row of batchRuntime.rows) if (row.state === 'waiting' || row.state === 'working') Object.assign(row, { state: 'failed', reason });
  }
  // Cancelled: said only now, when the file in flight has settled, so the count it gives is final.
  batchRuntime.phase = batch === current ? 'done' : 'cancelled';
}

async function applyEach(type: EmoteType, files: File[], batch: number) {
  if (!setState.loaded) await loadSet();
  const base = snapshot(stateFor(type)) as EmoteState;
  const baseJob = buildJob(type, stateFor(type));
  const others = await inputFilesOf(type, base);
  delete others[SLOT];
  const masks = masksOf(base);
  // The model's masks were of the maker's own Image 1: each file's cut-out by the model is made when it is opened.
  delete masks[SLOT];
  for (const [index, file] of files.entries()) {
    if (batch !== current) break;
    const row = batchRuntime.rows[index];
    row.state = 'working';
    const outcome = await keepOne(type, base, baseJob, others, masks, file, batch);
    // A file kept while Cancel was pressed is in the set all the same: the list says so.
    if ('code' in outcome) Object.assign(row, { state: 'kept', code: outcome.code });
    else if (batch === current) Object.assign(row, { state: 'failed', reason: outcome.reason });
    else row.state = 'waiting';
    if (batch !== current) break;
  }
}

/**
 * Cancel: stops the file in flight; those kept stay in the set. A file whose adding to the set had
 * begun is kept all the same, so the batch says 'cancelling' until that has settled.
 */
export function cancelBatch() {
  if (batchRuntime.phase !== 'running') return;
  current++;
  client.cancel();
  batchRuntime.phase = 'cancelling';
}
