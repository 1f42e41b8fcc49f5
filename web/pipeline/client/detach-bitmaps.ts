/**
 * A job's bitmaps for a worker of its own (the all-platforms pack): frames the page still holds are
 * copied; frames that already moved to the pipeline worker (issue 13) are decoded again from
 * their file, and those fresh frames are transferred as they are.
 */
import { decodeAgain, isHollow } from '../../decode/decode-again.ts';
import type { Animation, JobInput, MakeJob } from '../protocol.ts';

/** The job with every input frame and the overlay its own, and the bitmaps to transfer. */
export async function detachBitmaps(job: MakeJob): Promise<{ job: MakeJob; transfer: Transferable[] }> {
  const transfer: Transferable[] = [];
  const copy = async (bitmap: ImageBitmap) => {
    const clone = await createImageBitmap(bitmap);
    transfer.push(clone);
    return clone;
  };
  const ownFrames = async (animation: Animation): Promise<Animation> => {
    if (!isHollow(animation)) return { ...animation, frames: await Promise.all(animation.frames.map(async (f) => ({ ...f, bitmap: await copy(f.bitmap) }))) };
    const fresh = await decodeAgain(animation);
    fresh.frames.forEach((f) => transfer.push(f.bitmap));
    return fresh;
  };
  const inputs = await Promise.all(
    job.inputs.map(async (input): Promise<JobInput | null> => (input ? { ...input, animation: await ownFrames(input.animation) } : null)),
  );
  const overlay = job.overlay ? { ...job.overlay, bitmap: await copy(job.overlay.bitmap) } : null;
  return { job: { ...job, inputs, overlay }, transfer };
}
