/**
 * Which decoded inputs the current worker holds. Each input's frames are copied and sent once per
 * worker; every job after that names the input by id (issue 13: a settings change copies no frames).
 * The page keeps its own frames, so a replaced worker (a stuck encode, WASM memory given back) gets
 * them again with its first job.
 */
import { INPUT_PART_FRAMES, type Animation, type JobInputRef, type MakeJob, type MakeRequest, type ToWorker } from '../protocol.ts';

/** An input to send before the job: its id and a copy of its frames, to transfer. */
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
    parts.push({ message: { ...upload.message, animation: { ...animation, frames }, append: start > 0 }, transfer: frames.map((frame) => frame.bitmap) });
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
  /** Frames copied and sent to workers so far (tests and the bench count them). */
  framesSent = 0;

  private idOf(animation: Animation): number {
    let id = this.ids.get(animation);
    if (id === undefined) this.ids.set(animation, (id = this.nextId++));
    return id;
  }

  /** Copies the frames of inputs that `generation`'s worker lacks, and the overlay bitmap (one per job). */
  async prepare(job: MakeJob, generation: number): Promise<PreparedJob> {
    const lacking = generation === this.generation ? this.held : new Set<number>();
    const uploads = await Promise.all(
      job.inputs.flatMap((input) => {
        if (!input || lacking.has(this.idOf(input.animation))) return [];
        return [copyInput(this.idOf(input.animation), input.animation)];
      }),
    );
    const inputs = job.inputs.map((input): JobInputRef | null => input && { inputId: this.idOf(input.animation), transform: input.transform });
    const overlay = job.overlay ? { ...job.overlay, bitmap: await createImageBitmap(job.overlay.bitmap) } : null;
    return { uploads, request: { ...job, inputs, overlay }, transfer: overlay ? [overlay.bitmap] : [] };
  }

  /**
   * Call right before posting `prepared` to the worker of `generation`: the uploads it still needs
   * (another job may have sent some meanwhile; their copies are closed). The worker forgets inputs
   * a job does not name, and so does this record.
   */
  commit(prepared: PreparedJob, generation: number): Upload[] {
    if (generation !== this.generation) {
      this.generation = generation;
      this.held = new Set();
    }
    const needed = prepared.uploads.filter((upload) => {
      if (!this.held.has(upload.message.inputId)) return true;
      upload.transfer.forEach((bitmap) => bitmap.close());
      return false;
    });
    const named = new Set(prepared.request.inputs.flatMap((input) => (input ? [input.inputId] : [])));
    this.held = named;
    this.framesSent += needed.reduce((sum, upload) => sum + upload.transfer.length, 0);
    return needed;
  }
}

/** Copies an input's frames one after another, so a long animation never holds the page's main thread in one task. */
async function copyInput(inputId: number, animation: Animation): Promise<Upload> {
  const frames = [];
  for (const frame of animation.frames) frames.push({ ...frame, bitmap: await createImageBitmap(frame.bitmap) });
  return { message: { type: 'input', inputId, animation: { ...animation, frames }, append: false }, transfer: frames.map((frame) => frame.bitmap) };
}
