/** Actions on an input's transform: zoom, pan, rotate, mirror, pixelated (a 2×2 matrix plus offset). */
import type { EmoteType } from '../../emotes/types.ts';
import type { InputTransform } from '../../pipeline/protocol.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';

/** Largest zoom: the input drawn at most this many times its fitted size. */
export const MAX_ZOOM = 16;
/** Smallest zoom: the input's longer side keeps at least this fraction of the output. */
export const MIN_ZOOM = 1 / 16;
export const ZOOM_IN_REFUSED = 'Cannot zoom in any further';
export const ZOOM_OUT_REFUSED = 'Cannot zoom out any further';

type Matrix = InputTransform['matrix'];

const multiply = ([a, b, c, d]: Matrix, [e, f, g, h]: Matrix): Matrix => [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];

/** The zoom a matrix applies (square root of its area scale). */
export const zoomOf = ([a, b, c, d]: Matrix) => Math.sqrt(Math.abs(a * d - b * c));

function edit(type: EmoteType, slot: number, change: (t: InputTransform) => void) {
  const state = stateFor(type);
  const image = state.inputImages[slot];
  if (!image) return;
  change(image.transform);
  markEdited(state);
}

/** Zooms by `factor`; returns the refusal message when the result would pass the limits. */
export function zoomInput(type: EmoteType, slot: number, factor: number): string | null {
  const image = stateFor(type).inputImages[slot];
  if (!image) return null;
  const next = zoomOf(image.transform.matrix) * factor;
  if (next > MAX_ZOOM + 1e-9) return ZOOM_IN_REFUSED;
  if (next < MIN_ZOOM - 1e-9) return ZOOM_OUT_REFUSED;
  edit(type, slot, (t) => {
    t.matrix = t.matrix.map((v) => v * factor) as Matrix;
  });
  return null;
}

/** Turns the input a quarter turn; clockwise when `clockwise`. */
export function rotateInput(type: EmoteType, slot: number, clockwise: boolean) {
  const quarter: Matrix = clockwise ? [0, -1, 1, 0] : [0, 1, -1, 0];
  edit(type, slot, (t) => {
    t.matrix = multiply(quarter, t.matrix);
  });
}

/** Mirrors the input left to right. */
export function mirrorInput(type: EmoteType, slot: number) {
  edit(type, slot, (t) => {
    t.matrix = multiply([-1, 0, 0, 1], t.matrix);
  });
}

/** Moves the input by a fraction of the output size, keeping its centre within one output size of the middle. */
export function panInput(type: EmoteType, slot: number, dx: number, dy: number) {
  const clamp = (v: number) => Math.min(1, Math.max(-1, v));
  edit(type, slot, (t) => {
    t.offset = { x: clamp(t.offset.x + dx), y: clamp(t.offset.y + dy) };
  });
}

export function setPixelated(type: EmoteType, slot: number, pixelated: boolean) {
  edit(type, slot, (t) => {
    t.pixelated = pixelated;
  });
}

/** The visitor's Fit (the whole input, bands where the shapes differ) or Fill (covers the output, the overflow cropped): kept through cut-outs (framing.ts). */
export function setFill(type: EmoteType, slot: number, fill: boolean) {
  edit(type, slot, (t) => {
    t.fill = fill;
    t.fillChosen = true;
  });
}

/** Back to centred and upright at zoom 1; pixelated, fit or fill stay. */
export function resetTransform(type: EmoteType, slot: number) {
  edit(type, slot, (t) => {
    t.matrix = [1, 0, 0, 1];
    t.offset = { x: 0, y: 0 };
  });
}
