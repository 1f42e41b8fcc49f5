/** Types of resize-segment-model.mjs (plain JS so `make segment-model` runs it with Node alone). */
export function resizeModelSide(model: Uint8Array, side: number): Uint8Array;
