/**
 * The prep step's cut-out (issue 18): each input whose slot asks for one is cut out frame by frame
 * (web/cutout/cut-frame.ts) before placement. A cut is kept per input and settings, so a job that
 * changes anything else (the emote's settings, size, outline) draws from the same cut frames.
 */
import { ENCODE_ERRORS } from '../../messages.ts';
import { cutFrame } from '../../cutout/cut-frame.ts';
import type { CutoutSettings } from '../../cutout/cutout-settings.ts';
import { subjectBox, type Box } from '../../cutout/trim-margins.ts';
import type { Animation, JobInput, MakeJob } from '../protocol.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { yieldToEvents } from '../../../wasm/shared/yield-to-events.ts';

/** Said instead of an empty emote when a cut-out leaves nothing of an input. */
export const CUTOUT_EMPTY = ENCODE_ERRORS.cutoutEmpty;

interface Cut {
  key: string;
  animation: Animation;
}

/** The last cut of each input the worker holds. */
const cuts = new Map<Animation, Cut>();

const needsCut = (settings: CutoutSettings | undefined): settings is CutoutSettings => !!settings && settings.mode !== 'none';

/** What the cut depends on: the settings, and for the model the masks (their count stands for them: they come with the input). */
const keyOf = (settings: CutoutSettings, animation: Animation) => JSON.stringify([settings, settings.mode === 'model' ? (animation.masks?.length ?? 0) : 0]);

function forget(cut: Cut) {
  cut.animation.frames.forEach((frame) => frame.bitmap.close());
}

/** Drops cuts whose input was closed (replaced on the page). */
function forgetClosedInputs() {
  for (const [source, cut] of cuts) {
    if (source.frames.some((frame) => frame.bitmap.width === 0)) {
      forget(cut);
      cuts.delete(source);
    }
  }
}

/** Every frame of `animation` cut out by `settings`, cropped to the subject when trimming; throws CUTOUT_EMPTY when nothing is left. */
export async function cutAnimation(animation: Animation, settings: CutoutSettings, signal?: AbortSignal): Promise<Animation> {
  return (await cutAnimationIn(animation, settings, signal)).animation;
}

/**
 * The cut animation and the part of the source frame it holds (all of it unless trimmed): the
 * placement picture needs the part to put a brush stroke drawn on it back on the source frame.
 */
export async function cutAnimationIn(animation: Animation, settings: CutoutSettings, signal?: AbortSignal): Promise<{ animation: Animation; box: Box }> {
  const { width, height } = animation;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const images: ImageData[] = [];
  const masks: Uint8Array[] = [];
  for (const [index, frame] of animation.frames.entries()) {
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(frame.bitmap, 0, 0, width, height);
    const image = ctx.getImageData(0, 0, width, height);
    const modelMask = settings.mode === 'model' ? (animation.masks?.[index] ?? null) : null;
    masks.push(cutFrame(image.data, width, height, settings, modelMask));
    images.push(image);
    await yieldToEvents();
    if (signal?.aborted) throw new PipelineError(ENCODE_ERRORS.interrupted);
  }
  const subject = subjectBox(masks, width, height);
  if (!subject) throw new PipelineError(CUTOUT_EMPTY);
  const box = settings.trim ? subject : { x: 0, y: 0, width, height };
  const out = new OffscreenCanvas(box.width, box.height);
  const outCtx = out.getContext('2d')!;
  const frames = await Promise.all(
    images.map(async (image, index) => {
      outCtx.putImageData(image, -box.x, -box.y);
      return { msDuration: animation.frames[index].msDuration, bitmap: await createImageBitmap(out) };
    }),
  );
  return { animation: { ...animation, width: box.width, height: box.height, frames, masks: undefined }, box };
}

/** The input cut out as its settings say, from the kept cut when they have not changed. */
async function cutInput(input: JobInput, signal?: AbortSignal): Promise<JobInput> {
  const settings = input.cutout;
  if (!needsCut(settings)) return input;
  const key = keyOf(settings, input.animation);
  const kept = cuts.get(input.animation);
  if (kept?.key === key) return { ...input, animation: kept.animation };
  const animation = await cutAnimation(input.animation, settings, signal);
  // A newer job may have cut the same input meanwhile; keep one.
  const current = cuts.get(input.animation);
  if (current) forget(current);
  cuts.set(input.animation, { key, animation });
  return { ...input, animation };
}

/** The job with every input cut out as its slot asks (the prep step, before composition). */
export async function cutOutInputs(job: MakeJob, signal?: AbortSignal): Promise<MakeJob> {
  if (!job.inputs.some((input) => needsCut(input?.cutout))) return job;
  forgetClosedInputs();
  const inputs: (JobInput | null)[] = [];
  for (const input of job.inputs) inputs.push(input && (await cutInput(input, signal)));
  return { ...job, inputs };
}
