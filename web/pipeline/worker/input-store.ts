/**
 * The decoded inputs the worker holds, by id: each crosses from the page once, and every job
 * after that names it (issue 13). An input no job names any more is closed once no running job uses it.
 */
import type { Animation, MakeJob, MakeRequest } from '../protocol.ts';

interface Held {
  animation: Animation;
  /** Running jobs that draw from it. */
  users: number;
  /** No newer job names it: close it when the last user ends. */
  stale: boolean;
}

const held = new Map<number, Held>();

/** Keeps an input the page sent, or appends a later part's frames to it. */
export function storeInput(inputId: number, animation: Animation, append = false) {
  const earlier = held.get(inputId);
  if (append && earlier) {
    earlier.animation.frames.push(...animation.frames);
    return;
  }
  held.set(inputId, { animation, users: 0, stale: false });
  if (earlier) {
    earlier.stale = true;
    closeIfDone(inputId, earlier);
  }
}

function closeIfDone(inputId: number, entry: Held) {
  if (!entry.stale || entry.users > 0) return;
  entry.animation.frames.forEach((frame) => frame.bitmap.close());
  if (held.get(inputId) === entry) held.delete(inputId);
}

/** The ids of the inputs a job names. */
export const inputIdsOf = (request: Pick<MakeRequest, 'inputs'>) => request.inputs.flatMap((input) => (input ? [input.inputId] : []));

/**
 * The job with its inputs resolved, and the function that ends its use of them. Inputs the job
 * does not name were replaced on the page: they are closed as soon as no running job draws from them.
 */
export function acquireInputs(request: MakeRequest): { job: MakeJob; release: () => void } {
  const ids = inputIdsOf(request);
  for (const [inputId, entry] of held) {
    if (ids.includes(inputId)) continue;
    entry.stale = true;
    closeIfDone(inputId, entry);
  }
  const inputs = request.inputs.map((input) => {
    if (!input) return null;
    const entry = held.get(input.inputId);
    if (!entry) throw new Error(`input ${input.inputId} was never sent to the worker`);
    return { animation: entry.animation, transform: input.transform, cutout: input.cutout };
  });
  const entries = ids.map((inputId) => held.get(inputId)!);
  entries.forEach((entry) => entry.users++);
  const release = () =>
    ids.forEach((inputId, i) => {
      entries[i].users--;
      closeIfDone(inputId, entries[i]);
    });
  return { job: { ...request, inputs }, release };
}

/** How many inputs the worker holds (tests). */
export const heldInputCount = () => held.size;
