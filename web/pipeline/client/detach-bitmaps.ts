/** Copies of a job's bitmaps to transfer to the worker: the page keeps its own for the next job. */
import type { JobInput, MakeJob } from '../protocol.ts';

/** The job with every input frame and the overlay copied, and the copies to transfer. */
export async function detachBitmaps(job: MakeJob): Promise<{ job: MakeJob; transfer: Transferable[] }> {
  const transfer: Transferable[] = [];
  const copy = async (bitmap: ImageBitmap) => {
    const clone = await createImageBitmap(bitmap);
    transfer.push(clone);
    return clone;
  };
  const inputs = await Promise.all(
    job.inputs.map(async (input): Promise<JobInput | null> => {
      if (!input) return null;
      const frames = await Promise.all(input.animation.frames.map(async (f) => ({ ...f, bitmap: await copy(f.bitmap) })));
      return { ...input, animation: { ...input.animation, frames } };
    }),
  );
  const overlay = job.overlay ? { ...job.overlay, bitmap: await copy(job.overlay.bitmap) } : null;
  return { job: { ...job, inputs, overlay }, transfer };
}
