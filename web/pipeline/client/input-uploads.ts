/**
 * Which decoded inputs the current worker holds. Each input's frames move to the worker once
 * (transferred, not copied: the page keeps no second copy) and every job after that names the
 * input by id (issue 13). A replaced worker gets them again with its first job, decoded again
 * from their file (decode/decode-again.ts).
 */
import { refill } from '../../decode/decode-again.ts';
import { INPUT_PART_FRAMES, type Animation, type JobInputRef, type MakeJob, type MakeRequest, type ToWorker } from '../protocol.ts';

/** An input to send before the job: its id and its frames, to transfer. */
interface Upload {
  message: Extract<ToWorker, { type: 'input' }>;
  transfer: ImageBitmap[];
}

/** An upload as messages of at most INPUT_PART_FRAMES frames each, to post one per task. */
export function partsOf(upload: Upload): Upload[] {
  const { animation } = upload.message;
  const parts: Upload[] = [];
  for (let start = 0; start < animation.frames.length; start += INPUT_PART_FRAMES) {
    const frames = animation.frames.slice(start, start + INPUT_PART_FRAMES);
    // Only the first part carries the input's frame times (and cut-out masks); the worker appends later parts' frames to it.
    const part = start === 0 ? { ...animation, frames } : { ...animation, frames, frameEndTimes: [], masks: undefined };
    parts.push({ message: { ...upload.message, animation: part, append: start > 0 }, transfer: frames.map((frame) => frame.bitmap) });
  }
  return parts;
}

/** A job ready to post: the inputs the worker lacks, then the job by reference. */
export interface PreparedJob {
  uploads: Upload[];
  request: MakeRequest;
  transfer: Transferable[];
}

export class InputUploads {
  private readonly ids = new WeakMap<Animation, number>();
  private nextId = 1;
  /** Ids the worker of `generation` holds. */
  private held = new Set<number>();
  private generation = -1;
  /** Frames sent to workers so far (tests and the bench count them). */
  framesSent = 0;

  private idOf(animation: Animation): number {
    let id = this.ids.get(animation);
    if (id === undefined) this.ids.set(animation, (id = this.nextId++));
    return id;
  }

  /**
   * The inputs `generation`'s worker lacks, their frames on the page again if they had left it,
   * and a copy of the overlay bitmap (small, one per job).
   */
  async prepare(job: MakeJob, generation: number): Promise<PreparedJob> {
    const held = generation === this.generation ? this.held : new Set<number>();
    const lacking = job.inputs.flatMap((input) => (input && !held.has(this.idOf(input.animation)) ? [input.animation] : []));
    await Promise.all(lacking.map(refill));
    const uploads = lacking.map((animation): Upload => ({
      message: { type: 'input', inputId: this.idOf(animation), animation: { ...animation }, append: false },
      transfer: animation.frames.map((frame) => frame.bitmap),
    }));
    const inputs = job.inputs.map((input): JobInputRef | null => input && { inputId: this.idOf(input.animation), transform: input.transform, cutout: input.cutout });
    const overlay = job.overlay ? { ...job.overlay, bitmap: await createImageBitmap(job.overlay.bitmap) } : null;
    return { uploads, request: { ...job, inputs, overlay }, transfer: overlay ? [overlay.bitmap] : [] };
  }

  /**
   * Call right before posting `prepared` to the worker of `generation`: the uploads it still needs
   * (another job may have sent some meanwhile). The worker forgets inputs a job does not name, and
   * so does this record.
   */
  commit(prepared: PreparedJob, generation: number): Upload[] {
    if (generation !== this.generation) {
      this.generation = generation;
      this.held = new Set();
    }
    const needed = prepared.uploads.filter((upload) => !this.held.has(upload.message.inputId));
    this.held = new Set(prepared.request.inputs.flatMap((input) => (input ? [input.inputId] : [])));
    this.framesSent += needed.reduce((sum, upload) => sum + upload.transfer.length, 0);
    return needed;
  }
}
